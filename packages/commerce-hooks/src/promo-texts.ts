// The texts a shopper reads for each promo-code answer (SPEC §5, §8). The API answers a code and puts its text in
// the answer's message; the shop shows the text of the code. Both read them here: plain strings, no zod, so a
// browser bundle that shows a promo outcome carries nothing else.

/** The answer code of a promo code that applied (SPEC §7 `POST checkout/{permId}/coupons`). */
export const PROMO_SUCCESS = 'SUCCESS';

/** The text of each promo-code answer: the two that keep the code, and the refusals. */
export const PROMO_TEXTS = {
  [PROMO_SUCCESS]: 'Promo code successfully applied!',
  PROMO_CODE_NOT_APPLIED: 'Promo code is now active, add the items to your cart for your discount.',
  PROMO_CODE_EXISTS: 'Promo code has already been applied.',
  SIMILAR_PROMO_CODE_EXISTS: 'Promo code cannot be applied.',
  PROMO_CODE_NOT_VALID: 'Promo code not valid.',
} as const;

/** A promo-code answer that has a text of its own. */
export type PromoAnswerCode = keyof typeof PROMO_TEXTS;

/** Whether an answer code has a text of its own (any other failure reads as not valid). */
export function isPromoAnswerCode(code: string): code is PromoAnswerCode {
  return Object.hasOwn(PROMO_TEXTS, code);
}

/** The text of an answer code; a code without one (a rate limit, a timeout, an unknown code) reads as not valid. */
export function promoText(code: string): string {
  return PROMO_TEXTS[isPromoAnswerCode(code) ? code : 'PROMO_CODE_NOT_VALID'];
}
