import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, newPermId, SITE, testContext } from '../../app.test.helper';
import * as commerce from '../../commerce.test.helper';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type StripeStandIn, startStripeStandIn } from '../../test/stand-ins/stripe';
import { addToCart } from '../cart/service';
import { registryOf } from './providers/registry';
import { StripeProvider } from './providers/stripe';
import { reconcilePendingOrders } from './reconcile';

// 3-D Secure run by Stripe.js in the shopper's browser (handleNextAction with the PaymentIntent's client secret),
// over HTTP with the real Stripe adapter against the stand-in, on the suite's database (PGlite or PostgreSQL).

const SHOP_URL = 'http://shop.test/';
let db: Database;
let app: FastifyInstance;
let stripe: StripeStandIn;
let providers: ReturnType<typeof registryOf>;
let facts: Awaited<ReturnType<typeof commerce.shoppingFacts>>;

beforeAll(async () => {
  const ctx = await testContext();
  db = ctx.db;
  facts = await commerce.shoppingFacts(db);
  stripe = await startStripeStandIn();
  providers = registryOf(
    new StripeProvider({
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_x',
      timeoutMs: 2_000,
      apiUrl: stripe.url,
    }),
  );
  app = await buildApp({
    db,
    providers,
    checkoutDetails: commerce.fixedCheckoutDetails('secure@example.test'),
    shopUrl: SHOP_URL,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await stripe?.stop();
});

type Answer = { orderId: string; status: string; clientSecret: string | null; hasBeenPlaced: boolean };

async function cartOf(): Promise<string> {
  const permId = newPermId();
  await addToCart(db, SITE['x-site'], permId, [{ productId: facts.other.id, qty: 1 }]);
  return permId;
}

const headers = (permId: string, key: string, cookiePermId = permId) => ({
  ...commerce.shopper(),
  cookie: `permId=${cookiePermId}`,
  'idempotency-key': key,
});

function payByCard(permId: string, key: string, token = 'ctoken_3ds_sdk', cookiePermId = permId) {
  return app.inject({
    method: 'POST',
    url: `/payments/${permId}/card`,
    headers: headers(permId, key, cookiePermId),
    payload: { provider: 'stripe', token },
  });
}

function confirm(permId: string, orderId: string, key: string) {
  return app.inject({
    method: 'POST',
    url: `/payments/${permId}/orders/${orderId}/confirm`,
    headers: headers(permId, key),
  });
}

const intentsCreated = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

async function orderStatus(orderId: string) {
  const [row] = await queryRows<{ status: string }>(db, sql`select status from orders where id = ${orderId}`);
  return row?.status;
}

/** An attempt waiting for 3-D Secure: its answer and the intent id behind its client secret. */
async function waitingAttempt() {
  const permId = await cartOf();
  const key = randomUUID();
  const res = await payByCard(permId, key);
  expect(res.statusCode, res.body).toBe(200);
  const answer = json<Answer>(res);
  const intentId = answer.clientSecret!.split('_secret_')[0]!;
  return { permId, key, answer, intentId };
}

describe('Stripe 3-D Secure through Stripe.js', () => {
  it('answers the client secret to the paying shopper, keeps the order pending and stores no secret', async () => {
    const before = intentsCreated();
    const { permId, key, answer, intentId } = await waitingAttempt();
    expect(answer).toMatchObject({ status: 'REQUIRES_CONFIRMATION', hasBeenPlaced: false });
    expect(answer.clientSecret).toBe(stripe.intents.get(intentId)!.client_secret);
    expect(await orderStatus(answer.orderId)).toBe('PENDING');
    const stored = await queryRows<{ body: string | null }>(
      db,
      sql`select response_body::text as body from idempotency_keys where key = ${key}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.body ?? '').not.toContain('_secret_');
    // The same attempt again asks Stripe for the intent it made (no second intent) and answers it afresh.
    const again = json<Answer>(await payByCard(permId, key));
    expect(again).toMatchObject({ orderId: answer.orderId, clientSecret: answer.clientSecret });
    expect(intentsCreated() - before).toBe(1);
  });

  it("another shopper gets no secret: not with the path's permId, not with the key", async () => {
    const { permId, key } = await waitingAttempt();
    const stranger = newPermId();
    const forged = await payByCard(permId, key, 'ctoken_3ds_sdk', stranger);
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('_secret_');
    const reused = await payByCard(stranger, key, 'ctoken_3ds_sdk');
    expect(errorOf(reused)).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(reused.body).not.toContain('_secret_');
  });

  it('after the shopper authenticates, the confirmation places the order once, however often it is sent', async () => {
    const { permId, key, answer, intentId } = await waitingAttempt();
    stripe.authenticate(intentId);
    const confirmKey = `${key}-confirm`;
    const [first, second] = await Promise.all([
      confirm(permId, answer.orderId, confirmKey),
      confirm(permId, answer.orderId, confirmKey),
    ]);
    const placed = [first!, second!].find((res) => res.statusCode === 200)!;
    expect(json<Answer>(placed)).toMatchObject({
      orderId: answer.orderId,
      hasBeenPlaced: true,
      clientSecret: null,
    });
    const replay = await confirm(permId, answer.orderId, confirmKey);
    expect(json(replay)).toEqual(json(placed));
    expect(await orderStatus(answer.orderId)).toBe('PLACED');
    // The first attempt's key now answers the placed order, too.
    expect(json<Answer>(await payByCard(permId, key))).toMatchObject({ hasBeenPlaced: true });
  });

  it('a failed authentication declines: the order is released and the cart kept', async () => {
    const { permId, key, answer, intentId } = await waitingAttempt();
    stripe.failAuthentication(intentId);
    const res = await confirm(permId, answer.orderId, `${key}-confirm`);
    expect(errorOf(res)).toMatchObject({ statusCode: 402, code: 'AUTHENTICATION_FAILED' });
    expect(await orderStatus(answer.orderId)).toBe('FAILED');
    const [cart] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.perm_id = ${permId}`,
    );
    expect(cart!.n).toBe(1);
  });

  it('a confirmation that never reached the API is settled by the reconciler; a late one answers the placed order', async () => {
    const { permId, key, answer, intentId } = await waitingAttempt();
    stripe.authenticate(intentId);
    await reconcilePendingOrders(
      { db, providers, shopUrl: SHOP_URL },
      { olderThanSeconds: 0, confirmationTimeoutSeconds: 3_600 },
    );
    expect(await orderStatus(answer.orderId)).toBe('PLACED');
    const late = await confirm(permId, answer.orderId, `${key}-confirm`);
    expect(json<Answer>(late)).toMatchObject({ orderId: answer.orderId, hasBeenPlaced: true });
  });

  it('logs no client secret, even at the most detailed level', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db,
      providers,
      checkoutDetails: commerce.fixedCheckoutDetails('logged@example.test'),
      shopUrl: SHOP_URL,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const permId = await cartOf();
      const res = await logged.inject({
        method: 'POST',
        url: `/payments/${permId}/card`,
        headers: headers(permId, randomUUID()),
        payload: { provider: 'stripe', token: 'ctoken_3ds_sdk' },
      });
      expect(json<Answer>(res).clientSecret).toMatch(/_secret_/);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('_secret_');
    } finally {
      await logged.close();
    }
  });

  it("a confirmation for another shopper's order is not found", async () => {
    const { answer } = await waitingAttempt();
    const stranger = await cartOf();
    const res = await confirm(stranger, answer.orderId, randomUUID());
    expect(errorOf(res)).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
  });
});
