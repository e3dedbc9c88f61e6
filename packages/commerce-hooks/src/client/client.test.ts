import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from './client';
import { CommerceRequestError, unwrap } from './errors';
import type { Cart } from './types';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
}

const emptyCart: Cart = { permId: 'perm-0001', items: [], itemCount: 0, total: 0 };

/** A network test double: records each request and answers with the given responder. */
function fakeFetch(
  respond: (request: Request) => Response | Promise<Response> = () => Response.json(emptyCart),
) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request) => {
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? JSON.parse(text) : undefined,
      signal: request.signal,
    });
    return respond(request);
  };
  return { fetch, requests };
}

/** A network test double answering every request with the API's 404 NOT_FOUND body. */
function notFoundFetch(message: string) {
  return fakeFetch(() => Response.json({ statusCode: 404, code: 'NOT_FOUND', message }, { status: 404 }));
}

function client(fetch: (request: Request) => Promise<Response>, timeoutMs?: number) {
  return createCommerceClient({
    baseUrl: 'http://127.0.0.1:3001/',
    site: 'fitkit',
    fetch,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createCommerceClient', () => {
  it('builds URLs and sends x-site on every cart call', async () => {
    const { fetch, requests } = fakeFetch();
    const api = client(fetch);
    await api.getCart('perm-0001');
    await api.addCartItems('perm-0001', [
      { productId: 7, qty: 2, fitmentData: { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' } },
    ]);
    await api.updateCartItem('perm-0001', 'item/1', 3);
    await api.removeCartItem('perm-0001', 'item-1');
    await api.clearCart('perm-0001');
    expect(requests.map((r) => [r.method, r.url, r.headers['x-site']])).toEqual([
      ['GET', 'http://127.0.0.1:3001/cart/perm-0001', 'fitkit'],
      ['POST', 'http://127.0.0.1:3001/cart/perm-0001/items', 'fitkit'],
      ['PATCH', 'http://127.0.0.1:3001/cart/perm-0001/items/item%2F1', 'fitkit'],
      ['DELETE', 'http://127.0.0.1:3001/cart/perm-0001/items/item-1', 'fitkit'],
      ['DELETE', 'http://127.0.0.1:3001/cart/perm-0001', 'fitkit'],
    ]);
    expect(requests[1]?.body).toEqual({
      productList: [
        { productId: 7, qty: 2, fitmentData: { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' } },
      ],
    });
    expect(requests[1]?.headers['content-type']).toBe('application/json');
    expect(requests[2]?.body).toEqual({ qty: 3 });
  });

  it('does not send x-site on catalogue calls and sends the vehicle and paging as query', async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ route: 'mmy', products: [] }));
    const result = await client(fetch).getCatalogue({
      route: 'mmy',
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      year: 2021,
      page: 2,
      sort: 'price-asc',
    });
    expect(result.ok).toBe(true);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/catalogue');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route: 'mmy',
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      year: '2021',
      page: '2',
      sort: 'price-asc',
    });
    expect(requests[0]?.headers['x-site']).toBeUndefined();
  });

  it('asks for brands, with the vehicle as query when given', async () => {
    const brands = { brands: [{ slug: 'lloyds', name: 'Lloyd Mats', productCount: 12 }] };
    const { fetch, requests } = fakeFetch(() => Response.json(brands));
    const all = await client(fetch).getBrands();
    expect(all).toEqual({ ok: true, data: brands });
    expect(new URL(requests[0]!.url).pathname).toBe('/brands');
    expect(new URL(requests[0]!.url).search).toBe('');
    await client(fetch).getBrands({ makeSlug: 'ford', modelSlug: 'f-150', year: 2018 });
    const url = new URL(requests[1]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      makeSlug: 'ford',
      modelSlug: 'f-150',
      year: '2018',
    });
  });

  it('reports a brands 404 as an http error', async () => {
    const { fetch } = notFoundFetch('Invalid Make/Model from url');
    const result = await client(fetch).getBrands({ makeSlug: 'delorean' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' });
  });

  it('asks for search suggestions with the trimmed text and the vehicle', async () => {
    const suggestions = { query: 'floor', products: [], queries: ['floor mats'] };
    const { fetch, requests } = fakeFetch(() => Response.json(suggestions));
    const result = await client(fetch).suggestSearch('  floor ', {
      year: 2021,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
    });
    expect(result).toEqual({ ok: true, data: suggestions });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/search/suggest');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'floor',
      year: '2021',
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
    });
    await client(fetch).suggestSearch('mats');
    expect(Object.fromEntries(new URL(requests[1]!.url).searchParams)).toEqual({ q: 'mats' });
  });

  it('looks up a search redirect and reports none as a 404', async () => {
    const redirect = { terms: ['floor mats'], url: '/c/interior/floor-mats/' };
    const found = fakeFetch(() => Response.json(redirect));
    expect(await client(found.fetch).getSearchRedirect(' Floor Mats ')).toEqual({ ok: true, data: redirect });
    const url = new URL(found.requests[0]!.url);
    expect(url.pathname).toBe('/search/redirect');
    expect(url.searchParams.get('q')).toBe('Floor Mats');
    const missing = notFoundFetch('No search redirect for this query');
    const result = await client(missing.fetch).getSearchRedirect('brake pads');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' });
  });

  it('posts a newsletter sign-up with the form name only when given, without x-site', async () => {
    const subscription = { email: 'shopper@example.test', formName: 'footer', status: 'subscribed' };
    const { fetch, requests } = fakeFetch(() => Response.json(subscription, { status: 201 }));
    expect(await client(fetch).subscribeNewsletter('shopper@example.test', 'footer')).toEqual({
      ok: true,
      data: subscription,
    });
    await client(fetch).subscribeNewsletter('shopper@example.test');
    expect(requests.map((r) => [r.method, r.url, r.headers['x-site'], r.body])).toEqual([
      [
        'POST',
        'http://127.0.0.1:3001/newsletter/subscriptions',
        undefined,
        { email: 'shopper@example.test', formName: 'footer' },
      ],
      [
        'POST',
        'http://127.0.0.1:3001/newsletter/subscriptions',
        undefined,
        { email: 'shopper@example.test' },
      ],
    ]);
  });

  it('hands back a rejected newsletter e-mail with its message', async () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Please enter a valid Email',
      issues: [{ path: 'body.email', message: 'Please enter a valid Email' }],
    };
    const { fetch } = fakeFetch(() => Response.json(body, { status: 400 }));
    const result = await client(fetch).subscribeNewsletter('nope');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Please enter a valid Email',
        issues: body.issues,
      },
    });
  });

  it('keeps the mark of a message the API wrote for shoppers', async () => {
    const body = {
      statusCode: 410,
      code: 'PAY_LINK_EXPIRED',
      message: 'This link has expired',
      forShopper: true,
    };
    const { fetch } = fakeFetch(() => Response.json(body, { status: 410 }));
    const result = await client(fetch).subscribeNewsletter('shopper@example.test');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 410,
        code: 'PAY_LINK_EXPIRED',
        message: 'This link has expired',
        forShopper: true,
      },
    });
  });

  it('posts the unsubscribe token and reports an unknown one as a 404', async () => {
    const done = { email: 'shopper@example.test', status: 'unsubscribed' };
    const found = fakeFetch(() => Response.json(done));
    expect(await client(found.fetch).unsubscribeNewsletter('tok_en-1')).toEqual({ ok: true, data: done });
    expect(found.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:3001/newsletter/unsubscribe',
      body: { token: 'tok_en-1' },
    });
    const missing = notFoundFetch('This unsubscribe link is not valid');
    const result = await client(missing.fetch).unsubscribeNewsletter('unknown');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' });
  });

  it('asks for the sitemap index and a page of one kind', async () => {
    const index = { sitemaps: [{ kind: 'products', pages: 2 }] };
    const page = { kind: 'products', page: 2, pageSize: 5000, paths: ['/p/a/'] };
    const { fetch, requests } = fakeFetch((request) =>
      Response.json(new URL(request.url).pathname === '/sitemap' ? index : page),
    );
    expect(await client(fetch).getSitemapIndex()).toEqual({ ok: true, data: index });
    expect(await client(fetch).getSitemapPage('products', 2)).toEqual({ ok: true, data: page });
    const url = new URL(requests[1]!.url);
    expect(url.pathname).toBe('/sitemap/products');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('asks for fitment options with only the levels before the type', async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ type: 'model', options: [] }));
    await client(fetch).getFitmentOptions('model', {
      year: 2021,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      bodySlug: '4-door',
    });
    expect(requests[0]?.url).toBe('http://127.0.0.1:3001/fitment/options/model?year=2021&makeSlug=jeep');
  });

  it('sends the permId header on product calls only when given', async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ productLineSlug: 'winch' }));
    const api = client(fetch);
    await api.getProduct(
      'winch-9500',
      { skuSlug: 'black', year: 2021, makeSlug: 'jeep' },
      { permId: 'perm-0001' },
    );
    await api.getProduct('winch-9500');
    expect(requests[0]?.url).toBe(
      'http://127.0.0.1:3001/product/winch-9500?skuSlug=black&year=2021&makeSlug=jeep',
    );
    expect(requests[0]?.headers['x-perm-id']).toBe('perm-0001');
    expect(requests[1]?.headers['x-perm-id']).toBeUndefined();
  });

  it('posts drill choices to order-controls, encoding a slug with a slash', async () => {
    const drill = { type: 'none' };
    const { fetch, requests } = fakeFetch(() => Response.json(drill));
    const api = client(fetch);
    const body = { selections: [{ type: 'color', value: 'black' }], groupValue: null };
    expect(unwrap(await api.getOrderControls('floor-mats', body))).toEqual(drill);
    await api.getOrderControls('street-wheels/black', { selections: [] });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://127.0.0.1:3001/order-controls/floor-mats', body],
      ['POST', 'http://127.0.0.1:3001/order-controls/street-wheels%2Fblack', { selections: [] }],
    ]);
  });

  it('asks for recommendation lists as a comma list with the vehicle and shopper', async () => {
    const lists = { similar: [], related: [], recent: [], recommended: [] };
    const { fetch, requests } = fakeFetch(() => Response.json(lists));
    const api = client(fetch);
    const result = await api.getRecommendations({
      types: ['similar', 'recent'],
      productLineSlug: 'winch-9500',
      permId: 'perm-0001',
      year: 2021,
      makeSlug: 'jeep',
    });
    expect(unwrap(result)).toEqual(lists);
    expect(requests[0]?.url).toBe(
      'http://127.0.0.1:3001/recommendations?productLineSlug=winch-9500&permId=perm-0001&year=2021&makeSlug=jeep&types=similar%2Crecent',
    );
  });

  it('hands back the types rejection as an http error', async () => {
    const message = 'You have to pass types through so we know what to request.';
    const { fetch } = fakeFetch(() =>
      Response.json({ statusCode: 400, code: 'VALIDATION_ERROR', message }, { status: 400 }),
    );
    const result = await client(fetch).getRecommendations({ types: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 400, message });
  });

  it('calls the global id and vehicle routes', async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ permId: 'perm-0001', globalId: 'g-1' }));
    const api = client(fetch);
    expect(unwrap(await api.getGlobalId('perm-0001'))).toEqual({ permId: 'perm-0001', globalId: 'g-1' });
    await api.getVehicle({ makeSlug: 'jeep', modelSlug: 'wrangler' });
    expect(requests.map((r) => r.url)).toEqual([
      'http://127.0.0.1:3001/global-id?permId=perm-0001',
      'http://127.0.0.1:3001/fitment/vehicle?makeSlug=jeep&modelSlug=wrangler',
    ]);
  });

  it('maps the API error body to an http error value', async () => {
    const { fetch } = fakeFetch(() =>
      Response.json(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Invalid input',
          issues: [{ path: 'productList.0.qty', message: 'Too big' }],
        },
        { status: 400 },
      ),
    );
    const result = await client(fetch).addCartItems('perm-0001', [{ productId: 1, qty: 100 }]);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        issues: [{ path: 'productList.0.qty', message: 'Too big' }],
      },
    });
  });

  it('maps a non-JSON error answer to an http error with code UNKNOWN', async () => {
    const { fetch } = fakeFetch(
      () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    const result = await client(fetch).getCart('perm-0001');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status: 502, code: 'UNKNOWN', message: 'Bad Gateway' },
    });
  });

  it('maps an unreadable 2xx body to a parse error', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<html>', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const result = await client(fetch).getCart('perm-0001');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('parse');
    const empty = await client(fakeFetch(() => new Response('', { status: 200 })).fetch).getCart('perm-0001');
    expect(!empty.ok && empty.error.kind).toBe('parse');
  });

  it('maps a failed fetch to a network error', async () => {
    const result = await client(async () => {
      throw new TypeError('fetch failed');
    }).getCart('perm-0001');
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'fetch failed' } });
  });

  it('times out after the configured time, aborting the request, even if fetch ignores the signal', async () => {
    vi.useFakeTimers();
    // Spied rather than read from the recorded Request: a Request's signal follows ours through a weak reference,
    // so after a garbage collection (it happened on a loaded CI) it may never see the abort in this test double.
    const abort = vi.spyOn(AbortController.prototype, 'abort');
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}));
    const pending = client(fetch, 1000).getCart('perm-0001');
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    expect(abort).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(abort).toHaveBeenCalled();
    abort.mockRestore();
  });

  it('defaults to a 30 s timeout', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}));
    const pending = client(fetch).getCart('perm-0001');
    await vi.advanceTimersByTimeAsync(29_999);
    const race = await Promise.race([pending, Promise.resolve('waiting')]);
    expect(race).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('combines the caller signal with the timeout', async () => {
    const { fetch, requests } = fakeFetch(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client(fetch).getCart('perm-0001', { signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    // (The recorded Request's own signal is not checked: undici holds the controller behind it only weakly, so
    // after a garbage collection it can no longer follow the abort, which made that check flaky.)
    expect(await client(fetch).getCart('perm-0001', { signal: controller.signal })).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    // An already-aborted caller signal never reaches the network.
    expect(requests).toHaveLength(1);
  });

  it('stops every call when the client signal aborts (a server request that went away)', async () => {
    const { fetch, requests } = fakeFetch(() => new Promise<Response>(() => {}));
    const request = new AbortController();
    const api = createCommerceClient({
      baseUrl: 'http://127.0.0.1:3001/',
      site: 'fitkit',
      fetch,
      signal: request.signal,
    });
    const pending = api.getCatalogue({ route: 'category' }, { signal: new AbortController().signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    request.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(await api.getCart('perm-0001')).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(requests).toHaveLength(1);
  });

  it('sends the client permId on product calls that name none', async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ productLineSlug: 'winch' }));
    const api = createCommerceClient({
      baseUrl: 'http://127.0.0.1:3001/',
      site: 'fitkit',
      fetch,
      permId: 'perm-0001',
    });
    await api.getProduct('winch-9500');
    await api.getProduct('winch-9500', {}, { permId: 'perm-0002' });
    expect(requests.map((request) => request.headers['x-perm-id'])).toEqual(['perm-0001', 'perm-0002']);
  });

  it('unwrap returns data or throws a CommerceRequestError carrying the value', async () => {
    expect(unwrap({ ok: true, data: 1 })).toBe(1);
    const error = { kind: 'http', status: 404, code: 'ITEM_NOT_FOUND', message: 'No such item' } as const;
    try {
      unwrap({ ok: false, error });
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(CommerceRequestError);
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as CommerceRequestError).error).toBe(error);
      expect((thrown as CommerceRequestError).status).toBe(404);
      expect((thrown as CommerceRequestError).code).toBe('ITEM_NOT_FOUND');
      expect((thrown as Error).message).toBe('404 ITEM_NOT_FOUND: No such item');
    }
  });

  it('resolves a relative base URL against the page and sends extra headers', async () => {
    vi.stubGlobal('location', { origin: 'http://shop.test:3000' });
    try {
      const { fetch, requests } = fakeFetch();
      await createCommerceClient({
        baseUrl: '/api/',
        site: 'fitkit',
        fetch,
        headers: { 'x-forwarded-for': '10.0.0.1' },
      }).getCart('perm-0001');
      expect(requests[0]?.url).toBe('http://shop.test:3000/api/cart/perm-0001');
      expect(requests[0]?.headers['x-forwarded-for']).toBe('10.0.0.1');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('decodeVin', () => {
  it('sends the trimmed VIN in the path and returns the lookup', async () => {
    const lookup = {
      vin: '1FTFW1ET9DFC10312',
      decoded: { year: 2013, make: 'Ford', model: 'F-150' },
      fitment: { year: 2013, makeSlug: 'ford', modelSlug: 'f-150' },
      vehicle: { year: 2013, make: { slug: 'ford', name: 'Ford' }, model: { slug: 'f-150', name: 'F-150' } },
    };
    const { fetch, requests } = fakeFetch(() => Response.json(lookup));
    const result = await client(fetch).decodeVin(' 1FTFW1ET9DFC10312 ');
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://127.0.0.1:3001/vin/1FTFW1ET9DFC10312'],
    ]);
    expect(result).toEqual({ ok: true, data: lookup });
  });

  it('turns a vehicle we do not sell for into a NOT_FOUND error with the message to show', async () => {
    const message = 'We decoded this VIN as 1997 Chevrolet Corvette, which is not in our catalogue yet.';
    const { fetch } = fakeFetch(() =>
      Response.json(
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          message,
          vin: '1G1YY22G3V5123456',
          decoded: { year: 1997, make: 'Chevrolet', model: 'Corvette' },
          fitment: null,
          vehicle: null,
        },
        { status: 404 },
      ),
    );
    const result = await client(fetch).decodeVin('1G1YY22G3V5123456');
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 404, code: 'NOT_FOUND', message } });
  });

  it('passes a bad check digit through as a validation error with its issue', async () => {
    const message =
      "The check digit (9th character) of this VIN should be '9' but is '5'; please check it for typos.";
    const { fetch } = fakeFetch(() =>
      Response.json(
        { statusCode: 400, code: 'VALIDATION_ERROR', message, issues: [{ path: 'params.vin', message }] },
        { status: 400 },
      ),
    );
    const result = await client(fetch).decodeVin('1FTFW1ET5DFC10312');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        code: 'VALIDATION_ERROR',
        message,
        issues: [{ path: 'params.vin', message }],
      },
    });
  });
});
