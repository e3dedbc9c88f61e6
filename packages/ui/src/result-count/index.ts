export type { ResultCountProps } from './result-count';
export { ResultCount, resultCountText } from './result-count';
