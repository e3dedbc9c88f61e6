import { formatMoney, PRICE_PLACEHOLDER } from '../price/format-money';
import { shippingPriceText } from '../shipping-methods/shipping-price';

/** Kinds of discount an order can carry (SPEC §3 Checkout data: coupons and giftcards). */
export const DISCOUNT_KINDS = ['promo', 'giftCard'] as const;
/** One of {@link DISCOUNT_KINDS}. */
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A promo code or gift card applied to the order, as the API reports it. */
export type OrderDiscount = {
  /** Promo code id or gift card id, passed back when it is removed. */
  id: string;
  /** Promo code or gift card. */
  kind: DiscountKind;
  /** What the shopper reads, e.g. 'SAVE10' or 'Gift card ending 4821'. */
  label: string;
  /** Amount taken off the order, in cents (a positive number). */
  amount: number;
  /** A gift card's balance left after this order, in cents. */
  remainingBalance?: number | null;
};

/** The order's money as computed by the API; the browser only formats it. */
export type OrderSummaryData = {
  /** Sum of the lines, in cents. */
  subtotal: number;
  /** Promo codes and gift cards, in the order they were applied. */
  discounts: readonly OrderDiscount[];
  /** Shipping in cents; 0 is free, null is not known yet (no address or method chosen). */
  shipping: number | null;
  /** Estimated tax in cents; null until the address is known. */
  estimatedTax: number | null;
  /** What the shopper pays, in cents. */
  total: number;
};

/** What shipping and tax read before an address and method are known. */
export const NEXT_STEP_TEXT = 'Calculated at next step';

/** A discount as taken off: `-$5.00`. */
export function discountText(cents: number): string {
  return `-${formatMoney(Math.abs(cents))}`;
}

/** The shipping cell: 'Free', the price, the next-step note, or the placeholder while loading. */
export function summaryShippingText(shipping: number | null | undefined, loading: boolean): string {
  if (loading || shipping === undefined) return PRICE_PLACEHOLDER;
  return shipping === null ? NEXT_STEP_TEXT : shippingPriceText(shipping);
}

/** The estimated tax cell: the amount, the next-step note, or the placeholder while loading. */
export function summaryTaxText(tax: number | null | undefined, loading: boolean): string {
  if (loading || tax === undefined) return PRICE_PLACEHOLDER;
  return tax === null ? NEXT_STEP_TEXT : formatMoney(tax);
}

/** The heading of a discount row: 'Promo code SAVE10' or the gift card's own label. */
export function discountTitle(discount: Pick<OrderDiscount, 'kind' | 'label'>): string {
  return discount.kind === 'promo' ? `Promo code ${discount.label}` : discount.label;
}
