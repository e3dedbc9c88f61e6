/** The answer code of a promo code that applied (SPEC §7 `POST checkout/{permId}/coupons`). */
export const PROMO_SUCCESS = 'SUCCESS';

/** Promo code answers with a text of their own (SPEC §5, §8); any other failure reads as not valid. */
export const PROMO_TEXTS = {
  SUCCESS: 'Promo code successfully applied!',
  PROMO_CODE_NOT_APPLIED: 'Promo code is now active, add the items to your cart for your discount.',
  PROMO_CODE_EXISTS: 'Promo code has already been applied.',
  SIMILAR_PROMO_CODE_EXISTS: 'Promo code cannot be applied.',
} as const;

/** The text of any other failed promo code. */
export const PROMO_NOT_VALID_TEXT = 'Promo code not valid.';

/** How an outcome is shown: applied, waiting for eligible items, or refused. */
export type PromoTone = 'success' | 'info' | 'error';

/** A promo code answer as the shopper reads it. */
export type PromoOutcome = {
  /** The text of SPEC §5/§8. */
  message: string;
  /** Colour and live-region politeness. */
  tone: PromoTone;
};

/** The text and tone of a promo code answer code (SUCCESS, PROMO_CODE_NOT_APPLIED, an error code…). */
export function promoOutcome(code: string): PromoOutcome {
  if (code === PROMO_SUCCESS) return { message: PROMO_TEXTS.SUCCESS, tone: 'success' };
  if (code === 'PROMO_CODE_NOT_APPLIED') return { message: PROMO_TEXTS.PROMO_CODE_NOT_APPLIED, tone: 'info' };
  if (code === 'PROMO_CODE_EXISTS' || code === 'SIMILAR_PROMO_CODE_EXISTS') {
    return { message: PROMO_TEXTS[code], tone: 'error' };
  }
  return { message: PROMO_NOT_VALID_TEXT, tone: 'error' };
}

/** True when the answer is a failure, i.e. when the promo-denied event is due (SPEC §8). */
export function isPromoDenied(code: string): boolean {
  return promoOutcome(code).tone === 'error';
}
