import { type CommerceClient, createCommerceClient } from '@fitkit/commerce-hooks';
import { createTtlCache } from './cache.server';
import { config } from './config.server';

const client = createCommerceClient({ baseUrl: config.apiUrl, site: config.siteId });

// Listings and vehicle names are the same for every shopper: kept 10 s (timeTravel previews always go through).
const listings = createTtlCache<Awaited<ReturnType<CommerceClient['getCatalogue']>>>({
  ttlMs: 10_000,
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
