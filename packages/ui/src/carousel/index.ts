export type { CarouselProps } from './carousel';
export { Carousel } from './carousel';
export type { RecommendationType } from './carousel-scroll';
export { CAROUSEL_ITEM_WIDTH, RECOMMENDATION_TITLES } from './carousel-scroll';
export type { ProductCarouselProps } from './product-carousel';
export { ProductCarousel } from './product-carousel';
