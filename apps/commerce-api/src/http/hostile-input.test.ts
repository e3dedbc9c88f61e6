// Hostile input on the buying endpoints (cart, checkout, payments, orders, receipt, tracking): NUL bytes and
// broken encodings in path segments, 300-character segments, 5 MB and malformed bodies. Each answers a 4xx with
// the one error body — never a 500 or a stack — and changes nothing. The field-level cases
// (codes, PINs, reasons, quantities) live beside each module's tests.
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app';
import * as helper from '../app.test.helper';
import { LONG } from '../test/hostile-input';
import { itRefusesHostileSegments, refusalCheck } from './hostile.test.helper';

const { injectAsOwner, json, newPermId, ownerCookie, SITE } = helper;
let ctx: helper.TestContext;
let permId: string;
let productId: number;

const ORDER_ID = '00000000-0000-4000-8000-000000000000';
const TOKEN = 'T'.repeat(32);

beforeAll(async () => {
  ctx = await helper.testContext();
  permId = newPermId();
  const listing = await ctx.app.inject({
    method: 'GET',
    url: '/catalogue?route=search&q=bumper',
    headers: SITE,
  });
  productId = json<{ products: { productId: number }[] }>(listing).products[0]!.productId;
  const added = await injectAsOwner(ctx.app, {
    method: 'POST',
    url: `/cart/${permId}/items`,
    headers: SITE,
    payload: { productList: [{ productId, qty: 2 }] },
  });
  expect(added.statusCode).toBe(200);
});

/** The shopper's cart and checkout as the API has them, to show a refused request changed nothing. */
async function snapshot() {
  const cart = await injectAsOwner(ctx.app, { method: 'GET', url: `/cart/${permId}`, headers: SITE });
  const checkout = await injectAsOwner(ctx.app, { method: 'GET', url: `/checkout/${permId}`, headers: SITE });
  return { cart: json(cart), checkout: json(checkout) };
}

/** Sends a request as the cart's owner and asserts a 4xx with the one error body, no NUL byte and no stack in it. */
const expectRefused = refusalCheck((options) =>
  ctx.app.inject({
    ...options,
    headers: { ...SITE, ...ownerCookie(permId), ...(options.headers as Record<string, string>) },
  }),
);

/** Every buying path with `segment` in the place of each of its ids. */
function pathsWith(segment: string): [InjectOptions['method'], string][] {
  return [
    ['POST', `/cart/${permId}/items/${segment}/warranty`],
    ['DELETE', `/cart/${permId}/items/${segment}`],
    ['PUT', `/cart/${permId}/items/${segment}`],
    ['DELETE', `/checkout/${permId}/coupons/${segment}`],
    ['DELETE', `/checkout/${permId}/giftcards/${segment}`],
    ['POST', `/payments/${permId}/orders/${segment}/confirm`],
    ['GET', `/orders/${segment}?token=${TOKEN}`],
    ['PUT', `/orders/${segment}?token=${TOKEN}`],
    ['PUT', `/orders/${ORDER_ID}/items/${segment}?token=${TOKEN}`],
    ['GET', `/receipt/${segment}?permId=${permId}`],
    ['GET', `/tracking/${segment}`],
  ];
}

describe('hostile paths on the buying endpoints', () => {
  itRefusesHostileSegments([400, 404, 405], pathsWith, expectRefused, snapshot);

  it('a 300-character or NUL-carrying permId is nobody’s cart', async () => {
    for (const segment of [LONG, '%00', `${permId}%00`]) {
      for (const url of [`/cart/${segment}`, `/checkout/${segment}`, `/cart/${segment}/items`]) {
        await expectRefused(
          { method: 'GET', url, headers: { ...SITE, cookie: `permId=${permId}` } },
          [400, 403, 404, 405, 414],
        );
      }
    }
  });

  it('a NUL byte or 300 characters in the query of an order, receipt or tracking call', async () => {
    for (const url of [
      `/orders/${ORDER_ID}?token=%00${TOKEN}`,
      `/orders/${ORDER_ID}?token=${LONG}`,
      `/receipt/FK-10001?permId=%00`,
      `/receipt/FK-10001?permId=${permId}&lastFour=${LONG}`,
    ]) {
      await expectRefused({ method: 'GET', url }, [400, 404]);
    }
  });
});

describe('hostile bodies on the buying endpoints', () => {
  /** Every buying call that takes a body. */
  const bodyCalls = (): [InjectOptions['method'], string][] => [
    ['POST', `/cart/${permId}/items`],
    ['POST', `/cart/${permId}/share`],
    ['POST', `/cart/${permId}/restore`],
    ['POST', `/checkout/${permId}/coupons`],
    ['POST', `/checkout/${permId}/giftcards`],
    ['POST', `/payments/${permId}/card`],
    ['POST', `/payments/${permId}/giftcard`],
    ['PUT', `/orders/${ORDER_ID}?token=${TOKEN}`],
    ['POST', '/orders/lookup'],
  ];
  const payments = { 'idempotency-key': 'hostile-input-key-1' };

  it('a 5 MB body answers 413 PAYLOAD_TOO_LARGE and changes nothing', async () => {
    const before = await snapshot();
    const payload = JSON.stringify({
      productList: [{ productId, qty: 1 }],
      promoCodeId: 'x'.repeat(5_000_000),
    });
    expect(payload.length).toBeGreaterThan(BODY_LIMIT);
    for (const [method, url] of bodyCalls()) {
      const headers = { ...SITE, ...payments, 'content-type': 'application/json' };
      expect((await expectRefused({ method, url, headers, payload }, [413])).code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"productList":[{"productId":1,', [400]],
    [
      'a NUL byte in JSON',
      'application/json',
      '{"promoCodeId":"SAVE\\u000010","token":"tok_\\u0000"}',
      [400, 404, 409, 422],
    ],
    ['a form body', 'application/x-www-form-urlencoded', 'promoCodeId=SAVE10&token=tok_1', [415]],
    ['a broken multipart body', 'multipart/form-data; boundary=xyz', 'garbage--', [415]],
  ])('%s answers a 4xx with the error body and changes nothing', async (_name, type, payload, statuses) => {
    const before = await snapshot();
    for (const [method, url] of bodyCalls()) {
      const headers = { ...SITE, ...payments, 'content-type': type };
      await expectRefused({ method, url, headers, payload }, statuses);
    }
    expect(await snapshot()).toEqual(before);
  });
});
