// The general message boxes and the offline bar, one chunk away from the first load (see global-states.tsx).
export { GeneralMessages, OfflineBar } from '@fitkit/ui';
