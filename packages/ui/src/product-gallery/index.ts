export type { GalleryImage, ProductGalleryProps } from './product-gallery';
export { ProductGallery } from './product-gallery';
