export type { LoadingBarProps } from './loading-bar';
export { LoadingBar } from './loading-bar';
