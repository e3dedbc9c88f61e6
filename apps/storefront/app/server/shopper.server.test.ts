import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOf, createRequestClient } from './commerce.server';
import { declarePage, type PageKind, pageKindMiddleware } from './page-kind.server';
import {
  type Shopper,
  shopperChanged,
  shopperContext,
  shopperMiddleware,
  trailingSlashMiddleware,
} from './shopper.server';

afterEach(() => vi.restoreAllMocks());

/**
 * Runs the shopper middleware (inside the page-kind one, as the root does) for a request with these cookies to a
 * page of `kind`; returns the shopper and the response.
 */
async function visit(
  cookie: string | null,
  during?: (context: RouterContextProvider) => void,
  headers: Record<string, string> = {},
  { kind = 'public', method = 'GET' }: { kind?: PageKind; method?: string } = {},
) {
  const context = new RouterContextProvider();
  const request = new Request('http://shop.test/', {
    method,
    headers: cookie === null ? headers : { ...headers, cookie },
  });
  let shopper: Shopper | undefined;
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '' };
  const response = await pageKindMiddleware(
    args,
    async () =>
      (await shopperMiddleware(args, async () => {
        declarePage(context, kind);
        during?.(context);
        shopper = context.get(shopperContext);
        return new Response('ok');
      })) as Response,
  );
  return { shopper: shopper as Shopper, response: response as Response, changed: shopperChanged(context) };
}

describe('shopperMiddleware', () => {
  it('makes a permId for a first visit and marks the shopper new; a private page or an action sets its cookie', async () => {
    const { shopper } = await visit(null, undefined, {}, { kind: 'private' });
    expect(shopper.isNew).toBe(true);
    // 128 random bits: the permId is the key to the cart.
    expect(shopper.permId).toMatch(/^[0-9a-f]{32}$/);
    expect((await visit(null)).shopper.permId).not.toBe(shopper.permId);
    const privatePage = await visit(null, undefined, {}, { kind: 'private' });
    expect(privatePage.response.headers.get('Set-Cookie')).toContain(`permId=${privatePage.shopper.permId};`);
    const action = await visit(null, undefined, {}, { method: 'POST' });
    expect(action.response.headers.get('Set-Cookie')).toContain(`permId=${action.shopper.permId};`);
  });

  it('sets no cookie on a public page: a CDN may share it', async () => {
    const { shopper, response } = await visit(null);
    expect(shopper.isNew).toBe(true);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it("keeps a returning shopper's permId without setting a cookie; an invalid one counts as a first visit", async () => {
    const returning = await visit('permId=returning-1234');
    expect(returning.shopper).toMatchObject({ permId: 'returning-1234', isNew: false });
    expect(returning.response.headers.get('Set-Cookie')).toBeNull();
    const invalid = await visit('permId=bad!');
    expect(invalid.shopper.isNew).toBe(true);
    expect(invalid.shopper.permId).not.toBe('bad!');
    const wishlist = await visit('permId=user-1234-wishlist');
    expect(wishlist.shopper.isNew).toBe(true);
    expect(wishlist.shopper.permId).not.toMatch(/-wishlist$/);
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
    const getCart = vi.fn();
    expect(await cartOf({ permId: 'new-visitor-1', isNew: true }, { getCart })).toEqual({
      ok: true,
      data: { permId: 'new-visitor-1', items: [], itemCount: 0, total: 0 },
    });
    expect(getCart).not.toHaveBeenCalled();
  });

  it("reads a returning shopper's cart from the API every time", async () => {
    const cart = { permId: 'returning-1234', items: [], itemCount: 2, total: 100 };
    const getCart = vi.fn().mockResolvedValue({ ok: true, data: cart });
    await cartOf({ permId: 'returning-1234', isNew: false }, { getCart });
    expect(await cartOf({ permId: 'returning-1234', isNew: false }, { getCart })).toEqual({
      ok: true,
      data: cart,
    });
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(getCart).toHaveBeenCalledWith('returning-1234');
  });
});

describe('trailingSlashMiddleware', () => {
  /** The Location the middleware answers for a raw request target, or null when it lets the request through. */
  async function slashRedirect(target: string) {
    const request = new Request(`http://shop.test${target}`);
    const response = (await trailingSlashMiddleware(
      { request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: '' },
      async () => new Response('page'),
    )) as Response;
    return response.status === 301 ? response.headers.get('Location') : null;
  }

  it('adds the slash and keeps the query', async () => {
    expect(await slashRedirect('/c/lift-kits?sort=price')).toBe('/c/lift-kits/?sort=price');
    expect(await slashRedirect('/c/lift-kits/')).toBeNull();
    expect(await slashRedirect('/sitemap.xml')).toBeNull();
  });

  it.each([
    ['//evil.example/x', '/evil.example/x/'],
    ['/\\evil.example/x', '/evil.example/x/'],
    ['/\\/evil.example/x', '/evil.example/x/'],
    ['///evil.example/x?y=1', '/evil.example/x/?y=1'],
    ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x/'],
    ['/%5Cevil', '/%5Cevil/'],
    ['/\t/evil.example/x', '/evil.example/x/'],
  ])('keeps %j on the shop (%s)', async (target, location) => {
    const answered = await slashRedirect(target);
    expect(answered).toBe(location);
    expect(new URL(answered ?? '', 'https://shop.test/').origin).toBe('https://shop.test');
  });
});

describe('createRequestClient', () => {
  it("forwards the shopper's permId cookie, which the API needs on their cart paths, and their IP", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
    const client = createRequestClient({
      signal: new AbortController().signal,
      shopper: { permId: 'returning-1234', ip: '203.0.113.9' },
      cache: 'none',
    });
    await client.getCart('returning-1234');
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toMatch(/\/cart\/returning-1234$/);
    expect(request.headers.get('cookie')).toBe('permId=returning-1234');
    expect(request.headers.get('x-client-ip')).toBe('203.0.113.9');
  });
});

describe('the shopper IP', () => {
  it('is read from the header the shop server sets, and only when it is an IP address', async () => {
    for (const [header, ip] of [
      ['198.51.100.4', '198.51.100.4'],
      ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
      ['not-an-ip', null],
      ['198.51.100.4, 10.0.0.1', null],
    ] as const) {
      const { shopper } = await visit(null, undefined, { 'x-client-ip': header });
      expect(shopper.ip).toBe(ip);
    }
    expect((await visit(null)).shopper.ip).toBeNull();
  });
});
