import { randomUUID } from 'node:crypto';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { CONTACT, LEAKED_INTERNALS, LONG, NUL } from '../apps/commerce-api/src/test/hostile-input';
import { linkFromOutbox, PASSWORD } from './support';

// Hostile input on the account area through the shop: the API's account routes behind the shop's `/api` proxy
// (wishlist on the cart paths, garage, address book, profile, newsletter, deletion, builds) and the private
// pages' own actions. NUL bytes in paths and fields, 300-character segments, 5 MB bodies, wrong content types and
// malformed JSON each answer a clear 4xx — the API's one error body behind the proxy — and change nothing.

interface Shopper {
  cookie: string;
  wishlistId: string;
}

/** A confirmed, signed-in account made through the proxy, with an address, a garage vehicle and a wished part. */
async function shopper(page: Page): Promise<Shopper> {
  const email = `hostile-${randomUUID()}@example.test`;
  expect(
    (
      await page.request.post('/api/account/sign-up', { data: { name: 'Sam', email, password: PASSWORD } })
    ).status(),
  ).toBe(202);
  const verify = await linkFromOutbox(page, email, /\/account\/verify\//);
  const token = decodeURIComponent(verify.split('/')[3]!);
  expect((await page.request.post('/api/account/verify', { data: { token } })).status()).toBe(204);
  const signIn = await page.request.post('/api/account/sign-in', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const cookie = signIn
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('fitkit_session='))
    .map((h) => h.value.split(';')[0])[0]!;
  const { user } = (await signIn.json()) as { user: { id: string } };
  const me = { cookie, wishlistId: `${user.id}-wishlist` };
  const headers = { cookie, 'x-site': 'fitkit' };
  expect(
    (await page.request.post('/api/account/addresses', { headers, data: { contact: CONTACT } })).status(),
  ).toBe(201);
  const listing = await page.request.get('/api/catalogue?route=search&q=bumper', { headers });
  const { products } = (await listing.json()) as { products: { productId: number }[] };
  const wished = await page.request.post(`/api/cart/${me.wishlistId}/items`, {
    headers,
    data: { productId: products[0]!.productId, qty: 1, meta: { source: 'heart' } },
  });
  expect(wished.status()).toBe(200);
  return me;
}

/** What the API holds for the shopper, read through the proxy. */
async function snapshot(page: Page, me: Shopper) {
  const headers = { cookie: me.cookie, 'x-site': 'fitkit' };
  const read = async (path: string) => (await page.request.get(`/api${path}`, { headers })).json();
  return {
    session: await read('/account/session'),
    addresses: await read('/account/addresses'),
    garage: await read('/account/garage'),
    wishlist: await read(`/cart/${me.wishlistId}`),
    newsletter: await read('/account/newsletter'),
  };
}

/** A 4xx with the API's one error body, no NUL and no stack trace. */
async function expectErrorBody(response: APIResponse, what: string) {
  const text = await response.text();
  expect(response.status(), `${what}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status(), `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(LEAKED_INTERNALS);
  const body = JSON.parse(text) as { statusCode: number; code: string; message: string };
  expect(body.statusCode, what).toBe(response.status());
  expect(typeof body.code, what).toBe('string');
  expect(body.message, what).not.toContain(NUL);
}

test('NUL bytes, 300-character segments and NUL-carrying fields on the account routes behind the proxy', async ({
  page,
}) => {
  const me = await shopper(page);
  const before = await snapshot(page, me);
  const headers = { cookie: me.cookie, 'x-site': 'fitkit' };
  for (const segment of ['%00', 'ab%00cd', LONG]) {
    for (const [method, path] of [
      ['GET', `/cart/${segment}-wishlist`],
      ['DELETE', `/cart/${me.wishlistId}/items/${segment}`],
      ['DELETE', `/account/garage/vehicles/${segment}`],
      ['PATCH', `/account/addresses/${segment}`],
      ['DELETE', `/account/addresses/${segment}`],
      ['POST', `/account/addresses/${segment}/default`],
      ['GET', `/builds/${segment}`],
      ['POST', `/builds/${segment}/moderation`],
    ] as const) {
      const response = await page.request.fetch(`/api${path}`, {
        method,
        headers,
        ...(method === 'PATCH' || method === 'POST' ? { data: {} } : {}),
      });
      await expectErrorBody(response, `${method} ${path.slice(0, 60)}`);
    }
  }
  for (const [path, data] of [
    ['/account/addresses', { contact: { ...CONTACT, fullName: `Sam${NUL}` } }],
    ['/account/profile', { name: `Sam${NUL}` }],
    ['/account/delete', { password: `${PASSWORD}${NUL}` }],
    ['/account/garage/merge', { vehicles: [], selectedId: NUL }],
    [`/cart/${me.wishlistId}/items`, { productId: 1, qty: 1, meta: { source: `heart${NUL}` } }],
  ] as const) {
    await expectErrorBody(await page.request.post(`/api${path}`, { headers, data }), `POST ${path}`);
  }
  expect(await snapshot(page, me)).toEqual(before);
});

test('5 MB, malformed and wrong-type bodies on the account routes behind the proxy', async ({ page }) => {
  const me = await shopper(page);
  const before = await snapshot(page, me);
  const calls = [
    ['POST', `/cart/${me.wishlistId}/items`],
    ['POST', '/account/garage/vehicles'],
    ['POST', '/account/addresses'],
    ['POST', '/account/profile'],
    ['POST', '/account/newsletter'],
    ['POST', '/account/delete'],
  ] as const;
  const bodies: [string, string, string, number][] = [
    ['5 MB', 'application/json', JSON.stringify({ name: 'x'.repeat(5_000_000) }), 413],
    ['malformed JSON', 'application/json', '{"name":"Sam",', 400],
    ['a form', 'application/x-www-form-urlencoded', 'name=Sam', 415],
    ['text', 'text/plain', '{"name":"Sam"}', 415],
  ];
  for (const [name, type, data, status] of bodies) {
    for (const [method, path] of calls) {
      const response = await page.request.fetch(`/api${path}`, {
        method,
        headers: { cookie: me.cookie, 'x-site': 'fitkit', 'content-type': type },
        data,
      });
      await expectErrorBody(response, `${name} to ${path}`);
      expect(response.status(), `${name} to ${path}`).toBe(status);
    }
  }
  const build = await page.request.post('/api/builds', {
    headers: { cookie: me.cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
    data: '--xyz\r\ngarbage',
  });
  await expectErrorBody(build, 'a broken build form');
  expect(await snapshot(page, me)).toEqual(before);
});

test('the private pages refuse a post without their CSRF token, a 5 MB body and a JSON body, changing nothing', async ({
  page,
}) => {
  const me = await shopper(page);
  const before = await snapshot(page, me);
  const headers = { cookie: me.cookie };
  for (const path of [
    '/account/',
    '/account/addresses/',
    '/account/delete/',
    '/account/wishlist/',
    '/builds/submit/',
  ]) {
    const noToken = await page.request.post(path, {
      headers,
      form: { intent: 'newsletter', subscribed: 'true' },
    });
    expect(noToken.status(), `no token: ${path}`).toBe(403);
    const huge = await page.request.post(path, {
      headers,
      form: { intent: 'profile', name: 'x'.repeat(5_000_000) },
    });
    expect([403, 413], `5 MB: ${path}`).toContain(huge.status());
    const json = await page.request.post(path, {
      headers: { ...headers, 'content-type': 'application/json' },
      data: '{"intent":"profile"}',
    });
    expect(json.status(), `JSON: ${path}`).toBe(415);
    for (const response of [noToken, huge, json]) {
      expect(await response.text()).not.toMatch(LEAKED_INTERNALS);
    }
  }
  expect(await snapshot(page, me)).toEqual(before);
});
