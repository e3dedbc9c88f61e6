export { ImageCardBlock } from './image-card';
export type { ImageCardBlok } from './schema';
export { imageCardSchema } from './schema';
export type { ImageCardSize } from './sizes';
export { IMAGE_CARD_MIN_HEIGHT_PX, IMAGE_CARD_SIZES } from './sizes';
