import type { VitalsBeacon } from '@fitkit/commerce-hooks';
import { matchRoutes } from 'react-router';
import { SHOP_PATHS, type ShopPathId } from '../shop-routes';

/** The kind of page a vital is tagged with (the API's `routeType`). */
export type RouteType = VitalsBeacon['routeType'];

/** One metric of a beacon: LCP, INP and TTFB in milliseconds, CLS unitless. */
export type VitalMetric = VitalsBeacon['metrics'][number];

/**
 * The route type of every shop route. Typed over every route id, so a new route has to choose one; the pages
 * that close a payment count as checkout, the newsletter pages as CMS pages.
 */
const ROUTE_TYPES: Readonly<Record<ShopPathId | 'home', RouteType>> = {
  home: 'home',
  category: 'category',
  mmy: 'vehicle',
  search: 'search',
  specials: 'deals',
  'specials-mmy': 'deals',
  'new-products': 'new-products',
  'new-products-mmy': 'new-products',
  brands: 'brand',
  brand: 'brand',
  'brand-mmy': 'brand',
  product: 'product',
  'product-mmy': 'product',
  sku: 'product',
  cart: 'cart',
  'checkout-address': 'checkout',
  'checkout-payment': 'checkout',
  'checkout-receipt': 'checkout',
  'restore-cart': 'checkout',
  pay: 'checkout',
  'thank-you': 'checkout',
  'affirm-success': 'checkout',
  'affirm-cancelled': 'checkout',
  orderstatus: 'order',
  'order-status': 'order',
  'order-tracking': 'order',
  fitment: 'other',
  account: 'account',
  'account-sign-in': 'account',
  'account-sign-in-link': 'account',
  'account-hosted-sign-in': 'account',
  'account-hosted-return': 'account',
  'account-sign-up': 'account',
  'account-sign-out': 'account',
  'account-verify': 'account',
  'account-reset': 'account',
  'account-reset-password': 'account',
  'account-wishlist': 'account',
  'account-garage': 'account',
  'account-addresses': 'account',
  'account-address': 'account',
  'account-order': 'account',
  'account-delete': 'account',
  builds: 'builds',
  'builds-submit': 'builds',
  build: 'builds',
  'build-edit': 'builds',
  'build-confirm': 'builds',
  newsletter: 'cms',
  'privacy-choice': 'cms',
  'newsletter-subscribe': 'cms',
  'newsletter-unsubscribe': 'cms',
  'refresh-config': 'other',
  'test-no-api': 'other',
  'test-with-api': 'other',
  robots: 'other',
  'sitemap-index': 'other',
  'sitemap-page': 'other',
  'channel-static': 'other',
  shopper: 'other',
  'cache-purge': 'other',
  'cms-page': 'cms',
};

const MATCHABLE = [
  { id: 'home', path: '/' },
  ...Object.entries(SHOP_PATHS).map(([id, path]) => ({ id, path: `/${path}` })),
];

/** The route type of a page by its path (the query string plays no part and is never sent). */
export function routeTypeOf(pathname: string): RouteType {
  const id = matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.id as ShopPathId | 'home' | undefined;
  return id ? ROUTE_TYPES[id] : 'cms';
}

/**
 * The metrics of one page load, gathered as the browser reports them and handed over as one beacon when the page
 * is hidden. A metric reported again (CLS and INP grow) replaces its earlier value; a beacon carries each once.
 */
export class VitalsBatch {
  private readonly metrics = new Map<VitalMetric['name'], number>();

  constructor(private readonly routeType: RouteType) {}

  add(metric: VitalMetric): void {
    this.metrics.set(metric.name, metric.value);
  }

  /** The beacon of what was gathered since the last one, or null when nothing was; the batch starts empty again. */
  take(): VitalsBeacon | null {
    if (this.metrics.size === 0) return null;
    const metrics = [...this.metrics].map(([name, value]) => ({
      name,
      value: Math.round(value * 1000) / 1000,
    }));
    this.metrics.clear();
    return { routeType: this.routeType, metrics };
  }
}
