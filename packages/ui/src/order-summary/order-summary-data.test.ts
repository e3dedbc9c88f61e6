import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_KINDS,
  discountText,
  discountTitle,
  NEXT_STEP_TEXT,
  summaryShippingText,
  summaryTaxText,
} from './order-summary-data';

describe('order summary texts', () => {
  it('shows a discount as an amount taken off', () => {
    expect(discountText(500)).toBe('-$5.00');
    expect(discountText(-500)).toBe('-$5.00');
  });

  it('reads shipping as Free, a price, the next-step note or the placeholder', () => {
    expect(summaryShippingText(0, false)).toBe('Free');
    expect(summaryShippingText(995, false)).toBe('$9.95');
    expect(summaryShippingText(null, false)).toBe(NEXT_STEP_TEXT);
    expect(summaryShippingText(995, true)).toBe('$###.##');
  });

  it('reads tax as the amount, the next-step note or the placeholder', () => {
    expect(summaryTaxText(812, false)).toBe('$8.12');
    expect(summaryTaxText(null, false)).toBe(NEXT_STEP_TEXT);
    expect(summaryTaxText(812, true)).toBe('$###.##');
  });

  it('names promo codes and keeps gift card labels', () => {
    expect(discountTitle({ kind: 'promo', label: 'SAVE10' })).toBe('Promo code SAVE10');
    expect(discountTitle({ kind: 'giftCard', label: 'Gift card ending 4821' })).toBe('Gift card ending 4821');
    expect(DISCOUNT_KINDS).toEqual(['promo', 'giftCard']);
  });
});
