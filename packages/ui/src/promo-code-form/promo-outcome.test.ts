import { describe, expect, it } from 'vitest';
import { isPromoDenied, promoOutcome } from './promo-outcome';

const PROMO_NOT_VALID_TEXT = 'Promo code not valid.';

describe('promoOutcome', () => {
  it('gives the texts of SPEC §5 and §8 for each answer', () => {
    expect(promoOutcome('SUCCESS')).toEqual({ message: 'Promo code successfully applied!', tone: 'success' });
    expect(promoOutcome('PROMO_CODE_NOT_APPLIED')).toEqual({
      message: 'Promo code is now active, add the items to your cart for your discount.',
      tone: 'info',
    });
    expect(promoOutcome('PROMO_CODE_EXISTS')).toEqual({
      message: 'Promo code has already been applied.',
      tone: 'error',
    });
    expect(promoOutcome('SIMILAR_PROMO_CODE_EXISTS')).toEqual({
      message: 'Promo code cannot be applied.',
      tone: 'error',
    });
    expect(promoOutcome('PROMO_CODE_NOT_VALID')).toEqual({ message: PROMO_NOT_VALID_TEXT, tone: 'error' });
  });

  it('reads any other failure as not valid', () => {
    for (const code of ['PROMO_CODE_INVALID', 'NOT_FOUND', 'RATE_LIMITED', '', 'toString']) {
      expect(promoOutcome(code).message).toBe(PROMO_NOT_VALID_TEXT);
    }
  });

  it('denies only failures', () => {
    expect(isPromoDenied('SUCCESS')).toBe(false);
    expect(isPromoDenied('PROMO_CODE_NOT_APPLIED')).toBe(false);
    expect(isPromoDenied('PROMO_CODE_EXISTS')).toBe(true);
    expect(isPromoDenied('BAD')).toBe(true);
  });
});
