export type { ReviewsSummaryProps } from './reviews-summary';
export { ReviewsSummary, reviewsLabel } from './reviews-summary';
