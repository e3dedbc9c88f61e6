import type { ShopRoutes } from '@fitkit/ui/provider';
import { generatePath, matchRoutes } from 'react-router';

/** One route of the shop: its id (SPEC §2's route name), its path pattern and its module. */
export type ShopRoute = { id: string; file: string } & ({ index: true } | { path: string });

/**
 * Every route of the shop, in one table: routes.ts hands it to the router, the server matches paths against it
 * (the vehicle-save action works out the shopper's route this way), and the URLs the packages post to come from
 * it. Every shop path ends in a slash; the root middleware redirects paths without one.
 */
export const SHOP_ROUTE_TABLE: readonly ShopRoute[] = [
  { id: 'home', index: true, file: 'routes/home.tsx' },
  { id: 'mmy', path: 'v/:makeSlug/:modelSlug?/:year?/', file: 'routes/vehicle.tsx' },
  // c/{lvl0}/{lvl1?}/{lvl2?}/{lvl3?}/ and its vehicle twin …/v/{makeSlug}/{modelSlug?}/{year?}/ (parsed in the module).
  { id: 'category', path: 'c/*', file: 'routes/category.tsx' },
  { id: 'search', path: 'search/', file: 'routes/search.tsx' },
  { id: 'specials', path: 'specials/', file: 'routes/specials.tsx' },
  { id: 'specials-mmy', path: 'specials/v/:makeSlug/:modelSlug?/:year?/', file: 'routes/specials.tsx' },
  { id: 'new-products', path: 'new-products/', file: 'routes/new-products.tsx' },
  {
    id: 'new-products-mmy',
    path: 'new-products/v/:makeSlug/:modelSlug?/:year?/',
    file: 'routes/new-products.tsx',
  },
  { id: 'brands', path: 'brands/', file: 'routes/brands.tsx' },
  { id: 'brand', path: 'b/:brandSlug/', file: 'routes/brand.tsx' },
  { id: 'brand-mmy', path: 'b/:brandSlug/v/:makeSlug/:modelSlug?/:year?/', file: 'routes/brand.tsx' },
  { id: 'product', path: 'p/:productLine/', file: 'routes/product.tsx' },
  { id: 'product-mmy', path: 'p/:productLine/v/:makeSlug/:modelSlug?/:year?/', file: 'routes/product.tsx' },
  { id: 'sku', path: 'p/:productLine/:skuSlug/', file: 'routes/product.tsx' },
  { id: 'cart', path: 'checkout/cart/', file: 'routes/cart.tsx' },
  { id: 'checkout-address', path: 'checkout/address/', file: 'routes/checkout-address.tsx' },
  { id: 'checkout-payment', path: 'checkout/payment/', file: 'routes/checkout-payment.tsx' },
  { id: 'checkout-receipt', path: 'checkout/receipt/', file: 'routes/checkout-receipt.tsx' },
  { id: 'restore-cart', path: 'restore-cart/', file: 'routes/restore-cart.tsx' },
  { id: 'orderstatus', path: 'orderstatus/', file: 'routes/order-lookup.tsx' },
  { id: 'order-status', path: 'order/status/:orderId/', file: 'routes/order-status.tsx' },
  { id: 'order-tracking', path: 'order/tracking/:trackingId/', file: 'routes/order-tracking.tsx' },
  { id: 'fitment', path: 'fitment/', file: 'routes/fitment.ts' },
  { id: 'newsletter', path: 'newsletter/', file: 'routes/newsletter.tsx' },
  { id: 'newsletter-subscribe', path: 'newsletter-subscribe/', file: 'routes/newsletter-subscribe.tsx' },
  {
    id: 'newsletter-unsubscribe',
    path: 'newsletter-unsubscribe/',
    file: 'routes/newsletter-unsubscribe.tsx',
  },
  { id: 'robots', path: 'robots.txt', file: 'routes/robots.ts' },
  { id: 'sitemap-index', path: 'sitemap.xml', file: 'routes/sitemap-index.ts' },
  { id: 'sitemap-page', path: 'sitemaps/:file', file: 'routes/sitemap-page.ts' },
  { id: 'cms-page', path: '*', file: 'routes/cms-page.tsx' },
];

/** The path of a route with its params filled in (encoded), with the trailing slash every shop path has. */
function pathOf(id: string, params: Record<string, string> = {}): string {
  const route = SHOP_ROUTE_TABLE.find((entry) => entry.id === id);
  if (!route) throw new Error(`No shop route ${id}`);
  const path = 'path' in route ? generatePath(`/${route.path}`, params) : '/';
  return path.endsWith('/') ? path : `${path}/`;
}

/** The shop's URLs the packages' forms post to and link to, handed to them through UiProvider. */
export const SHOP_ROUTES: Readonly<ShopRoutes> = {
  vehicleSave: pathOf('fitment'),
  newsletterSignUp: pathOf('newsletter'),
  newsletterConfirmation: pathOf('newsletter-subscribe'),
  search: pathOf('search'),
  // A CMS page (the catch-all route) that the footer always links.
  doNotSell: '/do-not-sell-my-personal-information/',
  // The account pages come with sign-in (SPEC §2 '/account/'); content may link there already.
  account: '/account/',
  sku: ({ productLineSlug, skuSlug }) => pathOf('sku', { productLine: productLineSlug, skuSlug }),
};

/** The order pages' paths: the look-up form, an order's status page and a shipment's tracking page. */
export const ORDER_PATHS = {
  lookup: pathOf('orderstatus'),
  status: (orderId: string) => pathOf('order-status', { orderId }),
  tracking: (trackingId: string) => pathOf('order-tracking', { trackingId }),
} as const;

/** The path of each checkout step, in order: cart, address, payment, receipt. */
export const CHECKOUT_PATHS = {
  cart: pathOf('cart'),
  address: pathOf('checkout-address'),
  payment: pathOf('checkout-payment'),
  receipt: pathOf('checkout-receipt'),
} as const;

const MATCHABLE = SHOP_ROUTE_TABLE.map((route) =>
  'path' in route ? { id: route.id, path: route.path } : { id: route.id, index: true as const },
);

/**
 * The id of the route that renders a path (`home`, `category`, `sku`, `product-mmy`, `cms-page`…): how the
 * server knows the shopper's route from the path alone.
 */
export function routeIdOfPath(pathname: string): string {
  return matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.id ?? 'cms-page';
}
