import type { PartialFitment } from '@fitkit/fitment';
import createClient from 'openapi-fetch';
import { type AccountCalls, accountMethods } from './account-calls';
import { type BuildCalls, buildMethods } from './build-calls';
import { type CheckoutCalls, checkoutMethods } from './checkout-calls';
import { DEFAULT_TIMEOUT_MS, PERM_ID_HEADER, SITE_HEADER } from './constants';
import type { CommerceError, CommerceErrorCode, CommerceErrorIssue, Result } from './errors';
import { fitmentBefore } from './fitment-before';
import { type GarageCalls, garageMethods } from './garage-calls';
import { type OrderCalls, orderMethods } from './order-calls';
import { type PayLinkCalls, payLinkMethods } from './pay-link-calls';
import { errorBodyCodeValues } from './schema.gen';
import type { Api, Call, CallOptions, ClientConfig, FetchOutcome, Transport } from './transport';
import { type WishlistCalls, wishlistMethods } from './wishlist-calls';

export type { CallOptions, ClientConfig } from './transport';

import type {
  AddToCartLine,
  Brands,
  BrandsParams,
  Cart,
  Catalogue,
  CatalogueParams,
  DrillSelectionBody,
  ErrorCode,
  FitmentOptions,
  FitmentOptionType,
  GlobalId,
  NewsletterSubscription,
  NewsletterUnsubscription,
  OrderControlsAnswer,
  ProductLine,
  ProductParams,
  paths,
  Recommendations,
  RecommendationsParams,
  SearchRedirect,
  SearchSuggestions,
  SitemapIndex,
  SitemapKind,
  SitemapPage,
  Vehicle,
  VehicleParams,
  VinLookup,
} from './types';

export { DEFAULT_TIMEOUT_MS, PERM_ID_HEADER, SITE_HEADER } from './constants';
export { fitmentBefore } from './fitment-before';

/** How to reach the commerce API. */
export interface CommerceClientOptions {
  /** Base URL: `/api/` in the browser, the API_URL on the server. A relative one resolves against the page. */
  baseUrl: string;
  /** The shop's site id, sent as x-site on cart calls. */
  site: string;
  /** fetch to use (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Milliseconds before a call fails with a timeout (default 30 000). */
  timeoutMs?: number;
  /** Name of the header that carries the permId on product calls (default x-perm-id). */
  permIdHeader?: string;
  /** Extra headers for every call (e.g. forwarded request headers on the server). */
  headers?: Record<string, string>;
  /** Aborts every call of this client (e.g. a server request's signal); a call's own signal aborts it too. */
  signal?: AbortSignal;
  /** The shopper's permId, sent as x-perm-id on product calls that name none (a client made per request). */
  permId?: string;
}

/** Per-call options of the product call. */
export interface ProductCallOptions extends CallOptions {
  /** The shopper's permId, sent as x-perm-id (recently viewed products). */
  permId?: string;
}

/** A typed client for the commerce API; every method resolves to a Result and never throws. */
export interface CommerceClient
  extends CheckoutCalls,
    OrderCalls,
    PayLinkCalls,
    WishlistCalls,
    GarageCalls,
    BuildCalls,
    AccountCalls {
  /** The options the client was built with, resolved. */
  readonly config: ClientConfig;
  /** The shopper's global id for a permId (created on first sight). */
  getGlobalId(permId: string, options?: CallOptions): Promise<Result<GlobalId>>;
  /** Options of a fitment select given the vehicle chosen before it (later levels are not sent). */
  getFitmentOptions(
    type: FitmentOptionType,
    fitment: PartialFitment,
    options?: CallOptions,
  ): Promise<Result<FitmentOptions>>;
  /** Names of a vehicle from its slugs; 404 NOT_FOUND when a part does not resolve. */
  getVehicle(params: VehicleParams, options?: CallOptions): Promise<Result<Vehicle>>;
  /** Decodes a VIN and finds its vehicle; 400 for a malformed VIN, 404 NOT_FOUND when we do not sell for it. */
  decodeVin(vin: string, options?: CallOptions): Promise<Result<VinLookup>>;
  /** A page of product cards for a category, a vehicle or a search. */
  getCatalogue(params: CatalogueParams, options?: CallOptions): Promise<Result<Catalogue>>;
  /** Every brand with its product line count; with a vehicle, only brands with fitted lines. */
  getBrands(params?: BrandsParams, options?: CallOptions): Promise<Result<Brands>>;
  /** The kinds of sitemap (categories, brands, products, vehicles) and how many pages each has. */
  getSitemapIndex(options?: CallOptions): Promise<Result<SitemapIndex>>;
  /** One page of shop paths of a sitemap kind; 404 NOT_FOUND past the last page. */
  getSitemapPage(kind: SitemapKind, page: number, options?: CallOptions): Promise<Result<SitemapPage>>;
  /** A product line, its selected SKU and its fit for the vehicle; 404 PRODUCT_NOT_FOUND. */
  getProduct(
    slug: string,
    params?: ProductParams,
    options?: ProductCallOptions,
  ): Promise<Result<ProductLine>>;
  /**
   * The next step of a product line's drill selection; a slug with a slash is sent encoded, and the API then
   * neither splits the line nor reads past the slash. 404 PRODUCT_NOT_FOUND, 400 for an unknown drill or value.
   */
  getOrderControls(
    slug: string,
    body: DrillSelectionBody,
    options?: CallOptions,
  ): Promise<Result<OrderControlsAnswer>>;
  /** Recommendation lists; lists not asked for come back empty. 400 when `types` is empty. */
  getRecommendations(params: RecommendationsParams, options?: CallOptions): Promise<Result<Recommendations>>;
  /** Search bar suggestions for the trimmed text, fitted to the vehicle when given; 400 for blank text. */
  suggestSearch(
    q: string,
    fitment?: PartialFitment,
    options?: CallOptions,
  ): Promise<Result<SearchSuggestions>>;
  /** The first search redirect for the trimmed text; 404 NOT_FOUND when there is none. */
  getSearchRedirect(q: string, options?: CallOptions): Promise<Result<SearchRedirect>>;
  /**
   * Subscribes an e-mail address to the newsletter (the API trims and lower-cases it; formName defaults to
   * 'email-subscribe'); 400 VALIDATION_ERROR 'Please enter a valid Email' for a bad address.
   */
  subscribeNewsletter(
    email: string,
    formName?: string,
    options?: CallOptions,
  ): Promise<Result<NewsletterSubscription>>;
  /** Unsubscribes by the token of the confirmation e-mail's link; 404 NOT_FOUND for an unknown token. */
  unsubscribeNewsletter(token: string, options?: CallOptions): Promise<Result<NewsletterUnsubscription>>;
  /** The shopper's cart (empty when none yet). */
  getCart(permId: string, options?: CallOptions): Promise<Result<Cart>>;
  /** Adds products to the cart, all or nothing. */
  addCartItems(permId: string, productList: AddToCartLine[], options?: CallOptions): Promise<Result<Cart>>;
  /** Sets a cart line's quantity. */
  updateCartItem(permId: string, itemId: string, qty: number, options?: CallOptions): Promise<Result<Cart>>;
  /** Removes a cart line. */
  removeCartItem(permId: string, itemId: string, options?: CallOptions): Promise<Result<Cart>>;
  /** Empties the cart. */
  clearCart(permId: string, options?: CallOptions): Promise<Result<Cart>>;
}

function resolveBaseUrl(baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(baseUrl)) return baseUrl;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin ? new URL(baseUrl, origin).toString() : baseUrl;
}

function readIssues(value: unknown): CommerceErrorIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(
      (issue): issue is CommerceErrorIssue =>
        typeof issue === 'object' &&
        issue !== null &&
        typeof (issue as CommerceErrorIssue).path === 'string' &&
        typeof (issue as CommerceErrorIssue).message === 'string',
    )
    .map(({ path, message }) => ({ path, message }));
}

function httpError(response: Response, body: unknown): CommerceError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code: CommerceErrorCode = errorBodyCodeValues.includes(record.code as ErrorCode)
    ? (record.code as ErrorCode)
    : 'UNKNOWN';
  const message =
    typeof record.message === 'string'
      ? record.message
      : typeof body === 'string' && body !== ''
        ? body.slice(0, 500)
        : response.statusText || `HTTP ${response.status}`;
  const issues = readIssues(record.issues);
  return {
    kind: 'http',
    status: response.status,
    code,
    message,
    ...(record.forShopper === true ? { forShopper: true as const } : {}),
    ...(issues ? { issues } : {}),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function resolveConfig(options: CommerceClientOptions): CommerceClient['config'] {
  return {
    baseUrl: options.baseUrl,
    site: options.site,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    permIdHeader: options.permIdHeader ?? PERM_ID_HEADER,
  };
}

function createApi(options: CommerceClientOptions): Api {
  const userFetch = options.fetch;
  return createClient<paths>({
    baseUrl: resolveBaseUrl(options.baseUrl),
    // Resolved per call so a fetch patched after creation (tests, instrumentation) is used.
    fetch: (request) => (userFetch ? userFetch(request) : globalThis.fetch(request)),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** The signals a call stops on: its timeout, the caller's and the client's. */
function callSignal(timeout: AbortSignal, ...others: (AbortSignal | undefined)[]): AbortSignal {
  const signals = others.filter((signal): signal is AbortSignal => signal !== undefined);
  return signals.length === 0 ? timeout : AbortSignal.any([timeout, ...signals]);
}

/** A promise that settles when the signal aborts, even if a fetch ignores it; `stop` removes its listener. */
function whenAborted(signal: AbortSignal): { givenUp: Promise<'given-up'>; stop: () => void } {
  let onAbort = () => {};
  const givenUp = new Promise<'given-up'>((resolve) => {
    onAbort = () => resolve('given-up');
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return { givenUp, stop: () => signal.removeEventListener('abort', onAbort) };
}

function readOutcome<T>({ data, error, response }: FetchOutcome): Result<T> {
  if (!response.ok) return { ok: false, error: httpError(response, error) };
  // The deletes answer 204 with no body (openapi-fetch gives no data): their calls' value is null.
  if (response.status === 204) return { ok: true, data: null as T };
  if (typeof data !== 'object' || data === null) {
    return { ok: false, error: { kind: 'parse', message: 'Expected a JSON object' } };
  }
  return { ok: true, data: data as T };
}

function readFailure(error: unknown, timedOut: boolean, aborted: boolean): Result<never> {
  if (timedOut) return { ok: false, error: { kind: 'timeout' } };
  if (aborted) return { ok: false, error: { kind: 'aborted' } };
  if (error instanceof SyntaxError) return { ok: false, error: { kind: 'parse', message: error.message } };
  return { ok: false, error: { kind: 'network', message: messageOf(error) } };
}

/** The client's call runner: a timeout per call, aborted by the caller's or the client's signal. */
function createCall(timeoutMs: number, clientSignal: AbortSignal | undefined): Call {
  return async <T>(
    run: (signal: AbortSignal) => Promise<FetchOutcome>,
    callerSignal: AbortSignal | undefined,
  ): Promise<Result<T>> => {
    const isAborted = () => Boolean(callerSignal?.aborted || clientSignal?.aborted);
    if (isAborted()) return { ok: false, error: { kind: 'aborted' } };
    const timeout = new AbortController();
    const signal = callSignal(timeout.signal, callerSignal, clientSignal);
    const { givenUp, stop } = whenAborted(signal);
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    try {
      const outcome = await Promise.race([run(signal), givenUp]);
      if (outcome === 'given-up') return readFailure(undefined, timeout.signal.aborted, true);
      return readOutcome<T>(outcome);
    } catch (error) {
      return readFailure(error, timeout.signal.aborted, isAborted());
    } finally {
      clearTimeout(timer);
      stop();
    }
  };
}

function fitmentMethods({ api, call }: Transport) {
  return {
    getGlobalId: (permId, { signal } = {}) =>
      call<GlobalId>((s) => api.GET('/global-id', { params: { query: { permId } }, signal: s }), signal),
    getFitmentOptions: (type, fitment, { signal } = {}) =>
      call<FitmentOptions>(
        (s) =>
          api.GET('/fitment/options/{type}', {
            params: { path: { type }, query: fitmentBefore(type, fitment) },
            signal: s,
          }),
        signal,
      ),
    getVehicle: (params, { signal } = {}) =>
      call<Vehicle>((s) => api.GET('/fitment/vehicle', { params: { query: params }, signal: s }), signal),
    decodeVin: (vin, { signal } = {}) =>
      call<VinLookup>(
        (s) => api.GET('/vin/{vin}', { params: { path: { vin: vin.trim() } }, signal: s }),
        signal,
      ),
  } satisfies Partial<CommerceClient>;
}

function catalogueMethods({ api, call }: Transport) {
  return {
    getCatalogue: (params, { signal } = {}) =>
      call<Catalogue>((s) => api.GET('/catalogue', { params: { query: params }, signal: s }), signal),
    getBrands: (params = {}, { signal } = {}) =>
      call<Brands>((s) => api.GET('/brands', { params: { query: params }, signal: s }), signal),
    getSitemapIndex: ({ signal } = {}) =>
      call<SitemapIndex>((s) => api.GET('/sitemap', { signal: s }), signal),
    getSitemapPage: (kind, page, { signal } = {}) =>
      call<SitemapPage>(
        (s) => api.GET('/sitemap/{kind}', { params: { path: { kind }, query: { page } }, signal: s }),
        signal,
      ),
    getRecommendations: ({ types, ...query }, { signal } = {}) =>
      call<Recommendations>(
        (s) =>
          api.GET('/recommendations', { params: { query: { ...query, types: types.join(',') } }, signal: s }),
        signal,
      ),
  } satisfies Partial<CommerceClient>;
}

function searchMethods({ api, call }: Transport) {
  return {
    suggestSearch: (q, fitment = {}, { signal } = {}) =>
      call<SearchSuggestions>(
        (s) => api.GET('/search/suggest', { params: { query: { ...fitment, q: q.trim() } }, signal: s }),
        signal,
      ),
    getSearchRedirect: (q, { signal } = {}) =>
      call<SearchRedirect>(
        (s) => api.GET('/search/redirect', { params: { query: { q: q.trim() } }, signal: s }),
        signal,
      ),
  } satisfies Partial<CommerceClient>;
}

function productMethods({ api, call, config, permId: clientPermId }: Transport) {
  return {
    getProduct: (slug, params = {}, { signal, permId = clientPermId } = {}) =>
      call<ProductLine>(
        (s) =>
          api.GET('/product/{productLineSlug}', {
            params: { path: { productLineSlug: slug }, query: params },
            ...(permId ? { headers: { [config.permIdHeader]: permId } } : {}),
            signal: s,
          }),
        signal,
      ),
    getOrderControls: (slug, body, { signal } = {}) =>
      call<OrderControlsAnswer>(
        (s) => api.POST('/order-controls/{slug}', { params: { path: { slug } }, body, signal: s }),
        signal,
      ),
  } satisfies Partial<CommerceClient>;
}

function newsletterMethods({ api, call }: Transport) {
  return {
    subscribeNewsletter: (email, formName, { signal } = {}) =>
      call<NewsletterSubscription>(
        (s) =>
          api.POST('/newsletter/subscriptions', {
            body: formName === undefined ? { email } : { email, formName },
            signal: s,
          }),
        signal,
      ),
    unsubscribeNewsletter: (token, { signal } = {}) =>
      call<NewsletterUnsubscription>(
        (s) => api.POST('/newsletter/unsubscribe', { body: { token }, signal: s }),
        signal,
      ),
  } satisfies Partial<CommerceClient>;
}

function cartMethods({ api, call, config }: Transport) {
  const header = { [SITE_HEADER]: config.site };
  return {
    getCart: (permId, { signal } = {}) =>
      call<Cart>(
        (s) => api.GET('/cart/{permId}', { params: { path: { permId }, header }, signal: s }),
        signal,
      ),
    addCartItems: (permId, productList, { signal } = {}) =>
      call<Cart>(
        (s) =>
          api.POST('/cart/{permId}/items', {
            params: { path: { permId }, header },
            body: { productList },
            signal: s,
          }),
        signal,
      ),
    updateCartItem: (permId, itemId, qty, { signal } = {}) =>
      call<Cart>(
        (s) =>
          api.PATCH('/cart/{permId}/items/{itemId}', {
            params: { path: { permId, itemId }, header },
            body: { qty },
            signal: s,
          }),
        signal,
      ),
    removeCartItem: (permId, itemId, { signal } = {}) =>
      call<Cart>(
        (s) =>
          api.DELETE('/cart/{permId}/items/{itemId}', {
            params: { path: { permId, itemId }, header },
            signal: s,
          }),
        signal,
      ),
    clearCart: (permId, { signal } = {}) =>
      call<Cart>(
        (s) => api.DELETE('/cart/{permId}', { params: { path: { permId }, header }, signal: s }),
        signal,
      ),
  } satisfies Partial<CommerceClient>;
}

/** Builds a commerce API client: typed from the OpenAPI document, with a timeout and errors as values. */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const config = resolveConfig(options);
  const transport: Transport = {
    api: createApi(options),
    call: createCall(config.timeoutMs, options.signal),
    config,
    permId: options.permId,
  };
  return {
    config,
    ...fitmentMethods(transport),
    ...catalogueMethods(transport),
    ...searchMethods(transport),
    ...productMethods(transport),
    ...newsletterMethods(transport),
    ...cartMethods(transport),
    ...checkoutMethods(transport),
    ...orderMethods(transport),
    ...payLinkMethods(transport),
    ...wishlistMethods(transport),
    ...garageMethods(transport),
    ...buildMethods(transport),
    ...accountMethods(transport),
  };
}
