export type { BuildStatusBadgeProps } from './build-status-badge';
export { BUILD_STATUS_TEXT, BuildStatusBadge } from './build-status-badge';
