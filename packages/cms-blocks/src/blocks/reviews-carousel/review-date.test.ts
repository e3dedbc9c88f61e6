import { describe, expect, it } from 'vitest';
import { isReviewDate, ratingText, reviewDateText } from './review-date';

describe('review dates', () => {
  it.each([
    ['2026-11-03', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['3 Nov 2026', false],
    ['', false],
  ])('%j is a date: %s', (value, valid) => {
    expect(isReviewDate(value)).toBe(valid);
  });

  it('reads as a short US date without shifting by time zone', () => {
    expect(reviewDateText('2026-11-03')).toBe('Nov 3, 2026');
    expect(reviewDateText('2026-01-01')).toBe('Jan 1, 2026');
    expect(() => reviewDateText('2026-02-30')).toThrow(RangeError);
  });
});

describe('ratingText', () => {
  it('says the stars out of five', () => {
    expect(ratingText(4)).toBe('Rated 4 out of 5 stars');
    expect(ratingText(1)).toBe('Rated 1 out of 5 stars');
  });
});
