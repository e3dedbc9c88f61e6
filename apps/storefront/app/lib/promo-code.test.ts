import { promoOutcome } from '@fitkit/ui/promo-code-form';
import { describe, expect, it, vi } from 'vitest';
import {
  emitPromoDenied,
  PROMO_DENIED_EVENT,
  PROMO_UNAVAILABLE,
  promoAnswerCode,
  promoFlashCookie,
  readPromoFlash,
} from './promo-code';

describe('the promo flash cookie', () => {
  it('carries the answer code and the promo code (even one with separators) across', () => {
    const cookie = promoFlashCookie({ code: 'PROMO_CODE_EXISTS', promoCode: 'A:B;C' }).split(';')[0];
    expect(readPromoFlash(`permId=x; ${cookie}`)).toEqual({ code: 'PROMO_CODE_EXISTS', promoCode: 'A:B;C' });
  });

  it('ignores a missing, malformed or foreign value', () => {
    expect(readPromoFlash('permId=x')).toBeNull();
    expect(readPromoFlash('promoFlash=%3Cb%3E%3AX')).toBeNull();
    expect(readPromoFlash('promoFlash=%E0%A4%A')).toBeNull();
  });

  it('reads no answer from the API as one that shows "Promo code not valid."', () => {
    expect(promoAnswerCode({ ok: false, error: { kind: 'network', message: 'refused' } })).toBe(
      PROMO_UNAVAILABLE,
    );
    expect(promoOutcome(PROMO_UNAVAILABLE).message).toBe('Promo code not valid.');
  });

  it('fires the promo-denied event with the answer and the promo code', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(PROMO_DENIED_EVENT, listener);
    emitPromoDenied(target, { code: 'PROMO_CODE_NOT_VALID', promoCode: 'BAD' });
    expect(listener.mock.calls[0]?.[0].detail).toEqual({ code: 'PROMO_CODE_NOT_VALID', promoCode: 'BAD' });
  });
});
