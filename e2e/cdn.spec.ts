import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_PURGE_SECRET } from './purge-secret';

// A public page's HTML depends only on its URL and the vehicle (ARCHITECTURE.md, "Public and private pages"), so
// a CDN can keep it; a private page is never kept.

const VEHICLE = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
const vehicleCookie = `fitmentData=${encodeURIComponent(JSON.stringify(VEHICLE))}`;

/** A browser's cookies as a header: its permId (made by the first add to cart) and its garage, with the vehicle. */
async function shopper(baseURL: string, garage: object[], parts: number): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const claimed = await context.post('/shopper/', { form: {} });
  const { permId } = (await claimed.json()) as { permId: string };
  const listing = await context.get('/api/catalogue?route=search&q=bumper');
  const { products } = (await listing.json()) as { products: { productId: number }[] };
  const added = await context.post(`/api/cart/${permId}/items`, {
    headers: { 'x-site': 'fitkit' },
    data: { productList: products.slice(0, parts).map((p) => ({ productId: p.productId, qty: 1 })) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await context.dispose();
  const garageCookie = `fitmentGarage=${encodeURIComponent(JSON.stringify(garage))}`;
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `permId=${permId}; ${garageCookie}; ${vehicleCookie}` },
  });
}

/** A page or its policy with the CSP nonce's value blanked: a nonce is per response, not per shopper. */
const withoutNonce = (text: string) =>
  text.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, "'nonce-'");

/** The headers that say what the page is (not when or over which connection it was sent). */
function pageHeaders(headers: Record<string, string>): Record<string, string> {
  const perResponse = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perResponse.has(name))
      .map(([name, value]) => [name, name === 'content-security-policy' ? withoutNonce(value) : value]),
  );
}

test('one URL renders the same bytes and headers for two shoppers with the same vehicle', async ({
  baseURL,
}) => {
  const alice = await shopper(baseURL ?? '', [{ year: 2019, makeSlug: 'ford', modelSlug: 'f-150' }], 1);
  const bob = await shopper(baseURL ?? '', [{ year: 2018, makeSlug: 'toyota', modelSlug: 'tacoma' }], 2);
  for (const path of ['/', '/c/interior/', '/p/lloyd-mats-select-carpet-floor-mats/']) {
    // `z` renders afresh for each (the shop's own cache never answers it), so the two renders are compared.
    const [a, b] = [await alice.get(`${path}?z=1`), await bob.get(`${path}?z=1`)];
    expect(a.status(), path).toBe(200);
    expect(b.status(), path).toBe(200);
    expect(withoutNonce(await b.text()), path).toBe(withoutNonce(await a.text()));
    expect(pageHeaders(b.headers()), path).toEqual(pageHeaders(a.headers()));
    expect(a.headers()['set-cookie'], path).toBeUndefined();
  }
  await alice.dispose();
  await bob.dispose();
});

test('public pages may be kept by a CDN and name their purge keys; private ones never', async ({
  request,
}) => {
  const page = await request.get('/c/interior/', { headers: { cookie: vehicleCookie } });
  const headers = page.headers();
  // Browsers ask again every time (their cache keys on the URL alone); a CDN keeps the page and serves it stale.
  expect(headers['cache-control']).toMatch(
    /^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(headers['cdn-cache-control']).toMatch(/stale-while-revalidate=\d+/);
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers.vary ?? '').not.toMatch(/cookie/i);
  expect(headers['surrogate-key']?.split(' ')).toEqual(
    expect.arrayContaining(['pages', 'category:interior', 'story:sitewide/navbar']),
  );
  expect(headers['cache-tag']?.split(',')).toContain('category:interior');
  expect(headers['surrogate-key']).toMatch(/product-line:[a-z0-9-]+/);
  const product = await request.get('/p/lloyd-mats-select-carpet-floor-mats/');
  expect(product.headers()['surrogate-key']).toContain('product-line:lloyd-mats-select-carpet-floor-mats');
  const home = await request.get('/');
  expect(home.headers()['surrogate-key']).toContain('story:home');

  for (const path of ['/checkout/cart/', '/shopper/', '/account/sign-in/']) {
    const answer = await request.get(path);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    expect(answer.headers()['surrogate-key'], path).toBeUndefined();
  }
});

test('the purge hook drops kept pages by key, with the secret only', async ({ request }) => {
  const refused = await request.post('/cache-purge/', { form: { key: 'category:interior' } });
  expect(refused.status()).toBe(401);
  const bad = await request.post('/cache-purge/', {
    headers: { authorization: `Bearer ${E2E_PURGE_SECRET}` },
    form: { key: 'not a key' },
  });
  expect(bad.status()).toBe(400);
  await request.get('/c/interior/');
  const purged = await request.post('/cache-purge/', {
    headers: { authorization: `Bearer ${E2E_PURGE_SECRET}` },
    form: { key: 'category:interior' },
  });
  expect(purged.ok()).toBe(true);
  expect(await purged.json()).toEqual({ purged: expect.any(Number) });
});
