export { CAROUSEL_FALLBACK_LABEL, CarouselBlock } from './carousel';
export type { CarouselBlok } from './schema';
export { carouselLabelField, carouselSchema } from './schema';
