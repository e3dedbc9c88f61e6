import { type Cart, type CommerceClient, createCommerceClient, type Result } from '@fitkit/commerce-hooks';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
} from '@tanstack/react-query';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { createTtlCache, isPreviewRequest, SHARED_ANSWER_TTL_MS } from './cache.server';
import { config } from './config.server';
import { createLastGood } from './last-good.server';
import { type Shopper, shopperContext } from './shopper.server';
import { type ShopperKey, shopperHeaders } from './shopper-api.server';

/**
 * How a request's shopper-independent answers (listings, vehicle names) are read: `shared` from the few-second
 * cache every request shares, `none` straight from the API (editor previews and forced reloads).
 */
export type AnswerCachePolicy = 'shared' | 'none';

/** The commerce API as one request uses it; loaders read it from the request context. */
export type RequestCommerce = {
  /** Calls stop when the request goes away; cart calls carry the shopper's permId cookie. */
  client: CommerceClient;
  /** The request's query cache: loaders prefetch into it with `commerceQueries` (see dehydratePublicQueries). */
  queryClient: QueryClient;
};

/** The request's commerce client and query cache, set by commerceMiddleware. */
export const commerceContext = createContext<RequestCommerce>();

// Answers shared by every request are fetched by this client, without any one request's signal: a shopper who
// leaves must not fail the answer other requests wait for.
const sharedClient = createCommerceClient({
  baseUrl: config.apiUrl,
  site: config.siteId,
  timeoutMs: config.readTimeoutMs,
});

/** The API failed rather than answered: no answer in time, unreachable, or a 5xx (a 404 is an answer). */
export function isApiOutage(result: Result<unknown>): boolean {
  if (result.ok) return false;
  const { error } = result;
  return error.kind === 'http' ? error.status >= 500 : error.kind !== 'aborted';
}

// The last good shopper-independent answers, served while the API fails: 16 MB of JSON per worker, about 2,000
// answers (a page of a listing is ~8 KB).
const lastGood = createLastGood<Result<unknown>>({
  maxBytes: 16 * 1024 * 1024,
  isGood: (r) => r.ok,
  isOutage: isApiOutage,
});
const keptRead = <T>(key: string, load: () => Promise<Result<T>>) =>
  lastGood.read(key, load) as Promise<Result<T>>;

// Listings and vehicle names are the same for every shopper: kept 10 s and 60 s.
const listings = createTtlCache<Awaited<ReturnType<CommerceClient['getCatalogue']>>>({
  ttlMs: SHARED_ANSWER_TTL_MS,
  maxEntries: 1000,
});
const vehicles = createTtlCache<Awaited<ReturnType<CommerceClient['getVehicle']>>>({
  ttlMs: 60_000,
  maxEntries: 1000,
});

/** Forgets the shared listing answers, so a purged page renders from the catalogue as it is now. */
export function forgetSharedListings(): void {
  listings.clear();
}

/** A request's commerce client: straight to the API (not through the shop's proxy), under its cache policy. */
export function createRequestClient(options: {
  signal: AbortSignal;
  shopper: ShopperKey;
  cache: AnswerCachePolicy;
}): CommerceClient {
  const { signal, shopper, cache } = options;
  const settings = {
    baseUrl: config.apiUrl,
    site: config.siteId,
    signal,
    // No permId on product calls: a public page is the same for every shopper, so the product page does not record
    // the view; the browser does after paint (the shopper route's `viewed` post).
    headers: shopperHeaders(shopper),
  };
  // Writes and payments wait the 30 s of SPEC §7; the reads a page is made of give up after readTimeoutMs.
  const client = createCommerceClient(settings);
  const reads = createCommerceClient({ ...settings, timeoutMs: config.readTimeoutMs });
  const timedReads: CommerceClient = {
    ...client,
    getCart: reads.getCart,
    getGlobalId: reads.getGlobalId,
    getFitmentOptions: reads.getFitmentOptions,
    getRecommendations: reads.getRecommendations,
    suggestSearch: reads.suggestSearch,
    getSitemapIndex: reads.getSitemapIndex,
    getSitemapPage: reads.getSitemapPage,
  };
  if (cache === 'none') {
    return {
      ...timedReads,
      getCatalogue: reads.getCatalogue,
      getVehicle: reads.getVehicle,
      getProduct: reads.getProduct,
      getBrands: reads.getBrands,
      getSearchRedirect: reads.getSearchRedirect,
    };
  }
  return {
    ...timedReads,
    getCatalogue: (params) =>
      listings.get(
        JSON.stringify(params),
        () => keptRead(`catalogue ${JSON.stringify(params)}`, () => sharedClient.getCatalogue(params)),
        (r) => r.ok,
      ),
    getVehicle: (params) =>
      vehicles.get(
        JSON.stringify(params),
        () => keptRead(`vehicle ${JSON.stringify(params)}`, () => sharedClient.getVehicle(params)),
        (r) => r.ok,
      ),
    getProduct: (slug, params, callOptions) =>
      keptRead(`product ${slug} ${JSON.stringify(params ?? {})}`, () =>
        reads.getProduct(slug, params, callOptions),
      ),
    getBrands: (params, callOptions) =>
      keptRead(`brands ${JSON.stringify(params ?? {})}`, () => reads.getBrands(params, callOptions)),
    getSearchRedirect: (q, callOptions) =>
      keptRead(`search-redirect ${q}`, () => reads.getSearchRedirect(q, callOptions)),
  };
}

/** Puts the request's commerce client and an empty query cache on the context (after shopperMiddleware). */
export const commerceMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const client = createRequestClient({
    signal: request.signal,
    shopper: context.get(shopperContext),
    cache: isPreviewRequest(new URL(request.url)) ? 'none' : 'shared',
  });
  // A failed prefetch is not retried on the server: the browser asks again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  context.set(commerceContext, { client, queryClient });
  return next();
};

/**
 * What the loader prefetched into the request's query cache, dehydrated for the page (the root hydrates every
 * route's `dehydratedState`). A page's dehydrated state must be the same for every shopper, so a query keyed by
 * the shopper's permId (cart, global id) never goes in; failed queries stay out too, for the browser to retry.
 * When the server fetched each answer is left out (0): it differs on every render but changes nothing the page
 * shows, and a page a CDN kept would carry an old one; the browser counts the data as fetched when the page
 * arrived (useHydratedQueries).
 */
export function dehydratePublicQueries(context: Readonly<RouterContextProvider>): DehydratedState {
  const { queryClient } = context.get(commerceContext);
  const { permId } = context.get(shopperContext);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !query.queryHash.includes(permId),
  });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/**
 * The shopper's cart, always fresh from the API — except for a shopper whose permId was made for this very
 * response: nothing can have been added under it yet, so their cart is the empty one and the call is skipped.
 */
export function cartOf(
  { permId, isNew }: Pick<Shopper, 'permId' | 'isNew'>,
  client: Pick<CommerceClient, 'getCart'>,
): Promise<Result<Cart>> {
  if (isNew) return Promise.resolve({ ok: true, data: { permId, items: [], itemCount: 0, total: 0 } });
  return client.getCart(permId);
}
