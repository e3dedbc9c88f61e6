export type { Connectivity, ConnectivityTarget } from './connectivity';
export { browserConnectivity, createConnectivity, OFFLINE_TEXT } from './connectivity';
export type { OfflineBarProps } from './offline-bar';
export { OfflineBar } from './offline-bar';
