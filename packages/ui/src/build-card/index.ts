export type { BuildCardProps } from './build-card';
export { BUILD_PHOTO_MODE, BuildCard } from './build-card';
