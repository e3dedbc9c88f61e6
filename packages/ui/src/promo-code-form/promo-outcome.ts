import { PROMO_SUCCESS, promoText } from '@fitkit/commerce-hooks';

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
  const message = promoText(code);
  if (code === PROMO_SUCCESS) return { message, tone: 'success' };
  if (code === 'PROMO_CODE_NOT_APPLIED') return { message, tone: 'info' };
  return { message, tone: 'error' };
}

/** True when the answer is a failure, i.e. when the promo-denied event is due (SPEC §8). */
export function isPromoDenied(code: string): boolean {
  return promoOutcome(code).tone === 'error';
}
