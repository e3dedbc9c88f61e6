export type { FitBadgeProps, FitBadgeSize } from './fit-badge';
export { FIT_BADGE_SIZES, FitBadge } from './fit-badge';
export type { FitBadgeState, FitStatus, ProductFitment } from './fit-status';
export { FIT_STATUSES, fitBadgeState, fitStatusOf } from './fit-status';
