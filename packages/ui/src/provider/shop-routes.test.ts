import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_ROUTES } from './shop-routes';

describe('DEFAULT_SHOP_ROUTES.sku', () => {
  it('builds the SKU route with a trailing slash', () => {
    expect(DEFAULT_SHOP_ROUTES.sku({ productLineSlug: 'rock-sliders', skuSlug: 'rs-100-black' })).toBe(
      '/p/rock-sliders/rs-100-black/',
    );
  });

  it('keeps odd slugs inside their segment', () => {
    expect(DEFAULT_SHOP_ROUTES.sku({ productLineSlug: 'a/b', skuSlug: 'c?d' })).toBe('/p/a%2Fb/c%3Fd/');
  });
});
