import { type Cart, type CommerceClient, createCommerceClient, type Result } from '@fitkit/commerce-hooks';
import { createTtlCache, SHARED_ANSWER_TTL_MS } from './cache.server';
import { config } from './config.server';
import type { Shopper } from './shopper.server';

const client = createCommerceClient({ baseUrl: config.apiUrl, site: config.siteId });

// Listings and vehicle names are the same for every shopper: kept 10 s (timeTravel previews always go through).
const listings = createTtlCache<Awaited<ReturnType<CommerceClient['getCatalogue']>>>({
  ttlMs: SHARED_ANSWER_TTL_MS,
  maxEntries: 1000,
});
const vehicles = createTtlCache<Awaited<ReturnType<CommerceClient['getVehicle']>>>({
  ttlMs: 60_000,
  maxEntries: 1000,
});

/** The commerce client loaders use: straight to the API (not through the shop's proxy), shared answers cached. */
export const commerce: CommerceClient = {
  ...client,
  getCatalogue: (params, options) =>
    listings.get(
      JSON.stringify(params),
      () => client.getCatalogue(params, options),
      (r) => r.ok,
    ),
  getVehicle: (params, options) =>
    vehicles.get(
      JSON.stringify(params),
      () => client.getVehicle(params, options),
      (r) => r.ok,
    ),
};

/**
 * The shopper's cart, always fresh from the API — except for a shopper whose permId was made for this very
 * response: nothing can have been added under it yet, so their cart is the empty one and the call is skipped.
 */
export function cartOf({ permId, isNew }: Pick<Shopper, 'permId' | 'isNew'>): Promise<Result<Cart>> {
  if (isNew) return Promise.resolve({ ok: true, data: { permId, items: [], itemCount: 0, total: 0 } });
  return commerce.getCart(permId);
}
