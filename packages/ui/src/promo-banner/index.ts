export type { PromoBannerContent, PromoBannerProps } from './promo-banner';
export { PROMO_BANNER_IMAGE_SIZES, PromoBanner } from './promo-banner';
