export type { ReviewsSummaryProps } from './reviews-summary';
export { ReviewsSummary } from './reviews-summary';
