export { BUILD_PHOTO_MODE } from '../provider/image-url';
export type { BuildCardProps } from './build-card';
export { BuildCard } from './build-card';
