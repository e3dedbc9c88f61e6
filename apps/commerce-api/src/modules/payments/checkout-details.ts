import type { Database } from '../../db/client';
import { type CartPricing, getCart } from '../cart/service';
import { readCheckout } from '../checkout/checkout-queries';
import { priceCheckout } from '../checkout/service';
import type { DiscountLine } from '../checkout/summary';
import type { PendingOrderInput } from '../orders/placement';

/** What an order needs from the checkout besides the cart: the contacts, and shipping and tax priced by the API. */
export type CheckoutDetails = Omit<PendingOrderInput, 'site' | 'permId' | 'provider'>;

/** Reads a shopper's checkout details; null while the address or shipping step is not done. */
export type CheckoutDetailsSource = (
  db: Database,
  site: string,
  permId: string,
) => Promise<CheckoutDetails | null>;

/**
 * The details the address and shipping steps stored: the shipping contact (and the billing one, or the shipping
 * one again), the chosen shipping method's price and the tax estimated on the discounted subtotal, as the cart's
 * order summary shows them. Null until a shipping contact is saved.
 */
export function storedCheckoutDetails(pricing: CartPricing): CheckoutDetailsSource {
  return async (db, site, permId) => {
    const checkout = await readCheckout(db, site, permId);
    const shipping = checkout.shippingContact;
    if (!shipping) return null;
    const priced = await priceCheckout(db, site, permId);
    const discounts: DiscountLine[] =
      priced.discountCents > 0
        ? [{ code: 'coupons', label: 'Promo codes', amount: priced.discountCents, target: 'merchandise' }]
        : [];
    const { summary } = await getCart(db, pricing, site, permId, discounts);
    return {
      email: shipping.email,
      zipcode: shipping.zipcode,
      shippingContact: { ...shipping },
      billingContact: { ...(checkout.billingContact ?? shipping) },
      shippingCents: summary.shipping,
      taxCents: summary.estimatedTax,
    };
  };
}
