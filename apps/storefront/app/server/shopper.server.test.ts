import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOf, commerce } from './commerce.server';
import { type Shopper, shopperChanged, shopperContext, shopperMiddleware } from './shopper.server';

afterEach(() => vi.restoreAllMocks());

/** Runs the shopper middleware for a request with these cookies; returns the shopper and the response. */
async function visit(cookie: string | null, during?: (context: RouterContextProvider) => void) {
  const context = new RouterContextProvider();
  const request = new Request('http://shop.test/', cookie === null ? {} : { headers: { cookie } });
  let shopper: Shopper | undefined;
  const response = await shopperMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      during?.(context);
      shopper = context.get(shopperContext);
      return new Response('ok');
    },
  );
  return { shopper: shopper as Shopper, response: response as Response, changed: shopperChanged(context) };
}

describe('shopperMiddleware', () => {
  it('makes a permId for a first visit, marks the shopper new and sets the cookie', async () => {
    const { shopper, response } = await visit(null);
    expect(shopper.isNew).toBe(true);
    expect(shopper.permId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Set-Cookie')).toContain(`permId=${shopper.permId};`);
  });

  it("keeps a returning shopper's permId without setting a cookie; an invalid one counts as a first visit", async () => {
    const returning = await visit('permId=returning-1234');
    expect(returning.shopper).toMatchObject({ permId: 'returning-1234', isNew: false });
    expect(returning.response.headers.get('Set-Cookie')).toBeNull();
    const invalid = await visit('permId=bad!');
    expect(invalid.shopper.isNew).toBe(true);
    expect(invalid.shopper.permId).not.toBe('bad!');
  });

  it('tells when a later middleware replaced the shopper', async () => {
    expect((await visit('permId=returning-1234')).changed).toBe(false);
    const adopted = await visit('permId=returning-1234', (context) =>
      context.set(shopperContext, { ...context.get(shopperContext), fitment: null }),
    );
    expect(adopted.changed).toBe(true);
  });
});

describe('cartOf', () => {
  it('answers the empty cart for a new shopper without asking the API', async () => {
    const getCart = vi.spyOn(commerce, 'getCart');
    expect(await cartOf({ permId: 'new-visitor-1', isNew: true })).toEqual({
      ok: true,
      data: { permId: 'new-visitor-1', items: [], itemCount: 0, total: 0 },
    });
    expect(getCart).not.toHaveBeenCalled();
  });

  it("reads a returning shopper's cart from the API every time", async () => {
    const cart = { permId: 'returning-1234', items: [], itemCount: 2, total: 100 };
    const getCart = vi.spyOn(commerce, 'getCart').mockResolvedValue({ ok: true, data: cart });
    await cartOf({ permId: 'returning-1234', isNew: false });
    expect(await cartOf({ permId: 'returning-1234', isNew: false })).toEqual({ ok: true, data: cart });
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(getCart).toHaveBeenCalledWith('returning-1234');
  });
});
