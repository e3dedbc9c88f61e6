import type { Database } from '../../db/client';
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
 * The source used until the checkout stores contacts and shipping: every payment answers CHECKOUT_INCOMPLETE.
 * The address step's module replaces it through `buildApp({ checkoutDetails })`.
 */
export const noCheckoutDetails: CheckoutDetailsSource = async () => null;
