import { formatMoney } from '../price/format-money';

/** What a shipping price of zero reads as. */
export const FREE_SHIPPING_TEXT = 'Free';

/** A shipping price as the shopper reads it: 'Free' for zero cents, else the amount, e.g. '$12.95'. */
export function shippingPriceText(cents: number): string {
  return cents === 0 ? FREE_SHIPPING_TEXT : formatMoney(cents);
}
