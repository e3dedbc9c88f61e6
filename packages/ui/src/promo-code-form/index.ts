export type { PromoCodeFormProps } from './promo-code-form';
export { PROMO_CODE_FIELD, PromoCodeForm } from './promo-code-form';
export type { PromoOutcome, PromoTone } from './promo-outcome';
export { isPromoDenied, promoOutcome } from './promo-outcome';
