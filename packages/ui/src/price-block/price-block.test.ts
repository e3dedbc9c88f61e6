import { describe, expect, it } from 'vitest';
import { discountPercent } from './price-block';

describe('discountPercent', () => {
  it('rounds the saving down to whole percent', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(6667, 10000)).toBe(33);
    expect(discountPercent(9999, 10000)).toBeNull();
  });

  it('is null without a saving', () => {
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(12000, 10000)).toBeNull();
    expect(discountPercent(null, 10000)).toBeNull();
    expect(discountPercent(5000, null)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});
