import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/**
 * The two kinds of page (ARCHITECTURE.md, "Public and private pages"). A public page (home, listings, product,
 * CMS and partner pages) carries nothing of one shopper's and may be shared by a CDN; a private page (checkout,
 * account, wishlist, orders, pay) renders for one shopper and is never stored.
 */
export const PAGE_KINDS = ['public', 'private'] as const;

/** One of {@link PAGE_KINDS}. */
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * Cache-Control of each kind. A public page is still `private, no-cache` while the root loader carries the
 * shopper's permId and cart (moving those to a client request after paint belongs to the speed work); it becomes
 * `public, s-maxage=…` here, in one place, when nothing per-shopper is left in its HTML.
 */
export const PAGE_CACHE_CONTROL: Record<PageKind, string> = {
  public: 'private, no-cache',
  private: 'private, no-store',
};

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
] as const;

/** True when `pathname` lies under one of {@link PRIVATE_PATH_PREFIXES}. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

const pageKindContext = createContext<{ kind: PageKind | null }>();

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
 * Sets the Cache-Control of the declared kind on every page and data response. A private page's value always
 * wins; on a public one a resource route's own value (robots.txt, sitemaps) is kept.
 */
export const pageKindMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(pageKindContext, { kind: isPrivatePath(new URL(request.url).pathname) ? 'private' : null });
  const response = await next();
  const kind = pageKindOf(context);
  if (kind === 'private' || !response.headers.has('Cache-Control')) {
    response.headers.set('Cache-Control', PAGE_CACHE_CONTROL[kind]);
  }
  return response;
};
