import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptsGzip,
  createTtlCache,
  type DocumentRender,
  documentCacheKey,
  fillDocumentTemplate,
  fillGzipDocumentTemplate,
  toDocumentTemplate,
} from './cache.server';

afterEach(() => vi.useRealTimers());

describe('createTtlCache', () => {
  it('shares one load between concurrent callers and keeps it for the TTL', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures or answers it is told not to keep', async () => {
    const cache = createTtlCache<{ ok: boolean }>({ ttlMs: 60_000, maxEntries: 10 });
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cache.get('a', failing)).rejects.toThrow('down');
    await cache.get(
      'b',
      async () => ({ ok: false }),
      (v) => v.ok,
    );
    const fresh = vi.fn(async () => ({ ok: true }));
    await cache.get('a', fresh);
    await cache.get('b', fresh);
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('evicts the oldest entries past its size', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    const load = vi.fn(async () => 'again');
    expect(await cache.get('a', load)).toBe('again');
    expect(await cache.get('c', load)).toBe('c');
  });

  it('drops expired answers with the next load, not only when full', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 100 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    vi.advanceTimersByTime(500);
    await cache.get('d', async () => 'd');
    expect(cache.size()).toBe(4);
    vi.advanceTimersByTime(501);
    await cache.get('e', async () => 'e');
    expect(cache.size()).toBe(2);
  });
});

const ALICE = '6a0c4a56-2d2e-4f43-9d0e-7f1f1c2b3a01';
const BOB = '0f5e8a0e-7c1b-4d7e-8e55-2b9f3c4d5e02';

/** The category page as the server entry sees it for a shopper with an empty cart and no vehicle. */
function render(permId: string, change: Partial<DocumentRender> = {}): DocumentRender {
  return {
    request: new Request('http://shop.test/c/interior/?sort=price-asc'),
    status: 200,
    headers: new Headers({ 'Cache-Control': 'no-cache' }),
    loaderData: {
      root: {
        permId,
        fitment: null,
        garage: [],
        cart: { permId, items: [], itemCount: 0, total: 0 },
        site: 'fitkit',
      },
      category: { routeName: 'category', catalogue: { name: 'Interior', products: [{ skuSlug: 'pl1-1' }] } },
    },
    actionData: null,
    errors: null,
    permId,
    shopperChanged: false,
    ...change,
  };
}

/** The same page with the root loader's answer changed. */
function withRoot(permId: string, root: Record<string, unknown>): DocumentRender {
  const base = render(permId);
  return render(permId, {
    loaderData: { ...base.loaderData, root: { ...(base.loaderData.root as object), ...root } },
  });
}

describe('documentCacheKey', () => {
  it('gives shoppers with empty carts the same key for the same page', () => {
    const key = documentCacheKey(render(ALICE));
    expect(key).toEqual(expect.any(String));
    expect(documentCacheKey(render(BOB))).toBe(key);
  });

  it('tells pages apart by URL and by every loader answer (vehicle, garage, listing)', () => {
    const key = documentCacheKey(render(ALICE));
    const wrangler = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
    const others = [
      render(ALICE, { request: new Request('http://shop.test/c/interior/?sort=name') }),
      render(ALICE, { request: new Request('http://shop.test/c/exterior/?sort=price-asc') }),
      withRoot(ALICE, { fitment: wrangler }),
      withRoot(ALICE, { garage: [{ id: 'jeep-wrangler-2021' }] }),
      render(ALICE, {
        loaderData: { ...render(ALICE).loaderData, category: { routeName: 'category-mmy', catalogue: {} } },
      }),
    ].map(documentCacheKey);
    expect(others).not.toContain(null);
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  it("never shares a page whose cart has something in it, or whose cart is unknown or not the shopper's", () => {
    const item = { itemId: 'i1', productId: 7, qty: 1 };
    expect(
      documentCacheKey(withRoot(ALICE, { cart: { permId: ALICE, items: [item], itemCount: 1, total: 999 } })),
    ).toBeNull();
    expect(documentCacheKey(withRoot(ALICE, { cart: null }))).toBeNull();
    expect(
      documentCacheKey(withRoot(ALICE, { cart: { permId: BOB, items: [], itemCount: 0, total: 0 } })),
    ).toBeNull();
    expect(documentCacheKey(withRoot(ALICE, { permId: BOB }))).toBeNull();
  });

  it('renders every time what is not a plain successful GET', () => {
    const page = 'http://shop.test/c/interior/';
    expect(documentCacheKey(render(ALICE, { request: new Request(page, { method: 'POST' }) }))).toBeNull();
    expect(documentCacheKey(render(ALICE, { status: 404 }))).toBeNull();
    expect(documentCacheKey(render(ALICE, { errors: { category: new Error('down') } }))).toBeNull();
    expect(documentCacheKey(render(ALICE, { actionData: { category: { ok: true } } }))).toBeNull();
  });

  it('never shares a page that sets a cookie or changed the shopper on the way', () => {
    const headers = new Headers({ 'Set-Cookie': 'fitment=2021|jeep|wrangler; Path=/' });
    expect(documentCacheKey(render(ALICE, { headers }))).toBeNull();
    expect(documentCacheKey(render(ALICE, { shopperChanged: true }))).toBeNull();
  });

  it('renders editor previews and forced reloads every time', () => {
    for (const query of ['_storyblok=123', '_storyblok_tk[space_id]=1', 'timeTravel=2026-12-01', 'z=1']) {
      const request = new Request(`http://shop.test/c/interior/?${query}`);
      expect(documentCacheKey(render(ALICE, { request })), query).toBeNull();
    }
  });

  it("does not share a page where the permId shows anywhere but the shopper's own fields", () => {
    // A permId cookie chosen to match page content must not make that content the per-shopper part.
    const slug = 'lloyd-mats-select';
    const page = render(slug);
    const category = { routeName: 'category', catalogue: { products: [{ skuSlug: slug }] } };
    expect(documentCacheKey({ ...page, loaderData: { ...page.loaderData, category } })).toBeNull();
    expect(documentCacheKey(render('routeName'))).toBeNull();
    expect(documentCacheKey(render('first-visit-1234'))).not.toBeNull();
  });

  it('shares a page with dates in its loader data, which JSON shows whole', () => {
    const page = render(ALICE);
    const at = (iso: string) => ({ ...page.loaderData, category: { updatedAt: new Date(iso) } });
    const first = documentCacheKey({ ...page, loaderData: at('2026-11-22T00:00:00Z') });
    expect(first).not.toBeNull();
    expect(documentCacheKey({ ...page, loaderData: at('2026-11-22T00:00:01Z') })).not.toBe(first);
  });

  it('shares a page whose prefetched queries differ only in when the server fetched them', () => {
    const page = render(ALICE);
    const home = (fetchedAt: number, name = 'Interior') => ({
      ...page.loaderData,
      home: {
        dehydratedState: {
          mutations: [],
          queries: [
            {
              queryHash: '["commerce","catalogue",{"route":"category"}]',
              queryKey: ['commerce', 'catalogue', { route: 'category' }],
              state: { data: { name }, dataUpdatedAt: fetchedAt, status: 'success' },
              dehydratedAt: fetchedAt + 1,
            },
          ],
        },
      },
    });
    const first = documentCacheKey({ ...page, loaderData: home(1_000) });
    expect(first).not.toBeNull();
    expect(documentCacheKey({ ...page, loaderData: home(2_000) })).toBe(first);
    expect(documentCacheKey({ ...page, loaderData: home(2_000, 'Exterior') })).not.toBe(first);
  });

  it('does not share a page whose loader data JSON cannot show (streamed promises, maps, class instances)', () => {
    const page = render(ALICE);
    for (const odd of [
      Promise.resolve(1),
      new Map([['a', 1]]),
      10n,
      () => 1,
      new (class Money {
        cents = 100;
      })(),
    ]) {
      const loaderData = { ...page.loaderData, category: { later: odd } };
      expect(documentCacheKey({ ...page, loaderData })).toBeNull();
    }
  });
});

// Two nonces of the form createNonce makes (22 base64url characters).
const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const NONCE_B = 'b-b_bbbbbbbbbbbbbbbbbb';

describe('document templates', () => {
  const doc = (permId: string, nonce: string) =>
    `<html><p>Öl & Räder ✓</p><script nonce="${nonce}">["permId","${permId}","cart"]</script>` +
    `<script type="module" nonce="${nonce}">import "/a.js"</script></html>`;

  it("puts each response's own permId and nonce where the first render's were", () => {
    const template = toDocumentTemplate(doc(ALICE, NONCE_A), { permId: ALICE, nonce: NONCE_A });
    expect(template).not.toBeNull();
    if (!template) return;
    expect(fillDocumentTemplate(template, { permId: BOB, nonce: NONCE_B }).toString()).toBe(
      doc(BOB, NONCE_B),
    );
    expect(fillDocumentTemplate(template, { permId: ALICE, nonce: NONCE_A }).toString()).toBe(
      doc(ALICE, NONCE_A),
    );
  });

  it('keeps no template unless the permId is in the document exactly once', () => {
    const fill = (permId: string) => ({ permId, nonce: NONCE_A });
    expect(toDocumentTemplate('<p>no id here</p>', fill(ALICE))).toBeNull();
    expect(toDocumentTemplate(`<p>${ALICE}</p><script>"${ALICE}"</script>`, fill(ALICE))).toBeNull();
    expect(toDocumentTemplate('<p>aaaaaaaaa</p>', fill('aaaaaaaa'))).toBeNull();
  });
});

describe('gzip document templates', () => {
  // Long and repetitive on both sides of the permId, as a real document is, so both parts really compress.
  const page = (permId: string, nonce: string) =>
    `<html><head><script nonce="${nonce}">1</script></head><body>` +
    `${'<a href="/c/interior/floor-mats/">Floor Mats – Öl ✓</a>'.repeat(400)}` +
    `<script nonce="${nonce}">["permId","${permId}","cart",{"items":[]}]</script>` +
    `${'<p class="fk-footer">Räder</p>'.repeat(300)}<script nonce="${nonce}">2</script></body></html>`;

  it('decompresses to the same document as the plain copy, for every response', () => {
    const template = toDocumentTemplate(page(ALICE, NONCE_A), { permId: ALICE, nonce: NONCE_A });
    expect(template).not.toBeNull();
    if (!template) return;
    for (const [permId, nonce] of [
      [ALICE, NONCE_B],
      [BOB, NONCE_A],
      ['returning-1234', NONCE_B],
    ] as const) {
      const body = fillGzipDocumentTemplate(template, { permId, nonce });
      expect(gunzipSync(body).toString()).toBe(page(permId, nonce));
      expect(body.length).toBeLessThan(page(permId, nonce).length / 5);
    }
  });
});

describe('acceptsGzip', () => {
  const accepts = (value: string | null) =>
    acceptsGzip(
      new Request('http://shop.test/', value === null ? {} : { headers: { 'Accept-Encoding': value } }),
    );

  it('takes gzip when the browser names it or anything, with a weight above 0', () => {
    expect(accepts('gzip, deflate, br, zstd')).toBe(true);
    expect(accepts('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(accepts('*')).toBe(true);
  });

  it('sends plain HTML when gzip is not asked for or refused', () => {
    expect(accepts(null)).toBe(false);
    expect(accepts('br, deflate')).toBe(false);
    expect(accepts('identity')).toBe(false);
    expect(accepts('gzip;q=0')).toBe(false);
    expect(accepts('gzip;q=0, *')).toBe(false);
    expect(accepts('*;q=0')).toBe(false);
  });
});
