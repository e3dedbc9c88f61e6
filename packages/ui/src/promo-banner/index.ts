export type { PromoBannerContent, PromoBannerProps } from './promo-banner';
export { PromoBanner } from './promo-banner';
