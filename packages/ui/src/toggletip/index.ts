export type { ToggletipProps } from './toggletip';
export { Toggletip } from './toggletip';
