export { isReviewDate, ratingText, reviewDateText } from './review-date';
export {
  REVIEW_CARD_WIDTH,
  REVIEWS_CAROUSEL_TITLE,
  ReviewBlock,
  ReviewsCarouselBlock,
} from './reviews-carousel';
export type { Review, ReviewsCarouselBlok } from './schema';
export { reviewSchema, reviewsCarouselSchema } from './schema';
