import type { MiniCartItem } from '../mini-cart/cart-item';

/** A protection plan offered for a product (SPEC §3 Cart item warranty). */
export type WarrantyPlan = {
  /** Plan id, sent back when the shopper picks it. */
  planId: string;
  /** What the shopper reads, e.g. '3-Year Protection'. */
  name: string;
  /** Price per covered unit, in cents. */
  price: number;
};

/** The plan chosen on a line and how many of its units it covers. */
export type CartLineWarranty = {
  /** The chosen plan's id. */
  planId: string;
  /** Units covered; never more than the line's quantity. */
  qty: number;
};

/** Professional installation chosen for a line: it covers every unit of the line. */
export type CartLineInstallation = {
  /** Price per installed unit, in cents. */
  price: number;
  /** Units installed: always the line's quantity. */
  qty: number;
};

/** A cart page line: the mini cart's item plus struck subtotals, the warranty and the installation choices. */
export type CartLineItem = MiniCartItem & {
  /** Line total before discounts, in cents; struck when higher than `itemSubtotal`. */
  originalSubtotal?: number | null;
  /** The plan on this line, if any. */
  warranty?: CartLineWarranty | null;
  /** Plans offered for this product; none hides the choice. */
  warrantyPlans?: readonly WarrantyPlan[];
  /** The installation chosen for this line, if any. */
  installation?: CartLineInstallation | null;
  /** Price per unit of professional installation when the product offers it; null or absent hides the choice. */
  installationPrice?: number | null;
};

/**
 * The warranty to send for a picked plan and quantity: null for no plan; otherwise the quantity is kept between
 * 1 and the line's quantity (a plan never covers more units than the line holds).
 */
export function warrantyChoice(
  planId: string | null | undefined,
  qty: number,
  itemQty: number,
): CartLineWarranty | null {
  if (!planId || itemQty < 1) return null;
  const whole = Number.isFinite(qty) ? Math.trunc(qty) : 1;
  return { planId, qty: Math.min(Math.max(whole, 1), Math.trunc(itemQty)) };
}

/** True when the line can carry a plan: a real product with plans on offer. */
export function offersWarranty(item: Pick<CartLineItem, 'isVirtualItem' | 'warrantyPlans'>): boolean {
  return !item.isVirtualItem && (item.warrantyPlans?.length ?? 0) > 0;
}

/** True when the line can have professional installation: a real product that offers it. */
export function offersInstallation(item: Pick<CartLineItem, 'isVirtualItem' | 'installationPrice'>): boolean {
  return !item.isVirtualItem && item.installationPrice != null;
}
