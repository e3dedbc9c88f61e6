export type { BuildGalleryProps } from './build-gallery';
export { BuildGallery } from './build-gallery';
