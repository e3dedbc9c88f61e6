import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyOrPlaceholder, PRICE_PLACEHOLDER } from './format-money';

/** Reads a formatted amount back into cents, independently of the formatter. */
function parseMoney(text: string): number {
  const match = /^(-?)\$((?:\d{1,3})(?:,\d{3})*)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not money: ${text}`);
  const [, sign, dollars, cents] = match;
  const value = Number(dollars!.replaceAll(',', '')) * 100 + Number(cents);
  return sign ? -value : value;
}

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [10, '$0.10'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123450, '$1,234.50'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [100000000, '$1,000,000.00'],
    [-5, '-$0.05'],
    [-123450, '-$1,234.50'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('formats %d as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('treats negative zero as zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'throws for %d',
    (value) => {
      expect(() => formatMoney(value)).toThrow(TypeError);
    },
  );

  it('throws for values that are not numbers', () => {
    expect(() => formatMoney('100' as unknown as number)).toThrow(TypeError);
    expect(() => formatMoney(null as unknown as number)).toThrow(TypeError);
  });

  it('round-trips every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  it('formats a negative amount as the positive one with a leading minus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatMoney(-cents)).toBe(`-${formatMoney(cents)}`);
      }),
    );
  });

  it('agrees with Intl for amounts Intl can represent exactly', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents)).toBe(intl.format(cents / 100).replace('-0.00', '0.00'));
      }),
    );
  });

  it('only grows the text when the amount grows in size', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(formatMoney(low).length).toBeLessThanOrEqual(formatMoney(high).length);
      }),
    );
  });
});

describe('formatMoneyOrPlaceholder', () => {
  it('shows the placeholder for an unknown price', () => {
    expect(formatMoneyOrPlaceholder(null)).toBe(PRICE_PLACEHOLDER);
    expect(formatMoneyOrPlaceholder(undefined)).toBe('$###.##');
  });

  it('formats a known price', () => {
    expect(formatMoneyOrPlaceholder(2599)).toBe('$25.99');
  });
});
