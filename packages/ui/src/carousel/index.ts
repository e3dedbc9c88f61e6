export type { CarouselProps } from './carousel';
export { Carousel } from './carousel';
export type { RecommendationType } from './carousel-scroll';
export {
  CAROUSEL_ITEM_WIDTH,
  CAROUSEL_SCROLL_MS,
  EMBLA_DURATION,
  itemDistance,
  RECOMMENDATION_TITLES,
  RECOMMENDATION_TYPES,
  scrollEdges,
  scrollPlan,
} from './carousel-scroll';
export type { ProductCarouselProps } from './product-carousel';
export { ProductCarousel } from './product-carousel';
