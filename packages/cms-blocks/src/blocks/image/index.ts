export { ImageBlock } from './image';
export { EAGER_IMAGE_COUNT, IMAGE_BLOK_NAMES, imageOrder, useImageLoading } from './loading';
export type { CmsPictureProps } from './picture';
export { CmsPicture } from './picture';
export type { ImageBlok } from './schema';
export { imageSchema } from './schema';
