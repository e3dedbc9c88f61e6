export type { ProductGalleryProps } from './product-gallery';
export { ProductGallery } from './product-gallery';
