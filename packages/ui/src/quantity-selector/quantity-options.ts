/** The quantity a selector starts at (SPEC §9). */
export const DEFAULT_QUANTITY = 1;
/** The most of one line the cart accepts (the API's qty limit). */
export const MAX_QUANTITY = 99;
/** How far past the current quantity the options reach. */
const HEADROOM = 10;

/** The highest quantity offered for a current quantity: max(10, qty + 10), capped at 99. */
export function maxQuantityFor(qty: number): number {
  const current = Number.isFinite(qty) ? Math.trunc(qty) : DEFAULT_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(HEADROOM, current + HEADROOM));
}

/** The quantities offered, 1..max; a current quantity beyond the cap is still included so it stays selected. */
export function quantityOptions(qty: number, max: number = maxQuantityFor(qty)): number[] {
  const top = Math.max(1, Math.min(MAX_QUANTITY, Math.trunc(max)));
  const options = Array.from({ length: top }, (_, index) => index + 1);
  if (Number.isInteger(qty) && qty > top) options.push(qty);
  return options;
}
