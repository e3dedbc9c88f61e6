import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_TEXT, shippingPriceText } from './shipping-price';

describe('shippingPriceText', () => {
  it('reads zero as Free', () => {
    expect(shippingPriceText(0)).toBe(FREE_SHIPPING_TEXT);
    expect(FREE_SHIPPING_TEXT).toBe('Free');
  });

  it('formats a price in dollars', () => {
    expect(shippingPriceText(1295)).toBe('$12.95');
    expect(shippingPriceText(123456)).toBe('$1,234.56');
  });
});
