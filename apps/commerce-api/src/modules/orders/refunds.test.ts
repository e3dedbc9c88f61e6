import { describe, expect, it } from 'vitest';
import { splitRefund } from './refunds';

const paid = { paymentCents: 6_000, giftCardCents: 4_000 };

describe('splitRefund', () => {
  it('splits a refund in the proportion the tenders paid', () => {
    expect(splitRefund(5_000, paid, paid)).toEqual({ toPayment: 3_000, toGiftCards: 2_000 });
    expect(splitRefund(333, paid, paid)).toEqual({ toPayment: 200, toGiftCards: 133 });
  });

  it('gives the rest to the other tender when one has nothing left', () => {
    expect(splitRefund(5_000, paid, { paymentCents: 1_000, giftCardCents: 4_000 })).toEqual({
      toPayment: 1_000,
      toGiftCards: 4_000,
    });
    expect(splitRefund(5_000, paid, { paymentCents: 6_000, giftCardCents: 500 })).toEqual({
      toPayment: 4_500,
      toGiftCards: 500,
    });
  });

  it('never gives back more than is left, and one tender alone takes it all', () => {
    expect(splitRefund(9_000, paid, { paymentCents: 2_000, giftCardCents: 1_000 })).toEqual({
      toPayment: 2_000,
      toGiftCards: 1_000,
    });
    const cardOnly = { paymentCents: 5_000, giftCardCents: 0 };
    expect(splitRefund(1_234, cardOnly, cardOnly)).toEqual({ toPayment: 1_234, toGiftCards: 0 });
    const giftOnly = { paymentCents: 0, giftCardCents: 5_000 };
    expect(splitRefund(1_234, giftOnly, giftOnly)).toEqual({ toPayment: 0, toGiftCards: 1_234 });
  });
});
