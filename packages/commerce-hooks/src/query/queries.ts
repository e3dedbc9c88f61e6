import type { PartialFitment } from '@fitkit/fitment';
import type { DataTag, QueryKey, QueryObserverOptions } from '@tanstack/query-core';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type {
  BuildListParams,
  CatalogueParams,
  FitmentOptionType,
  ProductParams,
  ReceiptParams,
  VehicleParams,
} from '../client/types';
import { commerceKeys } from './keys';

/**
 * Catalogue, product and cart data stay fresh for a minute, so data a server loader prefetched is not fetched again
 * on hydration; cart mutations keep the cached cart current in between.
 */
export const COMMERCE_STALE_TIME = 60 * 1000;

/** Fitment options and vehicle names change only with the catalogue: keep them for 10 minutes. */
export const FITMENT_STALE_TIME = 10 * 60 * 1000;

/**
 * The options of one commerce query, as TanStack's `queryOptions` types them: usable with `useQuery` and with a
 * QueryClient's `prefetchQuery`, `ensureQueryData` and `fetchQuery`; the key carries the data type.
 */
export type CommerceQueryOptions<T, K extends QueryKey = QueryKey> = QueryObserverOptions<
  T,
  CommerceRequestError,
  T,
  T,
  K
> & { queryKey: DataTag<K, T, CommerceRequestError> };

function commerceQuery<T, K extends QueryKey>(
  queryKey: K,
  fetch: (signal: AbortSignal) => Promise<Result<T>>,
  staleTime?: number,
): CommerceQueryOptions<T, K> {
  return {
    queryKey: queryKey as DataTag<K, T, CommerceRequestError>,
    queryFn: ({ signal }) => fetch(signal).then(unwrap),
    ...(staleTime === undefined ? {} : { staleTime }),
  };
}

/**
 * Query options for every commerce query, without React: the hooks use them, and a server loader prefetches with
 * the same ones (`queryClient.prefetchQuery(commerceQueries.catalogue(client, params))`) before dehydrating, so
 * both land on the same keys. Query functions throw a CommerceRequestError carrying the error value.
 */
export const commerceQueries = {
  /** A shopper's global id (never changes for a permId). */
  globalId: (client: CommerceClient, permId: string) =>
    commerceQuery(
      commerceKeys.globalId(permId),
      (signal) => client.getGlobalId(permId, { signal }),
      Number.POSITIVE_INFINITY,
    ),
  /** Options of a fitment select given the vehicle so far. */
  fitmentOptions: (client: CommerceClient, type: FitmentOptionType, fitment: PartialFitment) =>
    commerceQuery(
      commerceKeys.fitmentOptions(type, fitment),
      (signal) => client.getFitmentOptions(type, fitment, { signal }),
      FITMENT_STALE_TIME,
    ),
  /** A vehicle's names from its slugs. */
  vehicle: (client: CommerceClient, params: VehicleParams) =>
    commerceQuery(
      commerceKeys.vehicle(params),
      (signal) => client.getVehicle(params, { signal }),
      FITMENT_STALE_TIME,
    ),
  /** A catalogue page. */
  catalogue: (client: CommerceClient, params: CatalogueParams) =>
    commerceQuery(
      commerceKeys.catalogue(params),
      (signal) => client.getCatalogue(params, { signal }),
      COMMERCE_STALE_TIME,
    ),
  /** A product line; the permId (x-perm-id) is sent but is not part of the key. */
  product: (
    client: CommerceClient,
    slug: string,
    params: ProductParams = {},
    options: { permId?: string } = {},
  ) =>
    commerceQuery(
      commerceKeys.product(slug, params),
      (signal) =>
        client.getProduct(slug, params, { signal, ...(options.permId ? { permId: options.permId } : {}) }),
      COMMERCE_STALE_TIME,
    ),
  /** A shopper's cart. */
  cart: (client: CommerceClient, permId: string) =>
    commerceQuery(
      commerceKeys.cart(permId),
      (signal) => client.getCart(permId, { signal }),
      COMMERCE_STALE_TIME,
    ),
  /** A signed-in shopper's wishlist, by its id. */
  wishlist: (client: CommerceClient, wishlistId: string) =>
    commerceQuery(
      commerceKeys.wishlist(wishlistId),
      (signal) => client.getWishlist(wishlistId, { signal }),
      COMMERCE_STALE_TIME,
    ),
  /** A shopper's checkout data: codes, gift cards and the summary the API priced. */
  checkout: (client: CommerceClient, permId: string) =>
    commerceQuery(
      commerceKeys.checkout(permId),
      (signal) => client.getCheckout(permId, { signal }),
      COMMERCE_STALE_TIME,
    ),
  /** An order by id and status token (always read fresh: its status moves in the warehouse). */
  order: (client: CommerceClient, orderId: string, token: string) =>
    commerceQuery(commerceKeys.order(orderId), (signal) => client.getOrder(orderId, token, { signal })),
  /** A receipt: the permId, plus the card's network and last four after the first hour. */
  receipt: (client: CommerceClient, orderReference: string, params: ReceiptParams) =>
    commerceQuery(commerceKeys.receipt(orderReference, params.permId), (signal) =>
      client.getReceipt(orderReference, params, { signal }),
    ),
  /** A shipment by its tracking id. */
  tracking: (client: CommerceClient, trackingId: string) =>
    commerceQuery(commerceKeys.tracking(trackingId), (signal) => client.getTracking(trackingId, { signal })),
  /** A page of builds (published ones by default), filtered by vehicle. */
  buildList: (client: CommerceClient, params: BuildListParams) =>
    commerceQuery(
      commerceKeys.buildList(params),
      (signal) => client.listBuilds(params, { signal }),
      COMMERCE_STALE_TIME,
    ),
  /** One build, as the session may see it. */
  build: (client: CommerceClient, buildId: string) =>
    commerceQuery(commerceKeys.build(buildId), (signal) => client.getBuild(buildId, { signal })),
  /** What a pay link asks for (always read fresh: it may be paid meanwhile). */
  payLink: (client: CommerceClient, orderId: string, token: string) =>
    commerceQuery(commerceKeys.payLink(orderId), (signal) => client.getPayLink(orderId, token, { signal })),
  /** The signed-in shopper's kept garage (always read fresh: another browser of theirs may change it). */
  accountGarage: (client: CommerceClient) =>
    commerceQuery(commerceKeys.accountGarage(), (signal) => client.getAccountGarage({ signal })),
  /** Braintree's client token for its card fields. */
  braintreeClient: (client: CommerceClient) =>
    commerceQuery(commerceKeys.braintreeClient(), (signal) => client.getBraintreeClient({ signal })),
  /** The signed-in shopper's address book (always read fresh: another tab may change it). */
  addressBook: (client: CommerceClient) =>
    commerceQuery(commerceKeys.addressBook(), (signal) => client.getAddressBook({ signal })),
  /** The signed-in shopper's saved cards. */
  savedCards: (client: CommerceClient) =>
    commerceQuery(commerceKeys.savedCards(), (signal) => client.getSavedCards({ signal })),
  /** The signed-in shopper's order history. */
  orderHistory: (client: CommerceClient) =>
    commerceQuery(commerceKeys.orderHistory(), (signal) => client.getOrderHistory({ signal })),
  /** The signed-in shopper's newsletter preference. */
  newsletterPreference: (client: CommerceClient) =>
    commerceQuery(commerceKeys.newsletterPreference(), (signal) =>
      client.getNewsletterPreference({ signal }),
    ),
};
