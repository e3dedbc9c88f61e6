export type { ShopImageProps } from './image';
export { ShopImage } from './image';
export type { ImageBox, ImagePosition, ImagePriority } from './image-rules';
export {
  EAGER_IMAGE_COUNT,
  IMAGE_WIDTHS,
  imageLoadingProps,
  imagePriority,
  isRasterFile,
  urlImageSources,
} from './image-rules';
