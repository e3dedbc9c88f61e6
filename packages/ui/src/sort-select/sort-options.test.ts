import { describe, expect, it } from 'vitest';
import { parseSort, SORT_LABELS, SORT_OPTIONS } from './sort-options';

describe('sort options', () => {
  it('labels every sort order', () => {
    expect(SORT_OPTIONS.map((option) => SORT_LABELS[option])).toEqual([
      'Best Match',
      'Price: Low to High',
      'Price: High to Low',
      'Name',
    ]);
  });

  it('reads known values and falls back to relevance', () => {
    expect(parseSort('price-desc')).toBe('price-desc');
    expect(parseSort('name')).toBe('name');
    expect(parseSort('cheapest')).toBe('relevance');
    expect(parseSort(null)).toBe('relevance');
  });
});
