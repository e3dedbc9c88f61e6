import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { amountDue } from './amount-due';
import type { CheckoutDetailsSource } from './checkout-details';
import { type AffirmContact, affirmCheckoutObject, affirmCheckoutUrls } from './providers/affirm';
import type { ProviderRegistry } from './providers/registry';
import { providerOf } from './providers/registry';

/** Where Affirm sends the shopper back (SPEC §7 AffirmObject payload). */
export interface AffirmReturnUrls {
  userConfirmationUrl: string;
  userCancelUrl: string;
}

/** Affirm's contact shape from a checkout contact of SPEC §3. */
function affirmContact(contact: Record<string, unknown>, email: string): AffirmContact {
  const text = (key: string) => (typeof contact[key] === 'string' ? (contact[key] as string) : '');
  const [first = '', ...rest] = text('fullName').split(/\s+/);
  return {
    name: { first, last: rest.join(' ') },
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

/**
 * The checkout object Affirm's script opens its financing flow with (payments AffirmObject), priced by the API
 * from the cart and the checkout's contacts, shipping and tax. The return pages must be the shop's own
 * `/affirm/success/` and `/affirm/cancelled/` (no other origin, no other page). Nothing is held or ordered yet:
 * the order is made when the shopper comes back and `payments Affirm` sends the token.
 */
export async function affirmObject(
  deps: {
    db: Database;
    providers: ProviderRegistry;
    checkoutDetails: CheckoutDetailsSource;
    shopUrl: string;
    affirmPublicKey: string | undefined;
  },
  site: string,
  permId: string,
  urls: AffirmReturnUrls,
) {
  providerOf(deps.providers, 'affirm');
  if (!deps.affirmPublicKey) {
    throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', "The payment provider 'affirm' is not available");
  }
  const expected = affirmCheckoutUrls(deps.shopUrl);
  for (const field of ['userConfirmationUrl', 'userCancelUrl'] as const) {
    if (urls[field] !== expected[field]) {
      throw new ApiError(422, 'VALIDATION_ERROR', 'Return pages must be the shop’s Affirm pages', [
        { path: `body.${field}`, message: `Must be ${expected[field]}` },
      ]);
    }
  }
  const { details, priced, shippingCents, amountCents } = await amountDue(
    deps.db,
    deps.checkoutDetails,
    site,
    permId,
  );
  return affirmCheckoutObject(
    {
      // A reference of this checkout attempt: the order itself is made when the shopper comes back.
      orderId: randomUUID(),
      currency: 'usd',
      items: priced.lines.map((line) => ({
        sku: line.sku,
        name: line.productName,
        unitPrice: line.unitPriceCents,
        qty: line.qty,
        url: new URL(`p/${line.productLineSlug}/${line.skuSlug}/`, deps.shopUrl).toString(),
      })),
      shippingAmount: shippingCents,
      taxAmount: details.taxCents,
      total: amountCents,
      discounts: priced.discountCents > 0 ? [{ name: 'Promo codes', amount: priced.discountCents }] : [],
      shipping: affirmContact(details.shippingContact, details.email),
      billing: affirmContact(details.billingContact, details.email),
    },
    { publicKey: deps.affirmPublicKey },
    deps.shopUrl,
  );
}
