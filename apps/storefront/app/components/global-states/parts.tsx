// The general message boxes and the offline bar, one chunk away from the first load (see lazy-parts.tsx).
export { GeneralMessages, OfflineBar } from '@fitkit/ui';
