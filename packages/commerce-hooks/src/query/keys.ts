import type { PartialFitment } from '@fitkit/fitment';
import { fitmentBefore } from '../client/fitment-before';
import type {
  BuildListParams,
  CatalogueParams,
  FitmentOptionType,
  ProductParams,
  VehicleParams,
} from '../client/types';

/** Query keys of every commerce query; all start with 'commerce' so one invalidation can reach them all. */
export const commerceKeys = {
  /** Every commerce query. */
  all: ['commerce'] as const,
  /** A shopper's global id. */
  globalId: (permId: string) => ['commerce', 'global-id', permId] as const,
  /** Options of a fitment select; keyed only by the levels before it. */
  fitmentOptions: (type: FitmentOptionType, fitment: PartialFitment) =>
    ['commerce', 'fitment-options', type, fitmentBefore(type, fitment)] as const,
  /** A vehicle's names. */
  vehicle: (params: VehicleParams) => ['commerce', 'vehicle', params] as const,
  /** Every catalogue page. */
  catalogues: () => ['commerce', 'catalogue'] as const,
  /** One catalogue page. */
  catalogue: (params: CatalogueParams) => ['commerce', 'catalogue', params] as const,
  /** Every product line. */
  products: () => ['commerce', 'product'] as const,
  /** One product line for a SKU and vehicle. */
  product: (slug: string, params: ProductParams = {}) => ['commerce', 'product', slug, params] as const,
  /** A shopper's cart. */
  cart: (permId: string) => ['commerce', 'cart', permId] as const,
  /** Mutations of a shopper's cart (to count those in flight). */
  cartMutation: (permId: string) => ['commerce', 'cart', permId, 'mutation'] as const,
  /** A shopper's checkout data (codes, gift cards, summary). */
  checkout: (permId: string) => ['commerce', 'checkout', permId] as const,
  /** An order; the status token is sent but kept out of the key (keys may be logged or dehydrated). */
  order: (orderId: string) => ['commerce', 'order', orderId] as const,
  /** A receipt by order reference, for one shopper. */
  receipt: (orderReference: string, permId: string) =>
    ['commerce', 'receipt', orderReference, permId] as const,
  /** A pay link's balance; the link's token is sent but kept out of the key. */
  payLink: (orderId: string) => ['commerce', 'pay-link', orderId] as const,
  /** Braintree's client token. */
  braintreeClient: () => ['commerce', 'braintree-client'] as const,
  /**
   * The signed-in shopper's kept garage. The session (an HttpOnly cookie) says whose, so the key names nobody: it
   * belongs in a browser's cache and a private page's loader, never in a public page's dehydrated queries.
   */
  accountGarage: () => ['commerce', 'account-garage'] as const,
  /** Everything of the signed-in shopper's account (one invalidation after sign-out or deletion). */
  account: () => ['commerce', 'account'] as const,
  /** The account's address book. */
  addressBook: () => ['commerce', 'account', 'addresses'] as const,
  /** The account's saved cards. */
  savedCards: () => ['commerce', 'account', 'cards'] as const,
  /** The account's order history. */
  orderHistory: () => ['commerce', 'account', 'orders'] as const,
  /** The account's newsletter preference. */
  newsletterPreference: () => ['commerce', 'account', 'newsletter'] as const,
  /** A shipment. */
  tracking: (trackingId: string) => ['commerce', 'tracking', trackingId] as const,
  /** A signed-in shopper's wishlist, by its id (user id + '-wishlist'). */
  wishlist: (wishlistId: string) => ['commerce', 'wishlist', wishlistId] as const,
  /** Every build query (lists and builds), invalidated together when one changes. */
  builds: () => ['commerce', 'builds'] as const,
  /** One page of the builds list. */
  buildList: (params: BuildListParams) => ['commerce', 'builds', 'list', params] as const,
  /** One build. */
  build: (buildId: string) => ['commerce', 'builds', buildId] as const,
};

/** The signed-in shopper of this browser (`/account/session`); kept apart from 'commerce' as the account's own. */
export const accountSessionKey = ['account', 'session'] as const;
