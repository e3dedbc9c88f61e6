/** A discount on the order, as the coupons module reports it (amount in positive cents). */
export interface DiscountLine {
  /** The promo code or gift card it comes from. */
  code: string;
  label: string;
  amount: number;
  /** What it lowers: the merchandise or the shipping. */
  target: 'merchandise' | 'shipping';
}

/** The money lines of an order, all in cents (SPEC §3 Checkout data). */
export interface OrderSummary {
  subtotal: number;
  discounts: DiscountLine[];
  discountTotal: number;
  shipping: number;
  estimatedTax: number;
  total: number;
}

/** What the summary is computed from. */
export interface SummaryInput {
  /** Sum of the cart lines' item subtotals. */
  subtotal: number;
  discounts: readonly DiscountLine[];
  /** Price of the chosen shipping method. */
  shipping: number;
  /** Tax estimated on `taxableAmount(...)`. */
  estimatedTax: number;
}

function applied(discounts: readonly DiscountLine[], target: DiscountLine['target'], cap: number): number {
  const wanted = discounts
    .filter((d) => d.target === target)
    .reduce((sum, d) => sum + Math.max(0, d.amount), 0);
  return Math.min(wanted, cap);
}

/** The amount tax is due on: the merchandise after its discounts, never below zero. */
export function taxableAmount(subtotal: number, discounts: readonly DiscountLine[]): number {
  return subtotal - applied(discounts, 'merchandise', subtotal);
}

/**
 * The order summary, the only place its money is added up: discounts never exceed what they discount, so the
 * total is never negative.
 */
export function orderSummary({ subtotal, discounts, shipping, estimatedTax }: SummaryInput): OrderSummary {
  const discountTotal =
    applied(discounts, 'merchandise', subtotal) + applied(discounts, 'shipping', shipping);
  return {
    subtotal,
    discounts: [...discounts],
    discountTotal,
    shipping,
    estimatedTax,
    total: subtotal + shipping - discountTotal + estimatedTax,
  };
}
