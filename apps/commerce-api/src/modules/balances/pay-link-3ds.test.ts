import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, SITE, testContext } from '../../app.test.helper';
import * as commerce from '../../commerce.test.helper';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type StripeStandIn, startStripeStandIn } from '../../test/stand-ins/stripe';
import type { PaymentProvider } from '../payments/providers/provider';
import { registryOf } from '../payments/providers/registry';
import { StripeProvider } from '../payments/providers/stripe';
import { reconcilePendingBalances } from './service';

// 3-D Secure on a pay link, run by Stripe.js in the payer's browser with the PaymentIntent's client secret, over
// the real Stripe adapter against the stand-in, as the checkout's own 3-D Secure (stripe-3ds.test.ts).

const SHOP_URL = 'http://shop.test/';
let db: Database;
let app: FastifyInstance;
let stripe: StripeStandIn;
let providers: ReturnType<typeof registryOf>;
const logLines: string[] = [];
const confirmKeys: string[] = [];

beforeAll(async () => {
  db = (await testContext()).db;
  stripe = await startStripeStandIn();
  const real = new StripeProvider({
    secretKey: 'sk_test_standin',
    webhookSecret: 'whsec_x',
    timeoutMs: 5_000,
    apiUrl: stripe.url,
  });
  // The real adapter, noting the key of each confirmation it is asked for.
  const confirmPayment: PaymentProvider['confirmPayment'] = (id, options) => {
    confirmKeys.push(options.idempotencyKey);
    return real.confirmPayment(id, options);
  };
  providers = registryOf(Object.assign(Object.create(real) as PaymentProvider, { confirmPayment }));
  app = await buildApp({
    db,
    providers,
    shopUrl: SHOP_URL,
    // The most detailed log level, to show that no client secret is ever written there.
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await stripe?.stop();
});

type Answer = {
  status: string;
  clientSecret: string | null;
  confirmationUrl: string | null;
  token: string | null;
};

/** A placed demo order with a balance asked of it, and the link's token. */
async function balanceDue(amount = 3_100) {
  const placed = json<{ orderId: string; reference: string; token: string }>(
    await app.inject({ method: 'POST', url: '/fulfilment/demo-order', headers: SITE, payload: {} }),
  );
  const requested = json<{ balanceId: string; payUrl: string }>(
    await app.inject({
      method: 'POST',
      url: `/fulfilment/orders/${placed.reference}/balance`,
      headers: SITE,
      payload: { amount, reason: 'Freight surcharge' },
    }),
  );
  const linkToken = new URL(requested.payUrl).searchParams.get('token')!;
  return { ...placed, ...requested, linkToken };
}

function pay(orderId: string, linkToken: string, key: string, token = 'ctoken_3ds_sdk') {
  return app.inject({
    method: 'POST',
    url: `/pay-links/${orderId}/payments`,
    headers: { ...commerce.shopper(), 'idempotency-key': key },
    payload: { linkToken, provider: 'stripe', token },
  });
}

function confirm(orderId: string, linkToken: string, key: string) {
  return app.inject({
    method: 'POST',
    url: `/pay-links/${orderId}/payments/confirm`,
    headers: { ...commerce.shopper(), 'idempotency-key': key },
    payload: { linkToken },
  });
}

async function balanceOf(balanceId: string) {
  const [row] = await queryRows<{ status: string; provider_ref: string | null }>(
    db,
    sql`select status, provider_ref from balance_requests where id = ${balanceId}`,
  );
  return row!;
}

/** A payment of a link waiting for 3-D Secure: the answer, the attempt's key and the intent behind the secret. */
async function waitingPayment() {
  const due = await balanceDue();
  const key = randomUUID();
  const res = await pay(due.orderId, due.linkToken, key);
  expect(res.statusCode, res.body).toBe(200);
  const answer = json<Answer>(res);
  const intentId = answer.clientSecret!.split('_secret_')[0]!;
  return { due, key, answer, intentId };
}

describe('3-D Secure on a pay link', () => {
  it('answers the client secret to the payer only, keeps the balance pending and stores or logs no secret', async () => {
    const { due, key, answer, intentId } = await waitingPayment();
    expect(answer).toMatchObject({ status: 'REQUIRES_CONFIRMATION', token: null });
    expect(answer.clientSecret).toBe(stripe.intents.get(intentId)!.client_secret);
    expect(await balanceOf(due.balanceId)).toEqual({ status: 'PENDING', provider_ref: intentId });
    const stored = await queryRows<{ body: string | null }>(
      db,
      sql`select response_body::text as body from idempotency_keys where key = ${key}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.body ?? '').not.toContain('_secret_');
    expect(logLines.join('\n')).not.toContain('_secret_');
    // The same attempt again reads the intent back (no second one) and answers it afresh.
    const again = json<Answer>(await pay(due.orderId, due.linkToken, key));
    expect(again.clientSecret).toBe(answer.clientSecret);
    const created = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.includes(due.balanceId),
    );
    expect(created).toHaveLength(1);
    // Another link's token opens nothing, and gets no secret.
    const other = await balanceDue();
    const crossed = await pay(due.orderId, other.linkToken, key);
    expect(crossed.body).not.toContain('_secret_');
    expect(crossed.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('once the payer authenticates, the confirmation pays the balance once under `<key>-confirm`', async () => {
    const { due, key, intentId } = await waitingPayment();
    stripe.authenticate(intentId);
    const confirmKey = `${key}-confirm`;
    const answers = await Promise.all([
      confirm(due.orderId, due.linkToken, confirmKey),
      confirm(due.orderId, due.linkToken, confirmKey),
    ]);
    const paid = answers.find((res) => res.statusCode === 200)!;
    expect(json<Answer>(paid)).toMatchObject({ status: 'PAID', clientSecret: null });
    expect(json(await confirm(due.orderId, due.linkToken, confirmKey))).toEqual(json(paid));
    expect(await balanceOf(due.balanceId)).toMatchObject({ status: 'PAID', provider_ref: intentId });
    // The provider was asked to confirm under the attempt's own key with `-confirm`, never under another.
    const keys = confirmKeys.filter((k) => k.includes(due.balanceId));
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys)).toEqual(new Set([`balance-${due.balanceId}-1-confirm`]));
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount: 3_100 });
  });

  it('a failed authentication declines and leaves the link open for another card', async () => {
    const { due, key, intentId } = await waitingPayment();
    stripe.failAuthentication(intentId);
    const res = await confirm(due.orderId, due.linkToken, `${key}-confirm`);
    expect(errorOf(res)).toMatchObject({ statusCode: 402, code: 'AUTHENTICATION_FAILED' });
    expect(await balanceOf(due.balanceId)).toMatchObject({ status: 'OPEN' });
    const paid = await pay(due.orderId, due.linkToken, randomUUID(), 'ctoken_visa');
    expect(json<Answer>(paid)).toMatchObject({ status: 'PAID' });
  });

  it('a confirmation with nothing waiting is refused, and a wrong link token is not found', async () => {
    const due = await balanceDue();
    const nothing = await confirm(due.orderId, due.linkToken, randomUUID());
    expect(errorOf(nothing)).toMatchObject({ statusCode: 409, code: 'INVALID_TRANSITION' });
    const wrong = await confirm(due.orderId, 'x'.repeat(43), randomUUID());
    expect(errorOf(wrong)).toMatchObject({ statusCode: 404, code: 'PAY_LINK_NOT_VALID' });
  });

  it('the reconciler pays a confirmation that never reached the API, and gives up one never made', async () => {
    const confirmed = await waitingPayment();
    stripe.authenticate(confirmed.intentId);
    const abandoned = await waitingPayment();
    await db.execute(sql`update balance_requests set pending_since = now() - interval '10 minutes'
                         where id in (${confirmed.due.balanceId}, ${abandoned.due.balanceId})`);
    const deps = { db, providers, shopUrl: SHOP_URL };
    // Within the confirmation timeout the payer may still confirm: only the confirmed one is settled.
    await reconcilePendingBalances(deps, { confirmationTimeoutSeconds: 3_600 });
    expect(await balanceOf(confirmed.due.balanceId)).toMatchObject({ status: 'PAID' });
    expect(await balanceOf(abandoned.due.balanceId)).toMatchObject({ status: 'PENDING' });
    await reconcilePendingBalances(deps, { confirmationTimeoutSeconds: 60 });
    expect(await balanceOf(abandoned.due.balanceId)).toMatchObject({ status: 'OPEN' });
    expect(stripe.intents.get(abandoned.intentId)).toMatchObject({ status: 'canceled' });
  });
});
