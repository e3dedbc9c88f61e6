import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, newPermId, SITE, testContext } from '../../app.test.helper';
import * as commerce from '../../commerce.test.helper';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { startAffirmStandIn } from '../../test/stand-ins/affirm';
import { startBoltStandIn } from '../../test/stand-ins/bolt';
import { type PayPalStandIn, startPayPalStandIn } from '../../test/stand-ins/paypal';
import { addToCart } from '../cart/service';
import { AffirmProvider } from './providers/affirm';
import { BoltProvider } from './providers/bolt';
import { PayPalProvider } from './providers/paypal';
import { createProviderRegistry } from './providers/registry';

// The wallet routes (payments Paypal, Affirm, Bolt) over HTTP, each with its real adapter against the provider's
// stand-in, on the suite's database (PGlite, or PostgreSQL with DATABASE_URL).

const SHIPPING_CENTS = commerce.DEMO_SHIPPING_CENTS;
const details = commerce.fixedCheckoutDetails('wallet@example.test');

let db: Database;
let app: FastifyInstance;
let facts: Awaited<ReturnType<typeof commerce.shoppingFacts>>;
let paypal: PayPalStandIn;
let affirm: Awaited<ReturnType<typeof startAffirmStandIn>>;
let bolt: Awaited<ReturnType<typeof startBoltStandIn>>;

beforeAll(async () => {
  const ctx = await testContext();
  db = ctx.db;
  facts = await commerce.shoppingFacts(db);
  [paypal, affirm, bolt] = await Promise.all([
    startPayPalStandIn(),
    startAffirmStandIn(),
    startBoltStandIn(),
  ]);
  const providers = createProviderRegistry();
  providers.register(
    'paypal',
    new PayPalProvider({ clientId: 'c', clientSecret: 's', apiUrl: paypal.url, timeoutMs: 2_000 }),
  );
  providers.register(
    'affirm',
    new AffirmProvider({ publicKey: 'pk', privateKey: 'sk', apiUrl: affirm.url, timeoutMs: 2_000 }),
  );
  providers.register(
    'bolt',
    new BoltProvider({ apiKey: 'k', signingSecret: 's', apiUrl: bolt.url, timeoutMs: 2_000 }),
  );
  app = await buildApp({ db, providers, checkoutDetails: details });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([paypal?.stop(), affirm?.stop(), bolt?.stop()]);
});

/** A cart of one product; its total with shipping. */
async function cart(): Promise<{ permId: string; total: number }> {
  const permId = newPermId();
  await addToCart(db, SITE['x-site'], permId, [{ productId: facts.other.id, qty: 1 }]);
  return { permId, total: facts.other.price + SHIPPING_CENTS };
}

function pay(wallet: 'paypal' | 'affirm' | 'bolt', permId: string, token: string, key = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/payments/${permId}/${wallet}`,
    headers: { ...commerce.shopper(), cookie: `permId=${permId}`, 'idempotency-key': key },
    payload: { token },
  });
}

async function ordersOf(permId: string) {
  return queryRows<{ id: string; status: string; provider: string }>(
    db,
    sql`select o.id, o.status, p.provider from orders o join payments p on p.order_id = o.id
        where o.perm_id = ${permId}`,
  );
}

/** How many authorisations the stand-in was asked to void so far. */
function voids(standIn: { requests: { method: string; path: string }[] }): number {
  return standIn.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/void')).length;
}

async function cartSize(permId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.perm_id = ${permId}`,
  );
  return row!.n;
}

describe('POST /payments/{permId}/paypal', () => {
  it('places the order the shopper approved at PayPal, once for a repeated key', async () => {
    const { permId, total } = await cart();
    const token = paypal.approvedOrder('shop-order', (total / 100).toFixed(2));
    const key = randomUUID();
    const res = await pay('paypal', permId, token, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ hasBeenPlaced: true, status: 'PLACED' });
    expect(json(await pay('paypal', permId, token, key))).toMatchObject({ orderId: json(res).orderId });
    expect(await ordersOf(permId)).toEqual([{ id: json(res).orderId, status: 'PLACED', provider: 'paypal' }]);
    expect(await cartSize(permId)).toBe(0);
  });

  it('a declined PayPal funding source answers 402 with the cart intact', async () => {
    const { permId, total } = await cart();
    const res = await pay('paypal', permId, paypal.approvedOrder('decline-1', (total / 100).toFixed(2)));
    expect(errorOf(res)).toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' });
    expect((await ordersOf(permId))[0]!.status).toBe('FAILED');
    expect(await cartSize(permId)).toBe(1);
  });

  it('refuses a PayPal order approved for another amount: no order placed, holds released, cart intact', async () => {
    const { permId } = await cart();
    const card = await commerce.createGiftCard(db, 100);
    const added = await app.inject({
      method: 'POST',
      url: `/checkout/${permId}/giftcards`,
      headers: { ...commerce.shopper(), cookie: `permId=${permId}` },
      payload: card,
    });
    expect(added.statusCode).toBe(200);
    const res = await pay('paypal', permId, paypal.approvedOrder('cheap', '1.00'));
    expect(errorOf(res)).toMatchObject({ statusCode: 422, code: 'PAYMENT_REJECTED' });
    // The $1.00 authorisation is voided, so the shopper is not held to it.
    expect(voids(paypal)).toBe(1);
    expect((await ordersOf(permId))[0]!.status).toBe('FAILED');
    expect(await commerce.giftCardMoney(db, card.id)).toEqual({ balance: 100, held: 0 });
    expect(await cartSize(permId)).toBe(1);
  });
});

describe("POST /payments/{permId}/paypal-order (the buttons' createOrder)", () => {
  const createOrder = (permId: string, key = randomUUID(), cookie = permId) =>
    app.inject({
      method: 'POST',
      url: `/payments/${permId}/paypal-order`,
      headers: { ...commerce.shopper(), cookie: `permId=${cookie}`, 'idempotency-key': key },
    });
  const ordersCreated = () =>
    paypal.requests.filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders').length;

  it('makes the PayPal order for what is owed, once per key; approved, it pays through the place-order path', async () => {
    const { permId, total } = await cart();
    const key = randomUUID();
    const before = ordersCreated();
    const made = await createOrder(permId, key);
    expect(made.statusCode, made.body).toBe(200);
    const { id, amount } = json<{ id: string; amount: number }>(made);
    expect(amount).toBe(total);
    const sent = paypal.requests.at(-1)!;
    expect(sent.headers['paypal-request-id']).toMatch(/^checkout-[0-9a-f]{64}$/);
    expect(sent.body).not.toContain(permId);
    expect(JSON.parse(sent.body).purchase_units[0].amount).toEqual({
      currency_code: 'USD',
      value: (total / 100).toFixed(2),
    });
    // The repeat carries the same PayPal-Request-Id, so PayPal answers the same order.
    expect(json(await createOrder(permId, key))).toEqual({ id, amount });
    expect(paypal.requests.at(-1)!.headers['paypal-request-id']).toBe(sent.headers['paypal-request-id']);
    expect(ordersCreated() - before).toBe(2);
    expect(json(await createOrder(permId))).not.toMatchObject({ id });
    paypal.approve(id);
    const paid = await pay('paypal', permId, id);
    expect(json(paid)).toMatchObject({ hasBeenPlaced: true, status: 'PLACED' });
    expect(await ordersOf(permId)).toMatchObject([{ status: 'PLACED', provider: 'paypal' }]);
  });

  it('asks PayPal for what the gift cards leave, and nothing when they cover it all', async () => {
    const { permId, total } = await cart();
    const addCard = async (cents: number) => {
      const card = await commerce.createGiftCard(db, cents);
      const added = await app.inject({
        method: 'POST',
        url: `/checkout/${permId}/giftcards`,
        headers: { ...commerce.shopper(), cookie: `permId=${permId}` },
        payload: card,
      });
      expect(added.statusCode).toBe(200);
    };
    await addCard(500);
    expect(json(await createOrder(permId))).toMatchObject({ amount: total - 500 });
    await addCard(total);
    const before = ordersCreated();
    expect(errorOf(await createOrder(permId))).toMatchObject({ statusCode: 422, code: 'PAYMENT_REJECTED' });
    expect(ordersCreated()).toBe(before);
  });

  it("refuses another shopper's checkout, an empty cart and a missing key, asking PayPal nothing", async () => {
    const { permId } = await cart();
    const before = ordersCreated();
    expect((await createOrder(permId, randomUUID(), newPermId())).statusCode).toBe(403);
    expect(errorOf(await createOrder(newPermId()))).toMatchObject({ statusCode: 409, code: 'CART_EMPTY' });
    const keyless = await app.inject({
      method: 'POST',
      url: `/payments/${permId}/paypal-order`,
      headers: { ...commerce.shopper(), cookie: `permId=${permId}` },
    });
    expect(keyless.statusCode).toBe(400);
    expect(ordersCreated()).toBe(before);
  });
});

describe('POST /payments/{permId}/affirm', () => {
  it('the return page posted again (one key per checkout token) replays the order; Affirm is asked once', async () => {
    const { permId, total } = await cart();
    const token = `amount-${total}-${randomUUID()}`;
    const key = randomUUID();
    const authorisations = () => affirm.requests.filter((r) => r.path === '/api/v1/transactions').length;
    const first = await pay('affirm', permId, token, key);
    expect(first.statusCode, first.body).toBe(200);
    const asked = authorisations();
    const again = await pay('affirm', permId, token, key);
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    expect(authorisations()).toBe(asked);
    expect(await ordersOf(permId)).toHaveLength(1);
  });

  it('places the order with the checkout token; a declined loan answers 402 with the cart intact', async () => {
    const { permId, total } = await cart();
    const res = await pay('affirm', permId, `amount-${total}-${randomUUID()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await ordersOf(permId))[0]).toMatchObject({ status: 'PLACED', provider: 'affirm' });
    const declined = await cart();
    const refused = await pay('affirm', declined.permId, `declined-${randomUUID()}`);
    expect(errorOf(refused)).toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' });
    expect((await ordersOf(declined.permId))[0]!.status).toBe('FAILED');
    expect(await cartSize(declined.permId)).toBe(1);
  });

  it('refuses a loan authorised for another amount than the order', async () => {
    const { permId, total } = await cart();
    const res = await pay('affirm', permId, `amount-${total - 1}-${randomUUID()}`);
    expect(errorOf(res)).toMatchObject({ statusCode: 422, code: 'PAYMENT_REJECTED' });
    expect(voids(affirm)).toBe(1);
    expect((await ordersOf(permId))[0]!.status).toBe('FAILED');
    expect(await cartSize(permId)).toBe(1);
  });
});

describe('POST /payments/{permId}/bolt', () => {
  it('places the order with the transaction token, once for a repeated key; a decline keeps the cart', async () => {
    const { permId } = await cart();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => pay('bolt', permId, 'card-ok', key)));
    const placed = answers.find((a) => a.statusCode === 200)!;
    expect(json(placed)).toMatchObject({ hasBeenPlaced: true, status: 'PLACED' });
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(await ordersOf(permId)).toHaveLength(1);
    expect([...bolt.transactions.values()].filter((t) => t.status === 'authorized').length).toBeGreaterThan(
      0,
    );

    const declined = await cart();
    const res = await pay('bolt', declined.permId, 'decline-1');
    expect(errorOf(res)).toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' });
    expect(await cartSize(declined.permId)).toBe(1);
  });

  it('a busy provider answers 503 with Retry-After and no order is placed', async () => {
    const { permId } = await cart();
    const res = await pay('bolt', permId, 'busy-1');
    expect(errorOf(res)).toMatchObject({ statusCode: 503, code: 'PAYMENT_UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ordersOf(permId))[0]!.status).toBe('PENDING');
    expect(await cartSize(permId)).toBe(1);
  });
});
