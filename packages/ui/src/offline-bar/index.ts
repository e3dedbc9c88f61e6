export type { OfflineBarProps } from './offline-bar';
export { OfflineBar } from './offline-bar';
