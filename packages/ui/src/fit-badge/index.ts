export type { FitBadgeProps } from './fit-badge';
export { FitBadge } from './fit-badge';
