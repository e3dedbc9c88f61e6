// The global states' UI, one chunk away from the first load: toasts hydrate once the browser is idle, the
// general message boxes and the offline bar load when there is something to show.
export { GeneralMessages, OfflineBar, Toaster } from '@fitkit/ui';
