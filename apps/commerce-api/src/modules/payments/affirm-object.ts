import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { priceCheckout } from '../checkout/service';
import type { CheckoutDetailsSource } from './checkout-details';

/** Where Affirm sends the shopper back: both must be shop pages. */
export interface AffirmReturnUrls {
  userConfirmationUrl: string;
  userCancelUrl: string;
}

/** Affirm's address shape from a checkout contact of SPEC §3. */
function affirmContact(contact: Record<string, unknown>, email: string) {
  const text = (key: string) => (typeof contact[key] === 'string' ? (contact[key] as string) : '');
  return {
    name: { full: text('fullName') },
    address: {
      line1: text('address1'),
      line2: text('address2'),
      city: text('city'),
      state: text('stateId'),
      zipcode: text('zipcode'),
      country: text('country').toLowerCase() === 'usa' ? 'USA' : text('country').toUpperCase(),
    },
    phone_number: text('phone'),
    email,
  };
}

/** The return URL if it is a page of the shop's own origin; anything else is refused (no open redirect). */
function onShop(url: string, shopUrl: string, field: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || parsed.origin !== new URL(shopUrl).origin) {
    throw new ApiError(422, 'VALIDATION_ERROR', 'Return pages must be on the shop', [
      { path: `body.${field}`, message: 'Must be a page of the shop' },
    ]);
  }
  return parsed.toString();
}

/**
 * The checkout object Affirm's script opens its financing flow with (payments AffirmObject), priced by the API
 * from the cart and the checkout's contacts, shipping and tax: money in cents as Affirm expects. Nothing is held
 * or ordered yet; the order is made when the shopper comes back and `payments Affirm` sends the token.
 */
export async function affirmCheckoutObject(
  deps: { db: Database; checkoutDetails: CheckoutDetailsSource; shopUrl: string },
  site: string,
  permId: string,
  urls: AffirmReturnUrls,
) {
  const merchant = {
    user_confirmation_url: onShop(urls.userConfirmationUrl, deps.shopUrl, 'userConfirmationUrl'),
    user_cancel_url: onShop(urls.userCancelUrl, deps.shopUrl, 'userCancelUrl'),
    user_confirmation_url_action: 'GET' as const,
  };
  const details = await deps.checkoutDetails(deps.db, site, permId);
  if (!details)
    throw new ApiError(409, 'CHECKOUT_INCOMPLETE', 'Add the shipping address and method before paying');
  const priced = await priceCheckout(deps.db, site, permId);
  if (priced.lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'The cart is empty');
  const shippingCents = priced.coupons.freeShipping ? 0 : details.shippingCents;
  return {
    merchant,
    items: priced.lines.map((line) => ({
      display_name: line.productName,
      sku: line.sku,
      unit_price: line.unitPriceCents,
      qty: line.qty,
      item_url: new URL(`p/${line.productLineSlug}/${line.skuSlug}/`, deps.shopUrl).toString(),
    })),
    shipping: affirmContact(details.shippingContact, details.email),
    billing: affirmContact(details.billingContact, details.email),
    discount_amount: priced.discountCents,
    shipping_amount: shippingCents,
    tax_amount: details.taxCents,
    total: priced.totalCents + shippingCents + details.taxCents - priced.giftCardCents,
    currency: 'USD' as const,
  };
}
