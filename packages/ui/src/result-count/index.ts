export type { ResultCountProps } from './result-count';
export { ResultCount } from './result-count';
