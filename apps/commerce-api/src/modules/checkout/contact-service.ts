import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { type Cart, type CartPricing, getCart } from '../cart/service';
import { subscribe } from '../newsletter/queries';
import { readCheckout, saveCheckout } from './checkout-queries';
import type { Contact } from './contact';
import type { ShippingMethodId } from './shipping';

/** The checkout of a cart (SPEC §3 Checkout data): the cart with its summary, the contacts and shipping. */
export interface CheckoutAnswer {
  cart: Cart;
  shippingContact: Contact | null;
  billingContact: Contact | null;
}

/** Reads the checkout of a shopper. */
export async function getCheckout(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
): Promise<CheckoutAnswer> {
  const [cart, checkout] = await Promise.all([
    getCart(db, pricing, site, permId),
    readCheckout(db, site, permId),
  ]);
  return { cart, shippingContact: checkout.shippingContact, billingContact: checkout.billingContact };
}

/** What saving a contact needs besides the database. */
export interface ContactDeps {
  pricing: CartPricing;
  /** Public address of the storefront, for the newsletter's unsubscribe link. */
  shopUrl: string;
}

/**
 * Saves the shipping or billing contact; a contact that asks for it is subscribed to the newsletter through the
 * newsletter module (its confirmation e-mail included).
 */
export async function saveContact(
  db: Database,
  { pricing, shopUrl }: ContactDeps,
  site: string,
  permId: string,
  kind: 'shipping' | 'billing',
  contact: Contact,
): Promise<CheckoutAnswer> {
  await saveCheckout(
    db,
    site,
    permId,
    kind === 'shipping' ? { shippingContact: contact } : { billingContact: contact },
  );
  if (contact.subscribe) {
    await subscribe(db, { email: contact.email.toLowerCase(), formName: `checkout-${kind}` }, shopUrl);
  }
  return getCheckout(db, pricing, site, permId);
}

/** Chooses the shipping method; it must be one the cart offers now. */
export async function chooseShippingMethod(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
  methodId: ShippingMethodId,
): Promise<CheckoutAnswer> {
  const { shippingMethods } = await getCart(db, pricing, site, permId);
  if (!shippingMethods.some((m) => m.id === methodId)) {
    throw new ApiError(422, 'VALIDATION_ERROR', 'This shipping method is not available for the cart', [
      { path: 'body.methodId', message: 'Not available for this cart' },
    ]);
  }
  await saveCheckout(db, site, permId, { shippingMethod: methodId });
  return getCheckout(db, pricing, site, permId);
}
