import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { isPreviewRequest } from './cache.server';
import { ALL_PAGES_KEY } from './purge-keys';

/**
 * The two kinds of page (ARCHITECTURE.md, "Public and private pages"). A public page (home, listings, product,
 * CMS and partner pages) carries nothing of one shopper's and may be shared by a CDN; a private page (checkout,
 * account, wishlist, orders, pay) renders for one shopper and is never stored.
 */
export const PAGE_KINDS = ['public', 'private'] as const;

/** One of {@link PAGE_KINDS}. */
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * Cache-Control of each kind. A public page may be kept by a shared cache (a CDN) for a minute. Browsers ask again
 * every time (`max-age=0, must-revalidate`: without it a browser would take `stale-while-revalidate` for itself and
 * show the page of the vehicle before a change, because its cache keys on the URL alone while the page also
 * depends on the vehicle cookie, which the CDN's cache key includes: docs/cdn.md). A purge drops changed pages sooner.
 */
export const PAGE_CACHE_CONTROL: Record<PageKind, string> = {
  public: 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600',
  private: 'private, no-store',
};

/**
 * What a CDN alone reads (`CDN-Cache-Control`, RFC 9213, and `Surrogate-Control`), in place of Cache-Control: keep
 * a public page a minute and serve it stale for ten more while fetching it again.
 */
export const CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
export const SURROGATE_CONTROL = 'max-age=60, stale-while-revalidate=600';

/**
 * A public page's answer that must not be shared all the same: it sets a cookie (the vehicle adopted from the
 * URL), the server failed, or it is an editor's preview or a forced reload (drafts stay out of shared caches). Only this shopper's browser may keep it, and only to revalidate.
 */
export const UNSHARED_CACHE_CONTROL = 'private, no-cache';

/**
 * Paths that are private whatever their loaders declare (SPEC §2): checkout, account (where the wishlist lives),
 * orders, order status, pay, the pages that close a payment or restore a cart, and the newsletter pages that read
 * the shopper's e-mail or token, and the build submit form. A mistaken public declaration cannot leak them.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/checkout/',
  '/account/',
  '/order/',
  '/orderstatus/',
  '/pay/',
  '/thank-you/',
  '/restore-cart/',
  '/affirm/',
  '/newsletter-subscribe/',
  '/newsletter-unsubscribe/',
  '/builds/submit/',
  '/shopper/',
  '/cache-purge/',
] as const;

/** True when `pathname` lies under one of {@link PRIVATE_PATH_PREFIXES}. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

const pageKindContext = createContext<{ kind: PageKind | null; purgeKeys: Set<string> }>();

/** Declares which kind of page this request renders; every route loader calls it first. */
export function declarePage(context: Readonly<RouterContextProvider>, kind: PageKind): void {
  const slot = context.get(pageKindContext);
  // A private declaration wins over a public one: one private route in the match makes the whole page private.
  if (slot.kind !== 'private') slot.kind = kind;
}

/** The kind declared for this request; a page nobody declared is treated as private (the safe side). */
export function pageKindOf(context: Readonly<RouterContextProvider>): PageKind {
  try {
    return context.get(pageKindContext).kind ?? 'private';
  } catch {
    // No middleware ran: React Router matched no route (a path with a line break in it), and renders its 404
    // without them. The context has no `has`, so the missing value is caught here.
    return 'private';
  }
}

/**
 * Names what a public page is made of, as purge keys (server/purge-keys.ts): the product lines, categories and
 * stories it shows. A purge of one of them drops the page from the shop's cache and, through the CDN's own purge,
 * from the CDN's.
 */
export function tagPage(context: Readonly<RouterContextProvider>, ...keys: readonly string[]): void {
  const slot = context.get(pageKindContext);
  for (const key of keys) slot.purgeKeys.add(key);
}

/** The purge keys a response names (its Surrogate-Key header), or none. */
export function purgeKeysOf(headers: Headers): string[] {
  return (headers.get('Surrogate-Key') ?? '').split(' ').filter(Boolean);
}

/**
 * Sets the Cache-Control of the declared kind on every page and data response. A private page's value always
 * wins; on a public one a resource route's own value (robots.txt, sitemaps) is kept. A shared public answer names
 * its purge keys twice: `Surrogate-Key` (space-separated: Fastly, Akamai, Varnish) and `Cache-Tag` (comma-separated:
 * Cloudflare), each with `ALL_PAGES_KEY` so a deploy can drop every page at once.
 */
export const pageKindMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  context.set(pageKindContext, {
    kind: isPrivatePath(url.pathname) ? 'private' : null,
    purgeKeys: new Set<string>(),
  });
  const response = await next();
  const kind = pageKindOf(context);
  if (kind === 'private' || !response.headers.has('Cache-Control')) {
    response.headers.set('Cache-Control', PAGE_CACHE_CONTROL[kind]);
  }
  const shared = kind === 'public' && response.headers.get('Cache-Control') === PAGE_CACHE_CONTROL.public;
  const unshared = response.headers.has('Set-Cookie') || response.status >= 500 || isPreviewRequest(url);
  if (shared && unshared) {
    response.headers.set('Cache-Control', UNSHARED_CACHE_CONTROL);
  } else if (shared) {
    const keys = [ALL_PAGES_KEY, ...context.get(pageKindContext).purgeKeys];
    response.headers.set('CDN-Cache-Control', CDN_CACHE_CONTROL);
    response.headers.set('Surrogate-Control', SURROGATE_CONTROL);
    response.headers.set('Surrogate-Key', keys.join(' '));
    response.headers.set('Cache-Tag', keys.join(','));
  }
  return response;
};
