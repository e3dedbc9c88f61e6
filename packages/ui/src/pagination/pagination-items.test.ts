import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [7, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [99, 10, [1, 'ellipsis', 9, 10]],
    [0, 3, [1, 2, 3]],
  ] as const)('page %d of %d', (current, count, expected) => {
    expect(paginationItems(current, count)).toEqual(expected);
  });

  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('lists each page at most once, in order, with the current page, first and last, and no adjacent gaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (count, raw) => {
        const current = Math.min(raw, count);
        const items = paginationItems(current, count);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, index) => {
          if (item === 'ellipsis') {
            expect(items[index + 1]).not.toBe('ellipsis');
            // A gap stands for at least two pages.
            expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThan(2);
          }
        });
      }),
    );
  });
});

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(120, 24)).toBe(5);
  });
});
