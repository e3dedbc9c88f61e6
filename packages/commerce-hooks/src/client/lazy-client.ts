import type { CommerceClient, CommerceClientOptions } from './client';
import { DEFAULT_TIMEOUT_MS, PERM_ID_HEADER } from './constants';
import type { Result } from './errors';

type Method = Exclude<keyof CommerceClient, 'config'>;

/**
 * What `load` brings: named here rather than as `typeof import('./client')`, which the declaration bundler emits as a
 * private namespace of a hashed chunk that hosts' declarations cannot name (TS2742).
 */
type CommerceClientModule = { createCommerceClient(options: CommerceClientOptions): CommerceClient };

// Every method of CommerceClient, checked by the compiler both ways (a new method must be added here).
const METHODS: Record<Method, true> = {
  getGlobalId: true,
  getFitmentOptions: true,
  getVehicle: true,
  decodeVin: true,
  getCatalogue: true,
  getBrands: true,
  getSitemapIndex: true,
  getSitemapPage: true,
  getProduct: true,
  getOrderControls: true,
  getRecommendations: true,
  suggestSearch: true,
  getSearchRedirect: true,
  subscribeNewsletter: true,
  unsubscribeNewsletter: true,
  getCart: true,
  addCartItems: true,
  updateCartItem: true,
  removeCartItem: true,
  clearCart: true,
  getCheckout: true,
  applyPromoCode: true,
  removePromoCode: true,
  addGiftCard: true,
  removeGiftCard: true,
  getReceipt: true,
  getOrder: true,
  cancelOrder: true,
  cancelOrderItem: true,
  returnOrderItem: true,
  lookupOrder: true,
  getTracking: true,
  getPayLink: true,
  payBalance: true,
  confirmBalancePayment: true,
  getBraintreeClient: true,
  getWishlist: true,
  addWishlistItem: true,
  removeWishlistItem: true,
  clearWishlist: true,
  getAccountSession: true,
  getAccountGarage: true,
  addGarageVehicle: true,
  removeGarageVehicle: true,
  selectGarageVehicle: true,
  mergeGarage: true,
  listBuilds: true,
  getBuild: true,
  submitBuild: true,
  editBuild: true,
  deleteBuild: true,
  confirmBuild: true,
  moderateBuild: true,
  getAddressBook: true,
  addAddress: true,
  updateAddress: true,
  setDefaultAddress: true,
  deleteAddress: true,
  getSavedCards: true,
  removeSavedCard: true,
  getOrderHistory: true,
  getOrderHistoryLink: true,
  getNewsletterPreference: true,
  setNewsletterPreference: true,
  updateProfile: true,
  deleteAccount: true,
  payWithSavedCard: true,
};

/**
 * A commerce client whose code (the client and openapi-fetch) is fetched with its first call, so a page whose first
 * render needs no call (server-rendered data seeded into the query cache) does not ship it. Same contract as
 * createCommerceClient: if the code cannot be fetched, the call resolves to a network error and a later call retries.
 */
export function createLazyCommerceClient(
  options: CommerceClientOptions,
  load: () => Promise<CommerceClientModule> = () => import('./client'),
): CommerceClient {
  let loading: Promise<CommerceClient> | undefined;
  const client = () => {
    loading ??= load().then(
      (module) => module.createCommerceClient(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const lazy: Record<string, unknown> = {
    config: {
      baseUrl: options.baseUrl,
      site: options.site,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      permIdHeader: options.permIdHeader ?? PERM_ID_HEADER,
    },
  };
  for (const name of Object.keys(METHODS) as Method[]) {
    lazy[name] = async (...args: unknown[]): Promise<Result<unknown>> => {
      let real: CommerceClient;
      try {
        real = await client();
      } catch (error) {
        return {
          ok: false,
          error: { kind: 'network', message: error instanceof Error ? error.message : String(error) },
        };
      }
      return (real[name] as (...callArgs: unknown[]) => Promise<Result<unknown>>)(...args);
    };
  }
  return lazy as unknown as CommerceClient;
}
