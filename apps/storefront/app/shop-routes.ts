import type { ShopRoutes } from '@fitkit/ui/provider';

/**
 * The path pattern of every shop route but home (the index route, `/`), by its id (SPEC §2's route name), in
 * React Router's syntax. The route table (`server/route-table.server.ts`) gives each its module; the browser needs
 * only these paths. Every shop path ends in a slash; the root middleware redirects paths without one.
 */
export const SHOP_PATHS = {
  mmy: 'v/:makeSlug/:modelSlug?/:year?/',
  // c/{lvl0}/{lvl1?}/{lvl2?}/{lvl3?}/ and its vehicle twin …/v/{makeSlug}/{modelSlug?}/{year?}/ (parsed in the module).
  category: 'c/*',
  search: 'search/',
  specials: 'specials/',
  'specials-mmy': 'specials/v/:makeSlug/:modelSlug?/:year?/',
  'new-products': 'new-products/',
  'new-products-mmy': 'new-products/v/:makeSlug/:modelSlug?/:year?/',
  brands: 'brands/',
  brand: 'b/:brandSlug/',
  'brand-mmy': 'b/:brandSlug/v/:makeSlug/:modelSlug?/:year?/',
  product: 'p/:productLine/',
  'product-mmy': 'p/:productLine/v/:makeSlug/:modelSlug?/:year?/',
  sku: 'p/:productLine/:skuSlug/',
  cart: 'checkout/cart/',
  'checkout-address': 'checkout/address/',
  'checkout-payment': 'checkout/payment/',
  'checkout-receipt': 'checkout/receipt/',
  'restore-cart': 'restore-cart/',
  pay: 'pay/',
  'thank-you': 'thank-you/',
  'affirm-success': 'affirm/success/',
  'affirm-cancelled': 'affirm/cancelled/',
  orderstatus: 'orderstatus/',
  'order-status': 'order/status/:orderId/',
  'order-tracking': 'order/tracking/:trackingId/',
  fitment: 'fitment/',
  account: 'account/',
  'account-sign-in': 'account/sign-in/',
  'account-sign-in-link': 'account/sign-in/link/:token/',
  'account-hosted-sign-in': 'account/sign-in/hosted/',
  'account-hosted-return': 'account/sign-in/hosted/return/',
  'account-sign-up': 'account/sign-up/',
  'account-sign-out': 'account/sign-out/',
  'account-verify': 'account/verify/:token/',
  'account-reset': 'account/reset/',
  'account-reset-password': 'account/reset/:token/',
  // SPEC §2 names no wishlist route: it is an account page (signed-in only, private).
  'account-wishlist': 'account/wishlist/',
  'account-garage': 'account/garage/',
  builds: 'builds/',
  'builds-submit': 'builds/submit/',
  build: 'builds/:buildId/',
  'build-edit': 'builds/:buildId/edit/',
  'build-confirm': 'builds/:buildId/confirm/',
  'account-addresses': 'account/addresses/',
  'account-address': 'account/addresses/:addressId/',
  'account-order': 'account/orders/:orderId/',
  'account-delete': 'account/delete/',
  newsletter: 'newsletter/',
  'privacy-choice': 'privacy-choice/',
  'newsletter-subscribe': 'newsletter-subscribe/',
  'newsletter-unsubscribe': 'newsletter-unsubscribe/',
  'refresh-config': 'refresh-config/',
  // The shopper's own state (permId, cart, garage), read by the browser after paint; private.
  shopper: 'shopper/',
  // The purge hook: drops kept pages by purge key when the catalogue or CMS content changes (docs/cdn.md).
  'cache-purge': 'cache-purge/',
  'test-no-api': 'test-no-api/',
  'test-with-api': 'test-with-api/',
  robots: 'robots.txt',
  'sitemap-index': 'sitemap.xml',
  'sitemap-page': 'sitemaps/:file',
  // SPEC §7: the channel's static files; the build's own fingerprinted files are served under /assets/ directly.
  'channel-static': 'assets/:channelId/static/*',
  'cms-page': '*',
} as const;

/** The path of one of the channel's static files (SPEC §7). */
export function channelStaticPath(channelId: string, file: string): string {
  return `/assets/${encodeURIComponent(channelId)}/static/${file}`;
}

/** The id of a shop route with a path of its own (every route but home). */
export type ShopPathId = keyof typeof SHOP_PATHS;

/**
 * The path of a route whose pattern has only required `:params`, filled in (encoded). The patterns' optional
 * params and splats are for matching; the paths the shop writes never need them.
 */
function pathOf(id: ShopPathId, params: Record<string, string> = {}): string {
  return `/${SHOP_PATHS[id].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
}

/** The shop's URLs the packages' forms post to and link to, handed to them through UiProvider. */
export const SHOP_ROUTES: Readonly<ShopRoutes> = {
  vehicleSave: pathOf('fitment'),
  newsletterSignUp: pathOf('newsletter'),
  newsletterConfirmation: pathOf('newsletter-subscribe'),
  search: pathOf('search'),
  // A CMS page (the catch-all route) that the footer always links.
  doNotSell: '/do-not-sell-my-personal-information/',
  account: pathOf('account'),
  sku: ({ productLineSlug, skuSlug }) => pathOf('sku', { productLine: productLineSlug, skuSlug }),
};

/** The order pages' paths: the look-up form, an order's status page and a shipment's tracking page. */
export const ORDER_PATHS = {
  lookup: pathOf('orderstatus'),
  status: (orderId: string) => pathOf('order-status', { orderId }),
  tracking: (trackingId: string) => pathOf('order-tracking', { trackingId }),
} as const;

/**
 * The account pages' paths: the account page, sign-in (here or at the hosted service) and sign-up, sign-out (a
 * form's action), password reset, the wishlist, the garage, the address book (a contact's edit page), an order of the
 * history (it opens its status page) and deletion.
 */
export const ACCOUNT_PATHS = {
  account: pathOf('account'),
  signIn: pathOf('account-sign-in'),
  hostedSignIn: pathOf('account-hosted-sign-in'),
  signUp: pathOf('account-sign-up'),
  signOut: pathOf('account-sign-out'),
  reset: pathOf('account-reset'),
  wishlist: pathOf('account-wishlist'),
  garage: pathOf('account-garage'),
  addresses: pathOf('account-addresses'),
  address: (addressId: string) => pathOf('account-address', { addressId }),
  order: (orderId: string) => pathOf('account-order', { orderId }),
  delete: pathOf('account-delete'),
} as const;

/** The sign-in page that brings the shopper back to `returnPath` (a path on our origin; the page checks it again). */
export function signInHref(returnPath: string): string {
  return `${ACCOUNT_PATHS.signIn}?${new URLSearchParams({ returnUrl: returnPath })}`;
}

/** The customer builds pages: the list, the submit form, a build, its edit form and its e-mailed confirmation. */
export const BUILD_PATHS = {
  list: pathOf('builds'),
  submit: pathOf('builds-submit'),
  build: (buildId: string) => pathOf('build', { buildId }),
  edit: (buildId: string) => pathOf('build-edit', { buildId }),
  confirm: (buildId: string) => pathOf('build-confirm', { buildId }),
} as const;

/** The path of each checkout step, in order: cart, address, payment, receipt. */
export const CHECKOUT_PATHS = {
  cart: pathOf('cart'),
  address: pathOf('checkout-address'),
  payment: pathOf('checkout-payment'),
  receipt: pathOf('checkout-receipt'),
} as const;

/** The pay-link pages: `/pay/` pays an order's balance from the e-mailed link, `/thank-you/` closes that flow. */
export const PAY_PATHS = {
  pay: pathOf('pay'),
  /** An order's pay page without the link's token (which lives in a cookie). */
  payOrder: (orderId: string) => `${pathOf('pay')}?${new URLSearchParams({ orderId })}`,
  thankYou: pathOf('thank-you'),
} as const;

/** Where Affirm sends the shopper back: the confirmation (with its checkout token) and the cancel page. */
export const AFFIRM_PATHS = {
  success: pathOf('affirm-success'),
  cancelled: pathOf('affirm-cancelled'),
} as const;

/** Where the Do Not Sell page's form posts the shopper's privacy choice. */
export const PRIVACY_CHOICE_PATH = pathOf('privacy-choice');
