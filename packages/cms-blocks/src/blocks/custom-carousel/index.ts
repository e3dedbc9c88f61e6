export { CustomCarouselBlock } from './custom-carousel';
export type { CustomCarouselBlok } from './schema';
export { customCarouselSchema } from './schema';
