import { describe, expect, it } from 'vitest';
import { type CheckoutProgress, checkoutStepRedirect } from './checkout-steps';

const progress = (over: Partial<CheckoutProgress> = {}): CheckoutProgress => ({
  itemCount: 2,
  hasContacts: true,
  hasFreshOrder: false,
  ...over,
});

describe('checkoutStepRedirect', () => {
  it('sends an empty cart back to the cart from the address and payment steps', () => {
    expect(checkoutStepRedirect('address', progress({ itemCount: 0 }))).toBe('/checkout/cart/');
    expect(checkoutStepRedirect('payment', progress({ itemCount: 0 }))).toBe('/checkout/cart/');
  });

  it('sends a shopper who skipped the address step there', () => {
    expect(checkoutStepRedirect('payment', progress({ hasContacts: false }))).toBe('/checkout/address/');
    expect(checkoutStepRedirect('address', progress({ hasContacts: false }))).toBeNull();
    expect(checkoutStepRedirect('payment', progress())).toBeNull();
  });

  it('sends an empty cart just paid for to the receipt', () => {
    expect(checkoutStepRedirect('payment', progress({ itemCount: 0, hasFreshOrder: true }))).toBe(
      '/checkout/receipt/',
    );
  });

  it('shows the receipt only right after paying, whatever the cart holds', () => {
    expect(checkoutStepRedirect('receipt', progress())).toBe('/checkout/cart/');
    expect(checkoutStepRedirect('receipt', progress({ itemCount: 0, hasFreshOrder: true }))).toBeNull();
  });
});
