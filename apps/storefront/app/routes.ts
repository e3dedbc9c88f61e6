import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every shop path ends in a slash; the root middleware redirects paths without one.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('v/:makeSlug/:modelSlug?/:year?/', 'routes/vehicle.tsx', { id: 'mmy' }),
  // c/{lvl0}/{lvl1?}/{lvl2?}/{lvl3?}/ and its vehicle twin …/v/{makeSlug}/{modelSlug?}/{year?}/ (parsed in the module).
  route('c/*', 'routes/category.tsx', { id: 'category' }),
  route('search/', 'routes/search.tsx', { id: 'search' }),
  route('specials/', 'routes/specials.tsx', { id: 'specials' }),
  route('specials/v/:makeSlug/:modelSlug?/:year?/', 'routes/specials.tsx', { id: 'specials-mmy' }),
  route('new-products/', 'routes/new-products.tsx', { id: 'new-products' }),
  route('new-products/v/:makeSlug/:modelSlug?/:year?/', 'routes/new-products.tsx', {
    id: 'new-products-mmy',
  }),
  route('brands/', 'routes/brands.tsx', { id: 'brands' }),
  route('b/:brandSlug/', 'routes/brand.tsx', { id: 'brand' }),
  route('b/:brandSlug/v/:makeSlug/:modelSlug?/:year?/', 'routes/brand.tsx', { id: 'brand-mmy' }),
  route('p/:productLine/', 'routes/product.tsx', { id: 'product' }),
  route('p/:productLine/v/:makeSlug/:modelSlug?/:year?/', 'routes/product.tsx', { id: 'product-mmy' }),
  route('p/:productLine/:skuSlug/', 'routes/product.tsx', { id: 'sku' }),
  route('checkout/cart/', 'routes/cart.tsx', { id: 'cart' }),
  route('fitment/', 'routes/fitment.ts', { id: 'fitment' }),
  route('newsletter/', 'routes/newsletter.tsx', { id: 'newsletter' }),
  route('newsletter-subscribe/', 'routes/newsletter-subscribe.tsx', { id: 'newsletter-subscribe' }),
  route('newsletter-unsubscribe/', 'routes/newsletter-unsubscribe.tsx', { id: 'newsletter-unsubscribe' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap-index.ts', { id: 'sitemap-index' }),
  route('sitemaps/:file', 'routes/sitemap-page.ts', { id: 'sitemap-page' }),
  route('*', 'routes/cms-page.tsx', { id: 'cms-page' }),
] satisfies RouteConfig;
