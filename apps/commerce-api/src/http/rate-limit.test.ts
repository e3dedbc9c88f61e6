import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { errorOf, newPermId, ownerCookie, SITE, testContext } from '../app.test.helper';
import { createCoupon, createGiftCard, giftCardMoney, randomIp } from '../commerce.test.helper';
import { placeDemoOrder } from '../modules/orders/fulfilment';
import {
  DEFAULT_RATE_LIMITS,
  RateLimiter,
  type RateLimits,
  rateLimitEnvName,
  rateLimitsFromEnv,
} from './rate-limit';

const rule = { limit: 3, windowMs: 60_000 };
const wide = { limit: 1000, windowMs: 60_000 };
const tight: RateLimits = {
  coupons: { perIp: { limit: 5, windowMs: 60_000 }, perPermId: rule },
  giftcards: { perIp: rule, perPermId: rule },
  orders: { perIp: rule, perPermId: wide },
  receipt: { perIp: { limit: 5, windowMs: 60_000 }, perPermId: rule },
  signIn: { perIp: rule, perPermId: rule },
  newsletter: { perIp: rule, perPermId: rule },
  suggestions: { perIp: rule, perPermId: rule },
  cspReports: { perIp: rule, perPermId: rule },
  vitals: { perIp: rule, perPermId: rule },
};

let app: FastifyInstance;
let secretApp: FastifyInstance;
beforeAll(async () => {
  const { db } = await testContext();
  app = await buildApp({ db, rateLimits: tight });
  secretApp = await buildApp({ db, rateLimits: tight, shopSecret: 'shop-secret-for-tests' });
});
afterAll(async () => {
  await app.close();
  await secretApp.close();
});

function coupon(permId: string, headers: Record<string, string>, remoteAddress?: string, on = app) {
  return on.inject({
    method: 'POST',
    url: `/checkout/${permId}/coupons`,
    headers: { ...SITE, ...ownerCookie(permId), ...headers },
    payload: { promoCodeId: 'NOSUCHCODE' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function expectLimited(res: Awaited<ReturnType<typeof coupon>>) {
  expect(errorOf(res)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe('RateLimiter', () => {
  it('allows the limit per window, then answers the seconds left, and opens again after the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('k', rule))).toEqual([0, 0, 0]);
    expect(limiter.hit('k', rule)).toBe(60);
    now += 59_500;
    expect(limiter.hit('k', rule)).toBe(1);
    expect(limiter.hit('other', rule)).toBe(0);
    now += 600;
    expect(limiter.hit('k', rule)).toBe(0);
  });

  it('has limits for every guessable look-up', () => {
    expect(Object.keys(DEFAULT_RATE_LIMITS).sort()).toEqual([
      'coupons',
      'cspReports',
      'giftcards',
      'newsletter',
      'orders',
      'receipt',
      'signIn',
      'suggestions',
      'vitals',
    ]);
  });

  it('takes each bucket from RATE_LIMIT_<BUCKET> (per IP/per shopper/window seconds), the rest as defaults', () => {
    expect(rateLimitEnvName('signIn')).toBe('RATE_LIMIT_SIGN_IN');
    const limits = rateLimitsFromEnv({ RATE_LIMIT_SIGN_IN: '7/3/30', RATE_LIMIT_SUGGESTIONS: ' ' });
    expect(limits.signIn).toEqual({
      perIp: { limit: 7, windowMs: 30_000 },
      perPermId: { limit: 3, windowMs: 30_000 },
    });
    expect(limits.suggestions).toEqual(DEFAULT_RATE_LIMITS.suggestions);
    for (const bad of ['7/3', '0/3/30', 'x/3/30', '7/3/30/1'])
      expect(() => rateLimitsFromEnv({ RATE_LIMIT_NEWSLETTER: bad })).toThrow('RATE_LIMIT_NEWSLETTER');
  });
});

describe('rate limits of the look-ups', () => {
  it('limits coupon attempts per permId (429, Retry-After, the one error body), whatever the IP', async () => {
    const permId = newPermId();
    for (let i = 0; i < 3; i++)
      expect((await coupon(permId, { 'x-client-ip': randomIp() })).statusCode).toBe(422);
    expectLimited(await coupon(permId, { 'x-client-ip': randomIp() }));
    // Another shopper is not affected.
    expect((await coupon(newPermId(), { 'x-client-ip': randomIp() })).statusCode).toBe(422);
  });

  it('limits coupon attempts per IP across permIds', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await coupon(newPermId(), { 'x-client-ip': ip })).statusCode).toBe(422);
    expectLimited(await coupon(newPermId(), { 'x-client-ip': ip }));
  });

  it('limits gift-card attempts and nothing is looked up once limited', async () => {
    const ip = randomIp();
    const attempt = (permId = newPermId()) =>
      app.inject({
        method: 'POST',
        url: `/checkout/${permId}/giftcards`,
        headers: { ...SITE, ...ownerCookie(permId), 'x-client-ip': ip },
        payload: { number: '7111111111111111', pin: '1234' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(422);
    expectLimited(await attempt());
  });

  it('limits gift-card attempts per permId, whatever the IP', async () => {
    const permId = newPermId();
    const attempt = (id = permId) =>
      app.inject({
        method: 'POST',
        url: `/checkout/${id}/giftcards`,
        headers: { ...SITE, ...ownerCookie(id), 'x-client-ip': randomIp() },
        payload: { number: '7111111111111111', pin: '1234' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(422);
    expectLimited(await attempt());
    expect((await attempt(newPermId())).statusCode).toBe(422);
  });

  it('a limited shopper cannot apply a valid code or add a valid card: nothing changes', async () => {
    const { db } = await testContext();
    const permId = newPermId();
    const headers = { ...SITE, ...ownerCookie(permId), 'x-client-ip': randomIp() };
    for (let i = 0; i < 3; i++) expect((await coupon(permId, headers)).statusCode).toBe(422);
    const code = await createCoupon(db);
    const valid = await app.inject({
      method: 'POST',
      url: `/checkout/${permId}/coupons`,
      headers,
      payload: { promoCodeId: code },
    });
    expectLimited(valid);
    const addCard = (card: { number: string; pin: string }) =>
      app.inject({ method: 'POST', url: `/checkout/${permId}/giftcards`, headers, payload: card });
    for (let i = 0; i < 3; i++)
      expect((await addCard({ number: '7111111111111111', pin: '1234' })).statusCode).toBe(422);
    const card = await createGiftCard(db, 1_000);
    expectLimited(await addCard(card));
    const checkout = await app.inject({ url: `/checkout/${permId}`, headers });
    expect(JSON.parse(checkout.body)).toMatchObject({ coupons: [], giftcards: [] });
    expect(await giftCardMoney(db, card.id)).toEqual({ balance: 1_000, held: 0 });
  });

  it('limits receipt look-ups per IP across permIds', async () => {
    const ip = randomIp();
    const receipt = () =>
      app.inject({
        url: `/receipt/FK-AAAAAAAA?permId=${newPermId()}`,
        headers: { ...SITE, 'x-client-ip': ip },
      });
    for (let i = 0; i < 5; i++) expect((await receipt()).statusCode).toBe(404);
    expectLimited(await receipt());
  });

  it('limits order, look-up and tracking calls per IP, and receipts per permId', async () => {
    const ip = randomIp();
    const headers = { ...SITE, 'x-client-ip': ip };
    const order = `/orders/${crypto.randomUUID()}?token=${'A'.repeat(43)}`;
    expect((await app.inject({ url: order, headers })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/orders/lookup',
          headers,
          payload: { orderReference: 'FK-AAAA', zipcode: '12345' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: `/tracking/${'B'.repeat(22)}`, headers })).statusCode).toBe(404);
    expectLimited(await app.inject({ url: order, headers }));

    const permId = newPermId();
    const receipt = () =>
      app.inject({
        url: `/receipt/FK-AAAAAAAA?permId=${permId}`,
        headers: { ...SITE, 'x-client-ip': randomIp() },
      });
    for (let i = 0; i < 3; i++) expect((await receipt()).statusCode).toBe(404);
    expectLimited(await receipt());
  });

  it('limits cancel attempts too, and a limited cancel changes nothing', async () => {
    const { db } = await testContext();
    const placed = await placeDemoOrder(db, SITE['x-site'], 'http://localhost:3000/');
    const ip = randomIp();
    const headers = { ...SITE, 'x-client-ip': ip };
    for (let i = 0; i < 3; i++) {
      await app.inject({ url: `/orders/${placed.orderId}?token=${placed.token}`, headers });
    }
    const res = await app.inject({
      method: 'PUT',
      url: `/orders/${placed.orderId}?token=${placed.token}`,
      headers,
      payload: { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'x' } },
    });
    expectLimited(res);
    const after = await app.inject({
      url: `/orders/${placed.orderId}?token=${placed.token}`,
      headers: { ...SITE, 'x-client-ip': randomIp() },
    });
    expect(JSON.parse(after.body).orderStatus).toBe('PLACED');
  });
});

describe('the client IP', () => {
  it('believes x-client-ip only from loopback when no secret is configured', async () => {
    // From another host, a forged header changes nothing: the peer address is counted.
    const peer = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      expect((await coupon(newPermId(), { 'x-client-ip': randomIp() }, peer)).statusCode).toBe(422);
    }
    expectLimited(await coupon(newPermId(), { 'x-client-ip': randomIp() }, peer));
  });

  it('with a shared secret, believes x-client-ip only with the right x-shop-secret', async () => {
    const shop = '198.51.100.1';
    // Right secret: each shopper IP has its own window, so 8 calls through the shop pass.
    for (let i = 0; i < 8; i++) {
      const res = await coupon(
        newPermId(),
        { 'x-client-ip': randomIp(), 'x-shop-secret': 'shop-secret-for-tests' },
        shop,
        secretApp,
      );
      expect(res.statusCode).toBe(422);
    }
    // Wrong secret (even from loopback): the peer is counted.
    for (let i = 0; i < 5; i++) {
      const res = await coupon(
        newPermId(),
        { 'x-client-ip': randomIp(), 'x-shop-secret': 'guess' },
        '127.0.0.1',
        secretApp,
      );
      expect(res.statusCode).toBe(422);
    }
    expectLimited(
      await coupon(
        newPermId(),
        { 'x-client-ip': randomIp(), 'x-shop-secret': 'guess' },
        '127.0.0.1',
        secretApp,
      ),
    );
  });
});

describe('rate limits of sign-in, the newsletter, suggestions and CSP reports', () => {
  const routes = {
    signIn: (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/account/sign-in',
        headers: { ...SITE, ...headers },
        payload: { email: `nobody-${crypto.randomUUID()}@example.com`, password: 'not the password' },
      }),
    newsletter: (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/newsletter/subscriptions',
        headers: { ...SITE, ...headers },
        payload: { email: 'not an e-mail' },
      }),
    suggestions: (headers: Record<string, string>) =>
      app.inject({ url: '/search/suggest?q=mat', headers: { ...SITE, ...headers } }),
    cspReports: (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/csp-reports',
        headers: { ...SITE, 'content-type': 'application/csp-report', ...headers },
        payload: { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } },
      }),
  };
  const passed = { signIn: 401, newsletter: 400, suggestions: 200, cspReports: 204 };

  for (const [bucket, call] of Object.entries(routes) as [keyof typeof routes, (typeof routes)['signIn']][]) {
    it(`${bucket}: 429 with Retry-After past the limit per IP, and per shopper whatever the IP`, async () => {
      const ip = randomIp();
      for (let i = 0; i < 3; i++) expect((await call({ 'x-client-ip': ip })).statusCode).toBe(passed[bucket]);
      expectLimited(await call({ 'x-client-ip': ip }));
      const shopper = { cookie: `permId=${newPermId()}` };
      for (let i = 0; i < 3; i++)
        expect((await call({ ...shopper, 'x-client-ip': randomIp() })).statusCode).toBe(passed[bucket]);
      expectLimited(await call({ ...shopper, 'x-client-ip': randomIp() }));
    });
  }

  it("the shop's own server-side reads (from the shop, no shopper IP) are not counted", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await routes.suggestions({})).statusCode).toBe(200);
      const fromShop = await secretApp.inject({
        url: '/search/suggest?q=mat',
        headers: { ...SITE, 'x-shop-secret': 'shop-secret-for-tests' },
        remoteAddress: '198.51.100.2',
      });
      expect(fromShop.statusCode).toBe(200);
    }
    // Without the secret the same peer is counted.
    const other = () =>
      secretApp.inject({ url: '/search/suggest?q=mat', headers: SITE, remoteAddress: '198.51.100.3' });
    for (let i = 0; i < 3; i++) expect((await other()).statusCode).toBe(200);
    expectLimited(await other());
  });
});
