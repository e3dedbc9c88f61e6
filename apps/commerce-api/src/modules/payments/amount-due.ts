import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { type PricedCheckout, priceCheckout, spreadOverGiftCards } from '../checkout/service';
import type { CheckoutDetails, CheckoutDetailsSource } from './checkout-details';

/** What paying for the checkout now asks of a wallet, priced as `createPendingOrder` will price its order. */
export interface AmountDue {
  details: CheckoutDetails;
  priced: PricedCheckout;
  /** Shipping as the order charges it (none when a code makes it free). */
  shippingCents: number;
  /** Goods, shipping and tax, less what the gift cards hold of it. */
  amountCents: number;
}

/**
 * The amount a wallet approves in the shopper's browser before any order exists (Affirm's checkout object,
 * PayPal's order): it must be what the order will ask, or the settlement refuses the approval. The gift cards
 * cover the whole order (shipping and tax too), as the order holds them.
 */
export async function amountDue(
  db: Database,
  checkoutDetails: CheckoutDetailsSource,
  site: string,
  permId: string,
): Promise<AmountDue> {
  const details = await checkoutDetails(db, site, permId);
  if (!details)
    throw new ApiError(409, 'CHECKOUT_INCOMPLETE', 'Add the shipping address and method before paying');
  const priced = await priceCheckout(db, site, permId);
  if (priced.lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'The cart is empty');
  const shippingCents = priced.coupons.freeShipping ? 0 : details.shippingCents;
  const totalCents = priced.totalCents + shippingCents + details.taxCents;
  const held = spreadOverGiftCards(priced.giftCards, totalCents).reduce(
    (sum, card) => sum + card.appliedCents,
    0,
  );
  return { details, priced, shippingCents, amountCents: totalCents - held };
}
