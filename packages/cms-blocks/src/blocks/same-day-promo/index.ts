export {
  DEFAULT_CUTOFF_TIME,
  DEFAULT_SHOP_TIME_ZONE,
  isCutoffTime,
  isTimeZone,
  promoCountdown,
  promoRules,
} from './promo';
export type { SameDayPromoBlockProps } from './same-day-promo';
export { SAME_DAY_PROMO_LINK_TEXT, SameDayPromoBlock } from './same-day-promo';
export type { SameDayPromoBlok } from './schema';
export { sameDayPromoSchema } from './schema';
