import { describe, expect, it } from 'vitest';
import { routeIdOfPath } from './server/route-table.server';
import { CHECKOUT_PATHS, ORDER_PATHS, SHOP_ROUTES } from './shop-routes';

describe("the shop's paths", () => {
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

  it('writes paths the route table matches to the routes they name', () => {
    expect(routeIdOfPath(SHOP_ROUTES.vehicleSave)).toBe('fitment');
    expect(routeIdOfPath(SHOP_ROUTES.sku({ productLineSlug: 'winch', skuSlug: 'w-1' }))).toBe('sku');
    expect(CHECKOUT_PATHS).toEqual({
      cart: '/checkout/cart/',
      address: '/checkout/address/',
      payment: '/checkout/payment/',
      receipt: '/checkout/receipt/',
    });
    expect(ORDER_PATHS.lookup).toBe('/orderstatus/');
    expect(routeIdOfPath(ORDER_PATHS.status('A 1'))).toBe('order-status');
    expect(ORDER_PATHS.status('A 1')).toBe('/order/status/A%201/');
    expect(ORDER_PATHS.tracking('T-9')).toBe('/order/tracking/T-9/');
  });
});
