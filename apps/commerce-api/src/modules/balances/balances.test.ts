import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, SITE, testContext } from '../../app.test.helper';
import * as commerce from '../../commerce.test.helper';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type RunningSandbox, startSandbox, TEST_SHOP_ORIGIN } from '../../payments-sandbox.test.helper';
import { startBraintreeStandIn } from '../../test/stand-ins/braintree';
import type { StandIn } from '../../test/stand-ins/server';
import { BraintreeProvider } from '../payments/providers/braintree';
import type { PaymentProvider } from '../payments/providers/provider';
import { registryOf } from '../payments/providers/registry';
import { SandboxProvider } from '../payments/providers/sandbox';
import { reconcilePendingBalances } from './service';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const CONFIRM = '4000002760003184';

let db: Database;
let app: FastifyInstance;
let sandbox: RunningSandbox;
let provider: SandboxProvider;

beforeAll(async () => {
  db = (await testContext()).db;
  sandbox = await startSandbox();
  provider = new SandboxProvider({ ...sandbox.settings, timeoutMs: 1_000 });
  app = await buildApp({ db, providers: registryOf(provider), shopUrl: `${TEST_SHOP_ORIGIN}/` });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await sandbox?.stop();
});

type PayLinkAnswer = { orderId: string; balanceId: string; payUrl: string; amount: number };
type Order = {
  orderReference: string;
  balances: { balanceId: string; status: string; amount: number; lastFour: string | null }[];
};

/** A placed demo order and a balance asked of it, as `orders:fulfil balance` does. */
async function balanceDue(amount = 2_450) {
  const email = `payer-${randomUUID()}@example.test`;
  const placed = json<{ orderId: string; reference: string; token: string }>(
    await app.inject({ method: 'POST', url: '/fulfilment/demo-order', headers: SITE, payload: { email } }),
  );
  const requested = await app.inject({
    method: 'POST',
    url: `/fulfilment/orders/${placed.reference}/balance`,
    headers: SITE,
    payload: { amount, reason: 'Freight surcharge' },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const answer = json<PayLinkAnswer>(requested);
  const linkToken = new URL(answer.payUrl).searchParams.get('token')!;
  return { ...placed, ...answer, email, linkToken };
}

let address: string | undefined;
/** The API on a real port, for requests that must really run at once. */
async function served(): Promise<string> {
  address ??= await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/** A request sent over HTTP, answered with its status and error code. */
async function overHttp(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: object;
}) {
  const response = await fetch(`${await served()}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, 'content-type': 'application/json' },
    body: JSON.stringify(request.payload),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, code: body.code, message: body.message };
}

const payRequest = (orderId: string, linkToken: string, token: string, key = randomUUID()) => ({
  method: 'POST',
  url: `/pay-links/${orderId}/payments`,
  headers: { ...commerce.shopper(), 'idempotency-key': key },
  payload: payBody(linkToken, token),
});

/** Resolves once the balance's attempt is with the provider. */
async function untilInFlight(balanceId: string) {
  for (let i = 0; i < 200; i++) {
    if ((await balanceRow(balanceId)).status === 'PENDING') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the payment never went in flight');
}

/** The refunds recorded for a balance. */
function balanceRefunds(balanceId: string) {
  return queryRows<{ amount_cents: number; status: string }>(
    db,
    sql`select amount_cents, status from refunds where balance_request_id = ${balanceId}`,
  );
}

const deps = () => ({ db, providers: registryOf(provider), shopUrl: `${TEST_SHOP_ORIGIN}/` });

function readLink(orderId: string, token: string) {
  return app.inject({ url: `/pay-links/${orderId}?token=${token}`, headers: commerce.shopper() });
}

function payBody(linkToken: string, token: string) {
  return { linkToken, provider: 'sandbox', token };
}

function confirmPayment(orderId: string, linkToken: string, key: string) {
  return app.inject({
    method: 'POST',
    url: `/pay-links/${orderId}/payments/confirm`,
    headers: { ...commerce.shopper(), 'idempotency-key': key },
    payload: { linkToken },
  });
}

function pay(orderId: string, linkToken: string, token: string, key = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/pay-links/${orderId}/payments`,
    headers: { ...commerce.shopper(), 'idempotency-key': key },
    payload: payBody(linkToken, token),
  });
}

async function orderOf(orderId: string, token: string): Promise<Order> {
  return json<Order>(
    await app.inject({ url: `/orders/${orderId}?token=${token}`, headers: commerce.shopper() }),
  );
}

async function balanceRow(balanceId: string) {
  const [row] = await queryRows<{ status: string; attempt: number }>(
    db,
    sql`select status, attempt from balance_requests where id = ${balanceId}`,
  );
  return row!;
}

/** The sandbox's payments of a balance's attempts (the attempt is the provider's order). */
async function providerPaymentsOf(balanceId: string, attempts: number) {
  const found = await Promise.all(
    Array.from({ length: attempts }, (_, i) => provider.findPayments(`balance-${balanceId}-${i + 1}`)),
  );
  return found.flatMap((result) => (result.ok ? result.value : []));
}

async function emailsTo(address: string) {
  return json<{ messages: { kind: string; body: string }[] }>(
    await app.inject({ url: `/outbox?to=${encodeURIComponent(address)}` }),
  ).messages;
}

describe('asking for a balance', () => {
  it('records the balance and e-mails a pay link with the order id and a token stored only hashed', async () => {
    const due = await balanceDue();
    const url = new URL(due.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_SHOP_ORIGIN}/pay/`);
    expect(url.searchParams.get('orderId')).toBe(due.orderId);
    expect(due.linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = (await emailsTo(due.email)).filter((m) => m.kind === 'balance-due');
    expect(mail!.body).toContain(due.payUrl);
    expect(mail!.body).toContain('$24.50');
    const [stored] = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from balance_requests where id = ${due.balanceId}`,
    );
    expect(stored!.token_hash).not.toContain(due.linkToken);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const order = await orderOf(due.orderId, due.token);
    expect(order.balances).toEqual([
      expect.objectContaining({ balanceId: due.balanceId, status: 'OPEN', amount: 2_450, lastFour: null }),
    ]);
  });

  it('refuses an unknown order, a cancelled order and a bad amount', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/fulfilment/orders/FK-NOSUCH00/balance',
      headers: SITE,
      payload: { amount: 100, reason: 'Freight' },
    });
    expect(errorOf(unknown)).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    const due = await balanceDue();
    expect((await app.inject(commerce.cancelOrderRequest(due))).statusCode).toBe(200);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/fulfilment/orders/${due.reference}/balance`,
      headers: SITE,
      payload: { amount: 100, reason: 'Freight' },
    });
    expect(errorOf(cancelled)).toMatchObject({ statusCode: 409, code: 'INVALID_TRANSITION' });
    for (const amount of [0, -5, 1.5]) {
      const bad = await app.inject({
        method: 'POST',
        url: `/fulfilment/orders/${due.reference}/balance`,
        headers: SITE,
        payload: { amount, reason: 'Freight' },
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('opening a pay link', () => {
  it('shows the order reference, the amount and the reason', async () => {
    const due = await balanceDue();
    const res = await readLink(due.orderId, due.linkToken);
    expect(json(res)).toMatchObject({
      orderId: due.orderId,
      orderReference: due.reference,
      balanceId: due.balanceId,
      amount: 2_450,
      reason: 'Freight surcharge',
    });
  });

  it('a wrong token, another order’s token, an expired link and a paid one answer clear 4xx', async () => {
    const due = await balanceDue();
    const other = await balanceDue();
    const wrong = await readLink(due.orderId, 'x'.repeat(43));
    expect(errorOf(wrong)).toMatchObject({ statusCode: 404, code: 'PAY_LINK_NOT_VALID', forShopper: true });
    const crossed = await readLink(due.orderId, other.linkToken);
    expect(errorOf(crossed)).toMatchObject({ statusCode: 404, code: 'PAY_LINK_NOT_VALID' });
    expect((await readLink(due.orderId, 'short')).statusCode).toBe(400);

    await db.execute(sql`update balance_requests set expires_at = now() - interval '1 minute'
                         where id = ${other.balanceId}`);
    const expired = await readLink(other.orderId, other.linkToken);
    expect(errorOf(expired)).toMatchObject({ statusCode: 410, code: 'PAY_LINK_EXPIRED', forShopper: true });
    const payExpired = await pay(other.orderId, other.linkToken, await sandbox.tokenize(APPROVE));
    expect(errorOf(payExpired)).toMatchObject({ statusCode: 410, code: 'PAY_LINK_EXPIRED' });
    expect(await providerPaymentsOf(other.balanceId, 1)).toEqual([]);

    expect((await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE))).statusCode).toBe(200);
    const used = await readLink(due.orderId, due.linkToken);
    expect(errorOf(used)).toMatchObject({ statusCode: 409, code: 'BALANCE_PAID', forShopper: true });
  });
});

describe('paying a pay link', () => {
  it('charges the amount at once, closes the balance and answers a status link; the key replays', async () => {
    const due = await balanceDue();
    const key = randomUUID();
    const token = await sandbox.tokenize(APPROVE);
    const res = await pay(due.orderId, due.linkToken, token, key);
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<{ status: string; token: string; orderStatusUrl: string; amount: number }>(res);
    expect(answer).toMatchObject({ status: 'PAID', amount: 2_450 });
    expect(answer.orderStatusUrl).toBe(
      `${TEST_SHOP_ORIGIN}/order/status/${due.orderId}/?token=${answer.token}`,
    );
    const [payment] = await providerPaymentsOf(due.balanceId, 1);
    expect(payment).toMatchObject({ status: 'captured', amount: 2_450, capturedAmount: 2_450 });
    const order = await orderOf(due.orderId, answer.token);
    expect(order.balances[0]).toMatchObject({ status: 'PAID', lastFour: '4242' });
    expect((await emailsTo(due.email)).map((m) => m.kind)).toContain('balance-paid');

    const replay = await pay(due.orderId, due.linkToken, token, key);
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual(answer);
    expect(await providerPaymentsOf(due.balanceId, 2)).toHaveLength(1);
  });

  it('a declined card charges nothing and leaves the link open for another card', async () => {
    const due = await balanceDue();
    const declined = await pay(due.orderId, due.linkToken, await sandbox.tokenize(DECLINE));
    expect(errorOf(declined)).toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' });
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'OPEN', attempt: 1 });
    // The bank's confirmation refused on the sandbox's page: declined, the link open again.
    const key = randomUUID();
    const waiting = json<{ confirmationUrl: string }>(
      await pay(due.orderId, due.linkToken, await sandbox.tokenize(CONFIRM), key),
    );
    await sandbox.answerConfirmation(waiting.confirmationUrl, false);
    const refused = await confirmPayment(due.orderId, due.linkToken, `${key}-confirm`);
    expect(errorOf(refused)).toMatchObject({ statusCode: 402, code: 'AUTHENTICATION_FAILED' });
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'OPEN', attempt: 2 });
    const paid = await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE));
    expect(paid.statusCode).toBe(200);
    const charged = (await providerPaymentsOf(due.balanceId, 3)).filter((p) => p.capturedAmount > 0);
    expect(charged).toHaveLength(1);
  });

  it("a card that needs the bank's confirmation sends the payer to the sandbox's page and back to /pay/", async () => {
    const due = await balanceDue();
    const key = randomUUID();
    const res = await pay(due.orderId, due.linkToken, await sandbox.tokenize(CONFIRM), key);
    expect(res.statusCode, res.body).toBe(200);
    const waiting = json<{ status: string; confirmationUrl: string; token: null }>(res);
    expect(waiting).toMatchObject({ status: 'REQUIRES_CONFIRMATION', token: null });
    expect(new URL(waiting.confirmationUrl).origin).toBe(new URL(sandbox.settings.url).origin);
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'PENDING', attempt: 1 });
    // Not confirmed yet: the payer is asked to finish on the bank's page first.
    const early = await confirmPayment(due.orderId, due.linkToken, `${key}-confirm`);
    expect(errorOf(early)).toMatchObject({ statusCode: 409, code: 'PAYMENT_IN_FLIGHT' });
    await sandbox.answerConfirmation(waiting.confirmationUrl, true);
    const paid = await confirmPayment(due.orderId, due.linkToken, `${key}-confirm`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json(paid)).toMatchObject({ status: 'PAID', amount: 2_450 });
    const [payment] = await providerPaymentsOf(due.balanceId, 1);
    expect(payment).toMatchObject({ status: 'captured', capturedAmount: 2_450 });
  });

  it('refuses an unknown provider and a missing key without taking the balance', async () => {
    const due = await balanceDue();
    const unknown = await app.inject({
      method: 'POST',
      url: `/pay-links/${due.orderId}/payments`,
      headers: { ...commerce.shopper(), 'idempotency-key': randomUUID() },
      payload: { ...payBody(due.linkToken, 'tok_x'), provider: 'nosuch' },
    });
    expect(errorOf(unknown)).toMatchObject({ statusCode: 400, code: 'PROVIDER_NOT_AVAILABLE' });
    const keyless = await app.inject({
      method: 'POST',
      url: `/pay-links/${due.orderId}/payments`,
      headers: commerce.shopper(),
      payload: payBody(due.linkToken, 'tok_x'),
    });
    expect(keyless.statusCode).toBe(400);
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'OPEN', attempt: 0 });
  });

  it('the same link paid from 8 tabs at once over HTTP charges exactly once', async () => {
    const due = await balanceDue();
    const address = await served();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => sandbox.tokenize(APPROVE)));
    await sandbox.setFaults({ delayMs: 300 });
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const response = await fetch(`${address}/pay-links/${due.orderId}/payments`, {
          method: 'POST',
          headers: {
            ...commerce.shopper(),
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(payBody(due.linkToken, token)),
        });
        return { status: response.status, body: (await response.json()) as { code?: string } };
      }),
    ).finally(() => sandbox.setFaults({}));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(['PAYMENT_IN_FLIGHT', 'BALANCE_PAID']).toContain(refused.body.code);
    }
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'PAID', attempt: 1 });
    expect(await providerPaymentsOf(due.balanceId, 8)).toHaveLength(1);
  });

  it('the same key sent 20 times at once pays once', async () => {
    const due = await balanceDue();
    const token = await sandbox.tokenize(APPROVE);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(due.orderId, due.linkToken, token, key)),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 409)).toBe(true);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await providerPaymentsOf(due.balanceId, 2)).toHaveLength(1);
  });

  it('a provider timeout answers 503; another tab waits, and a retry with the key charges once', async () => {
    const due = await balanceDue();
    const token = await sandbox.tokenize(APPROVE);
    const key = randomUUID();
    await sandbox.setFaults({ delayMs: 1_500 });
    const timedOut = await pay(due.orderId, due.linkToken, token, key).finally(() => sandbox.setFaults({}));
    expect(errorOf(timedOut)).toMatchObject({ statusCode: 503, code: 'PAYMENT_UNAVAILABLE' });
    expect(Number(timedOut.headers['retry-after'])).toBeGreaterThan(0);
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'PENDING', attempt: 1 });
    const otherTab = await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE));
    expect(errorOf(otherTab)).toMatchObject({ statusCode: 409, code: 'PAYMENT_IN_FLIGHT' });
    const retry = await pay(due.orderId, due.linkToken, token, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await providerPaymentsOf(due.balanceId, 2)).toHaveLength(1);
  });
});

describe('cancelling an order with balances', () => {
  it('refunds a paid balance through the provider and closes an open one, whose link then pays nothing', async () => {
    const paid = await balanceDue(1_500);
    const paidAnswer = await pay(paid.orderId, paid.linkToken, await sandbox.tokenize(APPROVE));
    expect(paidAnswer.statusCode, paidAnswer.body).toBe(200);
    const second = await app.inject({
      method: 'POST',
      url: `/fulfilment/orders/${paid.reference}/balance`,
      headers: SITE,
      payload: { amount: 900, reason: 'Liftgate delivery' },
    });
    const open = json<PayLinkAnswer>(second);
    const openToken = new URL(open.payUrl).searchParams.get('token')!;

    const cancelled = await app.inject(commerce.cancelOrderRequest(paid));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = json<{ msg: string; data: Order }>(cancelled);
    expect(answer.data.balances.map((b) => [b.balanceId, b.status])).toEqual([
      [paid.balanceId, 'REFUNDED'],
      [open.balanceId, 'CLOSED'],
    ]);
    const [payment] = await providerPaymentsOf(paid.balanceId, 1);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 1_500 });
    const refunds = await queryRows<{ amount_cents: number; status: string; provider_ref: string | null }>(
      db,
      sql`select amount_cents, status, provider_ref from refunds where balance_request_id = ${paid.balanceId}`,
    );
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: 1_500, status: 'SUCCEEDED' })]);
    expect(refunds[0]!.provider_ref).not.toBeNull();

    // Neither link pays any more, and nothing more is charged.
    const late = await pay(paid.orderId, openToken, await sandbox.tokenize(APPROVE));
    expect(errorOf(late)).toMatchObject({ statusCode: 410, code: 'PAY_LINK_EXPIRED' });
    expect(await providerPaymentsOf(open.balanceId, 1)).toEqual([]);
    expect(errorOf(await readLink(paid.orderId, paid.linkToken))).toMatchObject({ statusCode: 410 });
  });
});

describe('cancelling an order while a pay-link payment is in flight', () => {
  it('an approval that lands after the cancel is refunded at once and the payer is told so', async () => {
    const due = await balanceDue(1_250);
    await sandbox.setFaults({ delayMs: 700 });
    const paying = overHttp(payRequest(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE)));
    await untilInFlight(due.balanceId);
    const cancel = await overHttp(commerce.cancelOrderRequest(due));
    const paid = await paying.finally(() => sandbox.setFaults({}));
    expect(cancel.status).toBe(200);
    expect(paid).toMatchObject({ status: 410, code: 'PAY_LINK_EXPIRED' });
    expect(paid.message).toContain('$12.50 charged is being refunded');
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'REFUNDED' });
    const [payment] = await providerPaymentsOf(due.balanceId, 1);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 1_250 });
    expect(await balanceRefunds(due.balanceId)).toEqual([{ amount_cents: 1_250, status: 'SUCCEEDED' }]);
    expect((await emailsTo(due.email)).map((m) => m.kind)).not.toContain('balance-paid');
    const again = await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE));
    expect(errorOf(again)).toMatchObject({ statusCode: 410, code: 'PAY_LINK_EXPIRED' });
    expect(await providerPaymentsOf(due.balanceId, 2)).toHaveLength(1);
  });

  it('a decline that lands after the cancel closes the link instead of reopening it', async () => {
    const due = await balanceDue();
    await sandbox.setFaults({ delayMs: 700 });
    const paying = overHttp(payRequest(due.orderId, due.linkToken, await sandbox.tokenize(DECLINE)));
    await untilInFlight(due.balanceId);
    expect((await overHttp(commerce.cancelOrderRequest(due))).status).toBe(200);
    expect(await paying.finally(() => sandbox.setFaults({}))).toMatchObject({
      status: 402,
      code: 'CARD_DECLINED',
    });
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'CLOSED' });
    const again = await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE));
    expect(errorOf(again)).toMatchObject({ statusCode: 410, code: 'PAY_LINK_EXPIRED' });
    expect(await providerPaymentsOf(due.balanceId, 2)).toHaveLength(1);
  });

  it('payments and cancels sent at the same moment never keep money on a cancelled order', async () => {
    const dues = await Promise.all(Array.from({ length: 6 }, () => balanceDue(700)));
    const requests = await Promise.all(
      dues.map(async (due) => payRequest(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE))),
    );
    await sandbox.setFaults({ delayMs: 50 });
    const answers = await Promise.all(
      dues.map((due, i) => Promise.all([overHttp(requests[i]!), overHttp(commerce.cancelOrderRequest(due))])),
    ).finally(() => sandbox.setFaults({}));
    for (const [i, [first, cancel]] of answers.entries()) {
      const due = dues[i]!;
      expect(cancel.status).toBe(200);
      // A busy machine may time the provider call out: the shopper sends the same attempt again.
      let paid = first;
      for (let retry = 0; paid.status === 503 && retry < 5; retry++) paid = await overHttp(requests[i]!);
      const row = await balanceRow(due.balanceId);
      const charged = (await providerPaymentsOf(due.balanceId, 1)).filter((p) => p.capturedAmount > 0);
      if (row.status === 'CLOSED') {
        // The cancel came first: the link paid nothing.
        expect(paid).toMatchObject({ status: 410, code: 'PAY_LINK_EXPIRED' });
        expect(charged).toEqual([]);
      } else {
        // The payment reached the provider: paid before the cancel or after it, it is refunded either way.
        expect(row.status).toBe('REFUNDED');
        expect(charged).toEqual([expect.objectContaining({ status: 'refunded', refundedAmount: 700 })]);
        expect(await balanceRefunds(due.balanceId)).toEqual([{ amount_cents: 700, status: 'SUCCEEDED' }]);
      }
    }
  });

  it('an attempt whose answer never came is refunded by the reconciler once the order is cancelled', async () => {
    const due = await balanceDue(800);
    await sandbox.setFaults({ drop: true });
    const dropped = await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE)).finally(() =>
      sandbox.setFaults({}),
    );
    expect(errorOf(dropped)).toMatchObject({ statusCode: 503 });
    expect((await app.inject(commerce.cancelOrderRequest(due))).statusCode).toBe(200);
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'PENDING' });
    await db.execute(sql`update balance_requests set pending_since = now() - interval '10 minutes'
                         where id = ${due.balanceId}`);
    await reconcilePendingBalances(deps());
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'REFUNDED' });
    const [payment] = await providerPaymentsOf(due.balanceId, 1);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 800 });
    expect(await balanceRefunds(due.balanceId)).toEqual([{ amount_cents: 800, status: 'SUCCEEDED' }]);
  });
});

describe('a provider answering another amount', () => {
  it('gives the payment back and leaves the link open', async () => {
    const due = await balanceDue();
    const givenBack: string[] = [];
    // The sandbox under another name, answering one cent less than asked.
    const changes: Pick<PaymentProvider, 'name' | 'createPayment' | 'refundPayment'> = {
      name: 'odd',
      createPayment: (input) =>
        provider.createPayment({ ...input, amount: input.amount - 1 }, { idempotencyKey: randomUUID() }),
      refundPayment: async (id) => {
        givenBack.push(id);
        return provider.refundPayment(id, {}, { idempotencyKey: randomUUID() });
      },
    };
    const odd: PaymentProvider = Object.assign(Object.create(provider) as PaymentProvider, changes);
    const oddApp = await buildApp({
      db,
      providers: registryOf(provider, odd),
      shopUrl: `${TEST_SHOP_ORIGIN}/`,
    });
    try {
      const res = await oddApp.inject({
        method: 'POST',
        url: `/pay-links/${due.orderId}/payments`,
        headers: { ...commerce.shopper(), 'idempotency-key': randomUUID() },
        payload: { ...payBody(due.linkToken, await sandbox.tokenize(APPROVE)), provider: 'odd' },
      });
      expect(errorOf(res)).toMatchObject({ statusCode: 422, code: 'PAYMENT_REJECTED' });
    } finally {
      await oddApp.close();
    }
    expect(givenBack).toHaveLength(1);
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'OPEN', attempt: 1 });
  });
});

describe('reconciling pay-link balances', () => {
  it('repeats an attempt whose answer never came once the lease is over, closing the balance; one charge', async () => {
    const due = await balanceDue();
    await sandbox.setFaults({ drop: true });
    const dropped = await pay(due.orderId, due.linkToken, await sandbox.tokenize(APPROVE)).finally(() =>
      sandbox.setFaults({}),
    );
    expect(errorOf(dropped)).toMatchObject({ statusCode: 503, code: 'PAYMENT_UNAVAILABLE' });
    // Within the lease nothing is touched: the shopper's retry may still come.
    await reconcilePendingBalances(deps());
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'PENDING', attempt: 1 });
    await db.execute(sql`update balance_requests set pending_since = now() - interval '10 minutes'
                         where id = ${due.balanceId}`);
    expect((await reconcilePendingBalances(deps())).paid).toBeGreaterThanOrEqual(1);
    expect(await balanceRow(due.balanceId)).toMatchObject({ status: 'PAID', attempt: 1 });
    expect(await providerPaymentsOf(due.balanceId, 1)).toHaveLength(1);
    expect((await emailsTo(due.email)).map((m) => m.kind)).toContain('balance-paid');
  });
});

describe('GET checkout/braintreeclient', () => {
  let standIn: StandIn;
  let braintreeApp: FastifyInstance;

  beforeAll(async () => {
    standIn = await startBraintreeStandIn();
    const braintree = new BraintreeProvider({
      merchantId: 'fitkit',
      publicKey: 'public',
      privateKey: 'private',
      environment: standIn.url,
      timeoutMs: 2_000,
    });
    braintreeApp = await buildApp({ db, providers: registryOf(provider, braintree) });
  });
  afterAll(async () => {
    await braintreeApp?.close();
    await standIn?.stop();
  });

  it('answers a client token when Braintree is configured', async () => {
    const res = await braintreeApp.inject({ url: '/checkout/braintreeclient', headers: SITE });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ clientToken: string }>(res).clientToken).toMatch(/^eyJ/);
    expect(standIn.requests.at(-1)!.path).toBe('/merchants/fitkit/client_token');
  });

  it('answers 404 PROVIDER_NOT_AVAILABLE when it is not, and needs the site', async () => {
    const off = await app.inject({ url: '/checkout/braintreeclient', headers: SITE });
    expect(errorOf(off)).toMatchObject({ statusCode: 404, code: 'PROVIDER_NOT_AVAILABLE' });
    const siteless = await braintreeApp.inject({ url: '/checkout/braintreeclient' });
    expect(errorOf(siteless)).toMatchObject({ statusCode: 400, code: 'MISSING_SITE' });
  });
});
