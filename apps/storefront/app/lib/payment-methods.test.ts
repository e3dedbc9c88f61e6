import { describe, expect, it } from 'vitest';
import { isCardProvider, offeredPaymentMethods } from './payment-methods';

describe('offeredPaymentMethods', () => {
  it('offers only the sandbox card when no provider key is set', () => {
    expect(offeredPaymentMethods({ stripePublishableKey: null })).toEqual([{ id: 'sandbox', label: 'Card' }]);
  });

  it('an empty key is no key', () => {
    expect(offeredPaymentMethods({ stripePublishableKey: '' })).toHaveLength(1);
  });

  it("offers Stripe beside the card when Stripe's publishable key is set", () => {
    expect(offeredPaymentMethods({ stripePublishableKey: 'pk_test_123' })).toEqual([
      { id: 'sandbox', label: 'Card' },
      { id: 'stripe', label: 'Card or wallet' },
    ]);
  });
});

describe('isCardProvider', () => {
  it('knows the card providers the shop can send and nothing else', () => {
    expect(isCardProvider('sandbox')).toBe(true);
    expect(isCardProvider('stripe')).toBe(true);
    expect(isCardProvider('braintree')).toBe(false);
    expect(isCardProvider('')).toBe(false);
  });
});
