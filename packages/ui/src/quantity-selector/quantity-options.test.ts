import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUANTITY, MAX_QUANTITY, maxQuantityFor, quantityOptions } from './quantity-options';

describe('maxQuantityFor', () => {
  it.each([
    [1, 11],
    [0, 10],
    [5, 15],
    [10, 20],
    [89, 99],
    [95, 99],
    [99, 99],
    [Number.NaN, 11],
  ])('offers up to %d → %d', (qty, max) => {
    expect(maxQuantityFor(qty)).toBe(max);
  });

  it('always lies within 10..99 and never below the current quantity when it can be reached', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY }), (qty) => {
        const max = maxQuantityFor(qty);
        expect(max).toBeGreaterThanOrEqual(10);
        expect(max).toBeLessThanOrEqual(MAX_QUANTITY);
        expect(max).toBeGreaterThanOrEqual(qty);
      }),
    );
  });
});

describe('quantityOptions', () => {
  it('lists 1..11 for the default quantity', () => {
    expect(quantityOptions(DEFAULT_QUANTITY)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('respects an explicit max', () => {
    expect(quantityOptions(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps a current quantity above the max selectable', () => {
    expect(quantityOptions(7, 5)).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('always contains the current quantity, ascending and unique', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_QUANTITY }),
        fc.option(fc.integer({ min: 1, max: 200 })),
        (qty, max) => {
          const options = quantityOptions(qty, max ?? undefined);
          expect(options).toContain(qty);
          expect(options[0]).toBe(1);
          for (let i = 1; i < options.length; i++) expect(options[i]!).toBeGreaterThan(options[i - 1]!);
        },
      ),
    );
  });
});
