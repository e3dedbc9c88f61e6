import { matchRoutes } from 'react-router';
import { SHOP_PATHS, type ShopPathId } from '../shop-routes';

/** One route of the shop: its id (SPEC §2's route name), its path pattern and its module. */
export type ShopRoute = { id: string; file: string } & ({ index: true } | { path: string });

/** The module of every route with a path (the home page is the index route). */
const ROUTE_FILES: Readonly<Record<ShopPathId, string>> = {
  mmy: 'routes/vehicle.tsx',
  category: 'routes/category.tsx',
  search: 'routes/search.tsx',
  specials: 'routes/specials.tsx',
  'specials-mmy': 'routes/specials.tsx',
  'new-products': 'routes/new-products.tsx',
  'new-products-mmy': 'routes/new-products.tsx',
  brands: 'routes/brands.tsx',
  brand: 'routes/brand.tsx',
  'brand-mmy': 'routes/brand.tsx',
  product: 'routes/product.tsx',
  'product-mmy': 'routes/product.tsx',
  sku: 'routes/product.tsx',
  cart: 'routes/cart.tsx',
  'checkout-address': 'routes/checkout-address.tsx',
  'checkout-payment': 'routes/checkout-payment.tsx',
  'checkout-receipt': 'routes/checkout-receipt.tsx',
  'restore-cart': 'routes/restore-cart.tsx',
  pay: 'routes/pay.tsx',
  'thank-you': 'routes/thank-you.tsx',
  'affirm-success': 'routes/affirm-success.tsx',
  'affirm-cancelled': 'routes/affirm-cancelled.ts',
  orderstatus: 'routes/order-lookup.tsx',
  'order-status': 'routes/order-status.tsx',
  'order-tracking': 'routes/order-tracking.tsx',
  fitment: 'routes/fitment.ts',
  account: 'routes/account.tsx',
  'account-sign-in': 'routes/account-sign-in.tsx',
  'account-sign-in-link': 'routes/account-sign-in-link.tsx',
  'account-hosted-sign-in': 'routes/account-hosted-sign-in.ts',
  'account-hosted-return': 'routes/account-hosted-return.ts',
  'account-sign-up': 'routes/account-sign-up.tsx',
  'account-sign-out': 'routes/account-sign-out.ts',
  'account-verify': 'routes/account-verify.tsx',
  'account-reset': 'routes/account-reset.tsx',
  'account-reset-password': 'routes/account-reset-password.tsx',
  'account-wishlist': 'routes/account-wishlist.tsx',
  'account-garage': 'routes/account-garage.tsx',
  builds: 'routes/builds.tsx',
  'builds-submit': 'routes/build-submit.tsx',
  build: 'routes/build.tsx',
  'build-edit': 'routes/build-edit.tsx',
  'build-confirm': 'routes/build-confirm.tsx',
  'account-addresses': 'routes/account-addresses.tsx',
  'account-address': 'routes/account-address.tsx',
  'account-order': 'routes/account-order.ts',
  'account-delete': 'routes/account-delete.tsx',
  newsletter: 'routes/newsletter.tsx',
  'privacy-choice': 'routes/privacy-choice.ts',
  'newsletter-subscribe': 'routes/newsletter-subscribe.tsx',
  'newsletter-unsubscribe': 'routes/newsletter-unsubscribe.tsx',
  'refresh-config': 'routes/refresh-config.ts',
  shopper: 'routes/shopper.ts',
  'cache-purge': 'routes/cache-purge.ts',
  'test-no-api': 'routes/test-no-api.tsx',
  'test-with-api': 'routes/test-with-api.tsx',
  robots: 'routes/robots.ts',
  'sitemap-index': 'routes/sitemap-index.ts',
  'sitemap-page': 'routes/sitemap-page.ts',
  'channel-static': 'routes/channel-static.ts',
  'cms-page': 'routes/cms-page.tsx',
};

/**
 * SPEC §8's 'Unknown middleware gives 500' names a page asking for a middleware the app does not have. Here no
 * middleware is looked up by name: root.tsx and the route modules import theirs as functions, so an unknown one
 * fails the type check and the build instead of reaching a shopper (route-table.server.test.ts checks every module
 * of this table exists and exports only functions as middleware). A middleware that throws at run time answers as
 * any other failure: 500 and the 'Internal Error' page (root.tsx's ErrorBoundary).
 *
 * Every route of the shop, in one table: routes.ts hands it to the router and the server matches paths against
 * it (the vehicle-save action works out the shopper's route this way). Its paths are `SHOP_PATHS`; the table
 * and the matching stay on the server, so no page ships them.
 */
export const SHOP_ROUTE_TABLE: readonly ShopRoute[] = [
  { id: 'home', index: true, file: 'routes/home.tsx' },
  ...Object.entries(ROUTE_FILES).map(([id, file]) => ({ id, path: SHOP_PATHS[id as ShopPathId], file })),
];

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
