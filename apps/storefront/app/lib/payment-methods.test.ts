import { describe, expect, it } from 'vitest';
import { isCardProvider, offeredPaymentMethods } from './payment-methods';

const NO_KEYS = { stripePublishableKey: null, braintreeMerchantId: null };

describe('offeredPaymentMethods', () => {
  it('offers only the sandbox card when no provider key is set', () => {
    expect(offeredPaymentMethods(NO_KEYS)).toEqual([{ id: 'sandbox', label: 'Card' }]);
  });

  it('an empty key is no key', () => {
    expect(offeredPaymentMethods({ stripePublishableKey: '', braintreeMerchantId: '' })).toHaveLength(1);
  });

  it("offers Stripe beside the card when Stripe's publishable key is set", () => {
    expect(offeredPaymentMethods({ ...NO_KEYS, stripePublishableKey: 'pk_test_123' })).toEqual([
      { id: 'sandbox', label: 'Card' },
      { id: 'stripe', label: 'Card or wallet' },
    ]);
  });

  it('offers every configured provider after the card, in a fixed order', () => {
    const methods = offeredPaymentMethods({
      stripePublishableKey: 'pk_test_123',
      braintreeMerchantId: 'm1',
      paypalClientId: 'paypal-client',
      boltPublishableKey: 'bolt-key',
    });
    expect(methods.map((method) => method.label)).toEqual([
      'Card',
      'Card or wallet',
      'Credit or debit card',
      'Bolt',
      'PayPal',
    ]);
  });
});

describe('isCardProvider', () => {
  it('knows the card providers the shop can send and nothing else', () => {
    expect(isCardProvider('sandbox')).toBe(true);
    expect(isCardProvider('stripe')).toBe(true);
    expect(isCardProvider('braintree')).toBe(true);
    expect(isCardProvider('bolt')).toBe(true);
    expect(isCardProvider('paypal')).toBe(false);
    expect(isCardProvider('')).toBe(false);
  });
});
