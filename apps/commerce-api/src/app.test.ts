import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildApp, openApiText } from './app';
import { errorOf, json, SITE, type TestContext, testContext } from './app.test.helper';
import type { Database } from './db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('app shell', () => {
  it('answers health', async () => {
    const res = await ctx.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with 404 NOT_FOUND', async () => {
    const res = await ctx.app.inject({ url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/health', payload: {} });
    expect(errorOf(post).code).toBe('NOT_FOUND');
  });

  it('serves Swagger UI and the OpenAPI document', async () => {
    const ui = await ctx.app.inject({ url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await ctx.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = json<{ openapi: string; paths: Record<string, unknown> }>(doc);
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths).sort()).toEqual(
      [
        '/account/addresses',
        '/account/addresses/{id}',
        '/account/addresses/{id}/default',
        '/account/cards',
        '/account/cards/{id}',
        '/account/delete',
        '/account/garage',
        '/account/garage/merge',
        '/account/garage/selected',
        '/account/garage/vehicles',
        '/account/garage/vehicles/{vehicleId}',
        '/account/hosted-sign-in',
        '/account/hosted-sign-in/return',
        '/account/newsletter',
        '/account/orders',
        '/account/orders/{id}/link',
        '/account/password',
        '/account/password-reset',
        '/account/password-reset-request',
        '/account/profile',
        '/account/session',
        '/account/sign-in',
        '/account/sign-in-link',
        '/account/sign-out',
        '/account/sign-out-everywhere',
        '/account/sign-up',
        '/account/verify',
        '/brands',
        '/builds',
        '/builds/{buildId}',
        '/builds/{buildId}/confirm',
        '/builds/{buildId}/moderation',
        '/cart/{permId}',
        '/cart/{permId}/abandonedcart',
        '/cart/{permId}/items',
        '/cart/{permId}/items/{itemId}',
        '/cart/{permId}/items/{itemId}/installation',
        '/cart/{permId}/items/{itemId}/warranty',
        '/cart/{permId}/restore',
        '/cart/{permId}/share',
        '/catalogue',
        '/checkout/braintreeclient',
        '/checkout/{permId}',
        '/checkout/{permId}/billing',
        '/checkout/{permId}/coupons',
        '/checkout/{permId}/coupons/{promoCodeId}',
        '/checkout/{permId}/giftcards',
        '/checkout/{permId}/giftcards/{id}',
        '/checkout/{permId}/shipping',
        '/checkout/{permId}/shippingmethod',
        '/csp-reports',
        '/fitment/options/{type}',
        '/fitment/vehicle',
        '/global-id',
        '/health',
        '/img/{mode}/{id}/r/{size}/{fit}/{quality}/{file}',
        '/newsletter/subscriptions',
        '/newsletter/unsubscribe',
        '/order-controls/{slug}',
        '/orders/lookup',
        '/orders/{orderId}',
        '/orders/{orderId}/items/{itemId}',
        '/pay-links/{orderId}',
        '/pay-links/{orderId}/payments',
        '/pay-links/{orderId}/payments/confirm',
        '/payments/{permId}/affirm',
        '/payments/{permId}/affirm-object',
        '/payments/{permId}/bolt',
        '/payments/{permId}/card',
        '/payments/{permId}/giftcard',
        '/payments/{permId}/orders/{orderId}/confirm',
        '/payments/{permId}/paypal',
        '/payments/{permId}/paypal-order',
        '/payments/{permId}/saved-card',
        '/product/{productLineSlug}',
        '/receipt/{orderReference}',
        '/recommendations',
        '/search/redirect',
        '/search/suggest',
        '/sitemap',
        '/sitemap/{kind}',
        '/tracking/{trackingId}',
        '/vin/{vin}',
        '/vitals',
        '/webhooks/payments/{provider}',
      ].sort(),
    );
  });

  it('has a committed openapi.json that matches the routes (run `pnpm --filter @fitkit/commerce-api openapi`)', () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(openApiText(ctx.app));
  });
});

describe('request errors', () => {
  const url = '/cart/test-request-errors/items';

  it('rejects malformed JSON with 400 INVALID_JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...SITE, 'content-type': 'application/json' },
      payload: '{"productList": [',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_JSON');
  });

  it('rejects other content types with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...SITE, 'content-type': type },
        payload: 'a=1',
      });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('rejects bodies over the limit with 413', async () => {
    const payload = JSON.stringify({ productList: [{ productId: 1, qty: 1, note: 'x'.repeat(BODY_LIMIT) }] });
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...SITE, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects prototype pollution attempts as invalid JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...SITE, 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "productList": []}',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_JSON');
  });

  it('answers unexpected failures with 500 INTERNAL, no stack, and logs them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A database that fails every query stands in for an outage.
    const broken = {
      execute: () => Promise.reject(new Error('connection lost')),
    } as unknown as Database;
    const app = await buildApp({ db: broken, logger: { level: 'error', stream } });
    try {
      const res = await app.inject({ url: '/global-id?permId=abcdefgh-0001' });
      expect(res.statusCode).toBe(500);
      const body = errorOf(res);
      expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal Error' });
      expect(res.body).not.toContain('connection lost');
      expect(res.body).not.toContain('at ');
      expect(lines.join('')).toContain('connection lost');
    } finally {
      await app.close();
    }
  });
});
