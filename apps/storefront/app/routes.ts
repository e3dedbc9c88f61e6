import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every shop path ends in a slash; the root middleware redirects paths without one.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('v/:makeSlug/:modelSlug?/:year?/', 'routes/vehicle.tsx', { id: 'mmy' }),
  // c/{lvl0}/{lvl1?}/{lvl2?}/{lvl3?}/ and its vehicle twin …/v/{makeSlug}/{modelSlug?}/{year?}/ (parsed in the module).
  route('c/*', 'routes/category.tsx', { id: 'category' }),
  route('search/', 'routes/search.tsx', { id: 'search' }),
  route('p/:productLine/', 'routes/product.tsx', { id: 'product' }),
  route('p/:productLine/v/:makeSlug/:modelSlug?/:year?/', 'routes/product.tsx', { id: 'product-mmy' }),
  route('p/:productLine/:skuSlug/', 'routes/product.tsx', { id: 'sku' }),
  route('checkout/cart/', 'routes/cart.tsx', { id: 'cart' }),
  route('fitment/', 'routes/fitment.ts', { id: 'fitment' }),
  route('*', 'routes/cms-page.tsx', { id: 'cms-page' }),
] satisfies RouteConfig;
