import { describe, expect, it } from 'vitest';
import { routeIdOfPath, SHOP_ROUTES } from './shop-routes';

describe('the shop route table', () => {
  it.each([
    ['/', 'home'],
    ['/v/jeep/wrangler/2021/', 'mmy'],
    ['/c/exterior/lighting/', 'category'],
    ['/c/exterior/f/led-lighting/v/jeep/', 'category'],
    ['/specials/v/jeep/wrangler/', 'specials-mmy'],
    ['/b/rufftuff/', 'brand'],
    ['/p/winch/', 'product'],
    ['/p/winch/v/jeep/wrangler/2021/', 'product-mmy'],
    ['/p/winch/winch-9500/', 'sku'],
    ['/search/', 'search'],
    ['/third-party/lloyds/', 'cms-page'],
  ])('works out the route of %s from the path alone (%s)', (path, id) => {
    expect(routeIdOfPath(path)).toBe(id);
  });

  it('gives the packages the paths of its own routes', () => {
    expect(SHOP_ROUTES).toEqual({
      vehicleSave: '/fitment/',
      newsletterSignUp: '/newsletter/',
      newsletterConfirmation: '/newsletter-subscribe/',
      search: '/search/',
      doNotSell: '/do-not-sell-my-personal-information/',
      account: '/account/',
      sku: expect.any(Function),
    });
    expect(SHOP_ROUTES.sku({ productLineSlug: 'rock-sliders', skuSlug: 'rs-100' })).toBe(
      '/p/rock-sliders/rs-100/',
    );
    expect(SHOP_ROUTES.sku({ productLineSlug: 'a/b', skuSlug: 'c?d' })).toBe('/p/a%2Fb/c%3Fd/');
  });
});
