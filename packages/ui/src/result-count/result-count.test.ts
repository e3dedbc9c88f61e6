import { describe, expect, it } from 'vitest';
import { resultCountText } from './result-count';

describe('resultCountText', () => {
  it.each([
    [0, 1, 24, 'No results'],
    [1, 1, 24, '1 result'],
    [20, 1, 24, '20 results'],
    [120, 1, 24, 'Showing 1–24 of 120 results'],
    [120, 2, 24, 'Showing 25–48 of 120 results'],
    [120, 5, 24, 'Showing 97–120 of 120 results'],
    [1250, 3, 24, 'Showing 49–72 of 1,250 results'],
    [120, 9, 24, '120 results'],
  ])('%d results, page %d of %d per page', (total, page, size, text) => {
    expect(resultCountText(total, page, size)).toBe(text);
  });
});
