import { describe, expect, it } from 'vitest';
import { type CheckoutData, checkoutSummary, customerEmailCookie } from './checkout.server';

const orderSummary = {
  subtotal: 10_000,
  discounts: [{ code: 'SAVE10', label: 'SAVE10', amount: 1_000, target: 'merchandise' as const }],
  discountTotal: 1_000,
  shipping: 995,
  estimatedTax: 563,
  total: 10_558,
};

const checkout = (giftcards: CheckoutData['giftcards']) =>
  ({ orderSummary, giftcards }) as unknown as CheckoutData;

describe('checkoutSummary', () => {
  it("shows the API's summary with its promo codes", () => {
    expect(checkoutSummary({ checkout: checkout([]) })).toEqual({
      subtotal: 10_000,
      discounts: [{ id: 'SAVE10', kind: 'promo', label: 'SAVE10', amount: 1_000 }],
      shipping: 995,
      estimatedTax: 563,
      total: 10_558,
    });
  });

  it('takes what each gift card pays off the total, a card partly used keeping its balance', () => {
    const summary = checkoutSummary({
      checkout: checkout([
        { id: 'a', lastFour: '0003', balance: 2_500, applied: 2_500 },
        { id: 'b', lastFour: '0002', balance: 10_000, applied: 7_000 },
      ]),
    });
    expect(summary.discounts.slice(1)).toEqual([
      { id: 'a', kind: 'giftCard', label: 'Gift card ending 0003', amount: 2_500, remainingBalance: 0 },
      { id: 'b', kind: 'giftCard', label: 'Gift card ending 0002', amount: 8_058, remainingBalance: 1_942 },
    ]);
    expect(summary.total).toBe(0);
  });
});

describe('customerEmailCookie', () => {
  it('keeps the e-mail 3650 days, Secure', () => {
    expect(customerEmailCookie('jo@example.com')).toBe(
      'customerEmail=jo%40example.com; Max-Age=315360000; Path=/; SameSite=Lax; Secure',
    );
  });
});
