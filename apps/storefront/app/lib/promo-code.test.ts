import { describe, expect, it, vi } from 'vitest';
import {
  emitPromoDenied,
  PROMO_DENIED_EVENT,
  PROMO_OUTCOME_TEXTS,
  PROMO_OUTCOMES,
  promoFlashCookie,
  readPromoFlash,
} from './promo-code';

describe('the promo flash cookie', () => {
  it('carries every outcome and the code (even one with separators) across', () => {
    for (const outcome of PROMO_OUTCOMES) {
      const cookie = promoFlashCookie({ outcome, promoCode: 'A:B;C' }).split(';')[0];
      expect(readPromoFlash(`permId=x; ${cookie}`)).toEqual({ outcome, promoCode: 'A:B;C' });
    }
  });

  it('ignores a missing, unknown or malformed value', () => {
    expect(readPromoFlash('permId=x')).toBeNull();
    expect(readPromoFlash('promoFlash=hacked%3AX')).toBeNull();
    expect(readPromoFlash('promoFlash=%E0%A4%A')).toBeNull();
  });

  it('has the texts of SPEC §8', () => {
    expect(PROMO_OUTCOME_TEXTS).toEqual({
      applied: 'Promo code successfully applied!',
      pending: 'Promo code is now active, add the items to your cart for your discount.',
      exists: 'Promo code has already been applied.',
      similar: 'Promo code cannot be applied.',
      invalid: 'Promo code not valid.',
    });
  });

  it('fires the promo-denied event with the outcome and code', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(PROMO_DENIED_EVENT, listener);
    emitPromoDenied(target, { outcome: 'invalid', promoCode: 'BAD' });
    expect(listener.mock.calls[0]?.[0].detail).toEqual({ outcome: 'invalid', promoCode: 'BAD' });
  });
});
