import { describe, expect, it } from 'vitest';
import { reviewsLabel } from './reviews-summary';

describe('reviewsLabel', () => {
  it('says the rating and the count', () => {
    expect(reviewsLabel(4.5, 120)).toBe('4.5 out of 5 stars, 120 reviews');
    expect(reviewsLabel(4.26, 1)).toBe('4.3 out of 5 stars, 1 review');
    expect(reviewsLabel(5, 1500)).toBe('5 out of 5 stars, 1,500 reviews');
    expect(reviewsLabel(7, 0)).toBe('5 out of 5 stars, 0 reviews');
    expect(reviewsLabel(-1, 2)).toBe('0 out of 5 stars, 2 reviews');
  });
});
