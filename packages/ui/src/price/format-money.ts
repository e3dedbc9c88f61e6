/** Shown wherever a price is not known yet (SPEC §9). */
export const PRICE_PLACEHOLDER = '$###.##';

/**
 * Formats integer cents as US dollars: `123450` → `$1,234.50`, `-5` → `-$0.05`.
 * Integer arithmetic only, so no floating-point rounding can creep in.
 * Throws a TypeError for anything that is not a safe integer.
 */
export function formatMoney(cents: number): string {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) {
    throw new TypeError(`formatMoney expects a whole number of cents, got ${String(cents)}`);
  }
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const dollars = Math.trunc(absolute / 100);
  const remainder = absolute % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${String(remainder).padStart(2, '0')}`;
}

/** Formats cents, or returns {@link PRICE_PLACEHOLDER} when the price is null or undefined. */
export function formatMoneyOrPlaceholder(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? PRICE_PLACEHOLDER : formatMoney(cents);
}
