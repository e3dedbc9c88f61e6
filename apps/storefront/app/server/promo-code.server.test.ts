import type { CommerceClient, CouponAnswer, Result } from '@fitkit/commerce-hooks';
import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readPromoFlash } from '../lib/promo-code';
import { commerceContext } from './commerce.server';
import { pageKindMiddleware } from './page-kind.server';
import { promoCodeMiddleware } from './promo-code.server';
import { shopperContext } from './shopper.server';

const answer = (code: CouponAnswer['code']): Result<CouponAnswer> => ({
  ok: true,
  data: { code, message: '', checkout: {} as CouponAnswer['checkout'] },
});
const refusal = (status: number, code: string): Result<CouponAnswer> =>
  ({ ok: false, error: { kind: 'http', status, code, message: 'refused' } }) as Result<CouponAnswer>;

/** Runs the middleware for a request target with the coupon call answering `result`. */
async function visit(target: string, result: Result<CouponAnswer> = answer('SUCCESS'), method = 'GET') {
  const applyPromoCode = vi.fn().mockResolvedValue(result);
  const context = new RouterContextProvider();
  context.set(shopperContext, { permId: 'perm-0001', isNew: false, fitment: null, saved: null, ip: null });
  context.set(commerceContext, {
    client: { applyPromoCode } as unknown as CommerceClient,
    queryClient: new QueryClient(),
  });
  const request = new Request(`http://shop.test${target}`, { method });
  const next = vi.fn(async () => new Response('page'));
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '' };
  // Under the root's page-kind middleware, which turns the declared kind into Cache-Control.
  const response = (await pageKindMiddleware(
    args,
    async () => (await promoCodeMiddleware(args, next)) as Response,
  )) as Response;
  return {
    response,
    location: response.headers.get('Location'),
    flash: readPromoFlash(response.headers.get('Set-Cookie')?.split(';')[0]),
    cookie: response.headers.get('Set-Cookie') ?? '',
    applyPromoCode,
    next,
  };
}

describe('promoCodeMiddleware', () => {
  it.each([
    ['SUCCESS', answer('SUCCESS'), 'SUCCESS'],
    ['PROMO_CODE_NOT_APPLIED', answer('PROMO_CODE_NOT_APPLIED'), 'PROMO_CODE_NOT_APPLIED'],
    ['PROMO_CODE_EXISTS', refusal(409, 'PROMO_CODE_EXISTS'), 'PROMO_CODE_EXISTS'],
    ['SIMILAR_PROMO_CODE_EXISTS', refusal(409, 'SIMILAR_PROMO_CODE_EXISTS'), 'SIMILAR_PROMO_CODE_EXISTS'],
    ['PROMO_CODE_NOT_VALID', refusal(422, 'PROMO_CODE_NOT_VALID'), 'PROMO_CODE_NOT_VALID'],
    ['RATE_LIMITED', refusal(429, 'RATE_LIMITED'), 'RATE_LIMITED'],
    ['an API outage', { ok: false, error: { kind: 'timeout' } } as Result<CouponAnswer>, 'UNAVAILABLE'],
  ])(
    'answers %s with 303 to the URL without promoCode and the outcome in the flash cookie',
    async (_, result, code) => {
      const { response, location, flash, cookie, applyPromoCode, next } = await visit(
        '/c/lighting/?sort=price&promoCode=SAVE10&page=2',
        result,
      );
      expect(applyPromoCode).toHaveBeenCalledWith('perm-0001', 'SAVE10');
      expect(location).toBe('/c/lighting/?sort=price&page=2');
      expect(flash).toEqual({ code, promoCode: 'SAVE10' });
      expect(cookie).toMatch(/Max-Age=60; Path=\/; SameSite=Lax; Secure$/);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(next).not.toHaveBeenCalled();
    },
  );

  it('lets requests without the parameter, and forms, through untouched', async () => {
    const plain = await visit('/?sort=price');
    expect(plain.next).toHaveBeenCalledOnce();
    expect(plain.applyPromoCode).not.toHaveBeenCalled();
    const posted = await visit('/fitment/?promoCode=SAVE10', answer('SUCCESS'), 'POST');
    expect(posted.next).toHaveBeenCalledOnce();
  });

  it('redirects a client navigation to the page, not to its data URL', async () => {
    expect((await visit('/checkout/cart/_.data?promoCode=X&_routes=root')).location).toBe('/checkout/cart/');
    expect((await visit('/_.data?promoCode=X')).location).toBe('/');
  });

  it('drops an empty code without a message and refuses an overlong one without asking the API', async () => {
    const empty = await visit('/?promoCode=%20');
    expect([empty.response.status, empty.location, empty.flash]).toEqual([303, '/', null]);
    const long = await visit(`/?promoCode=${'A'.repeat(65)}`);
    expect(long.applyPromoCode).not.toHaveBeenCalled();
    expect(long.flash?.code).toBe('PROMO_CODE_NOT_VALID');
  });

  it('keeps the redirect on the shop for a crafted path', async () => {
    expect((await visit('//evil.example/x/?promoCode=X')).location).toBe('/evil.example/x/');
  });
});
