export type { LoadingBarProps } from './loading-bar';
export { LoadingBar } from './loading-bar';
export { LOADING_BAR_DELAY_MS, useDelayedFlag } from './use-delayed-flag';
