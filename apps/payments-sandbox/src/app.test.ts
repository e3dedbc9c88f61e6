import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxServer } from './app';
import { readConfig } from './config';
import type { Payment, WebhookEvent } from './types';
import { verifyWebhook } from './webhook';

const SHOP = 'http://shop.test';
const dataDir = mkdtempSync(join(tmpdir(), 'payments-sandbox-'));
const events: WebhookEvent[] = [];
let receiver: Server;
let sandbox: Server;
let base = '';
let keySeq = 0;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function start(): Promise<void> {
  sandbox = createSandboxServer(
    readConfig({
      PAYMENTS_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_FAULTS: '1',
      SANDBOX_SHOP_ORIGIN: SHOP,
      SANDBOX_WEBHOOK_URL: receiverUrl,
    }),
  );
  base = await listen(sandbox);
}

function stop(): Promise<void> {
  sandbox.closeAllConnections();
  return new Promise((resolve) => sandbox.close(() => resolve()));
}

let receiverUrl = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const check = verifyWebhook(body, req.headers['sandbox-signature'] as string, 'whsec_test_sandbox');
      if (check.ok) events.push(check.event);
      res.writeHead(check.ok ? 200 : 400).end();
    });
  });
  receiverUrl = `${await listen(receiver)}/webhooks`;
  await start();
});
afterAll(async () => {
  await stop();
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function tokenize(number: string, init: { key?: string; origin?: string } = {}) {
  const res = await fetch(`${base}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(init.origin ? { origin: init.origin } : {}) },
    body: JSON.stringify({ key: init.key ?? 'pk_test_sandbox', number, expiry: '12 / 34', cvc: '123' }),
  });
  return { status: res.status, body: await res.json() };
}

async function api(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: 'Bearer sk_test_sandbox',
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': `k${++keySeq}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function pay(number: string, extra: Record<string, unknown> = {}) {
  const { body: token } = await tokenize(number);
  return api('/v1/payments', { token: token.token, amount: 5000, currency: 'USD', ...extra });
}

describe('tokens', () => {
  it('tokenises a test card and answers only the token, brand and last four', async () => {
    const { status, body } = await tokenize('4242 4242 4242 4242');
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['brand', 'last4', 'token']);
    expect(body).toMatchObject({ token: expect.stringMatching(/^tok_/), brand: 'visa', last4: '4242' });
  });

  it('refuses other cards, another key and another origin', async () => {
    expect(await tokenize('4111 1111 1111 1111')).toMatchObject({
      status: 400,
      body: { error: { code: 'card_invalid', fields: { number: expect.any(String) } } },
    });
    expect((await tokenize('4242424242424242', { key: 'pk_other' })).status).toBe(401);
    expect((await tokenize('4242424242424242', { origin: SHOP })).status).toBe(403);
  });
});

describe('payments API', () => {
  it('needs the secret key and an Idempotency-Key on every change', async () => {
    expect((await api('/v1/payments/pay_x', undefined, { authorization: 'Bearer sk_wrong' })).status).toBe(
      401,
    );
    const res = await fetch(`${base}/v1/payments`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_sandbox', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('idempotency_key_required');
  });

  it('answers each test card as card providers do', async () => {
    expect((await pay('4242424242424242')).body).toMatchObject({ status: 'authorised', capturedAmount: 0 });
    expect((await pay('4242424242424242', { capture: true })).body).toMatchObject({
      status: 'captured',
      capturedAmount: 5000,
    });
    expect((await pay('4000000000000002')).body).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
    expect((await pay('4000000000009995')).body).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
    expect((await pay('4000000000000119')).body).toMatchObject({ status: 'processing_error' });
    expect((await pay('4000002760003184')).body).toMatchObject({
      status: 'requires_confirmation',
      confirmationUrl: expect.stringMatching(/\/confirm\/pay_/),
    });
  });

  it('uses a token once and refuses card numbers in a payment', async () => {
    const { body: token } = await tokenize('4242424242424242');
    const input = { token: token.token, amount: 100, currency: 'usd' };
    expect((await api('/v1/payments', input)).status).toBe(201);
    expect((await api('/v1/payments', input)).body.error.code).toBe('token_used');
    const pan = await api('/v1/payments', { ...input, metadata: { note: '4242 4242 4242 4242' } });
    expect(pan).toMatchObject({ status: 400, body: { error: { code: 'card_data_not_allowed' } } });
  });

  it('replays the answer for the same key and body, refuses the key with another body', async () => {
    const { body: token } = await tokenize('4242424242424242');
    const input = { token: token.token, amount: 700, currency: 'usd', metadata: { orderId: 'replay-1' } };
    const first = await api('/v1/payments', input, { 'idempotency-key': 'same-key' });
    const again = await api('/v1/payments', input, { 'idempotency-key': 'same-key' });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await api('/v1/payments', { ...input, amount: 701 }, { 'idempotency-key': 'same-key' });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect((await api('/v1/payments?orderId=replay-1')).body.data).toHaveLength(1);
  });

  it('captures part, refunds part then the rest, and refuses more', async () => {
    const { body: payment } = await pay('4242424242424242');
    expect((await api(`/v1/payments/${payment.id}/capture`, { amount: 4000 })).body).toMatchObject({
      status: 'captured',
      capturedAmount: 4000,
    });
    expect((await api(`/v1/payments/${payment.id}/capture`, {})).body.error.code).toBe('invalid_state');
    expect((await api(`/v1/payments/${payment.id}/refunds`, { amount: 1500 })).body).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 1500,
    });
    expect((await api(`/v1/payments/${payment.id}/refunds`, { amount: 2501 })).body.error.code).toBe(
      'amount_too_large',
    );
    const full = await api(`/v1/payments/${payment.id}/refunds`, {});
    expect(full.body).toMatchObject({ status: 'refunded', refundedAmount: 4000 });
    expect(full.body.refunds).toHaveLength(2);
  });

  it('cancels an authorisation', async () => {
    const { body: payment } = await pay('4242424242424242');
    expect((await api(`/v1/payments/${payment.id}/cancel`, {})).body.status).toBe('canceled');
    expect((await api(`/v1/payments/${payment.id}/refunds`, {})).status).toBe(409);
  });
});

describe("the shopper's extra confirmation", () => {
  async function answer(payment: Payment, decision: string) {
    return fetch(payment.confirmationUrl!.replace(/^https?:\/\/[^/]+/, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=${decision}`,
      redirect: 'manual',
    });
  }

  it('waits for the shopper, then authorises and sends them back to the shop', async () => {
    const { body: payment } = await pay('4000002760003184', { returnUrl: `${SHOP}/checkout/payment/` });
    expect((await api(`/v1/payments/${payment.id}/confirm`, {})).body.error.code).toBe(
      'confirmation_pending',
    );
    const page = await fetch(`${base}/confirm/${payment.id}`);
    expect(await page.text()).toContain('$50.00');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const back = await answer(payment, 'approve');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SHOP}/checkout/payment/?payment=${payment.id}`);
    const confirmed = await api(`/v1/payments/${payment.id}/confirm`, {});
    expect(confirmed.body).toMatchObject({ status: 'authorised', shopperConfirmation: 'approved' });
  });

  it('declines when the shopper refuses', async () => {
    const { body: payment } = await pay('4000002760003184', { capture: true });
    expect((await answer(payment, 'reject')).status).toBe(200);
    expect((await api(`/v1/payments/${payment.id}/confirm`, {})).body).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
    });
  });

  it('returns shoppers only to the shop origin', async () => {
    const res = await pay('4000002760003184', { returnUrl: 'https://evil.test/x' });
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'return_url_not_allowed' } } });
  });
});

describe('the card frame', () => {
  it('may be embedded only by the shop origin of its publishable key', async () => {
    const res = await fetch(`${base}/v1/card-frame?key=pk_test_sandbox`);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${SHOP}`);
    const html = await res.text();
    for (const label of ['Card number', 'Expiration', 'CVC']) expect(html).toContain(`>${label}`);
    expect(html).toContain(`data-parent-origin="${SHOP}"`);
    expect((await fetch(`${base}/v1/card-frame?key=pk_other`)).status).toBe(403);
  });
});

describe('saved cards', () => {
  it('keeps a card paid with saveCard, charges it again by its id, and refuses it once detached', async () => {
    const first = await pay('4242424242424242', { saveCard: true });
    expect(first.body).toMatchObject({ status: 'authorised', paymentMethod: expect.stringMatching(/^pm_/) });
    const methodId = first.body.paymentMethod as string;
    expect((await pay('4242424242424242')).body.paymentMethod).toBeNull();

    const again = await api('/v1/payments', { paymentMethod: methodId, amount: 1200, currency: 'usd' });
    expect(again.body).toMatchObject({
      status: 'authorised',
      amount: 1200,
      paymentMethod: methodId,
      card: { brand: 'visa', last4: '4242' },
    });
    // A saved card is charged by its id alone: a token beside it is refused.
    const { body: token } = await tokenize('4242424242424242');
    const both = await api('/v1/payments', {
      paymentMethod: methodId,
      token: token.token,
      amount: 1,
      currency: 'usd',
    });
    expect(both).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });

    expect((await api(`/v1/payment_methods/${methodId}/detach`, {})).body).toMatchObject({ detached: true });
    const detached = await api('/v1/payments', { paymentMethod: methodId, amount: 1200, currency: 'usd' });
    expect(detached).toMatchObject({ status: 400, body: { error: { code: 'payment_method_invalid' } } });
    expect((await api('/v1/payment_methods/pm_unknown/detach', {})).status).toBe(404);
  });

  it('keeps saved cards across a restart', async () => {
    const { body } = await pay('4242424242424242', { saveCard: true });
    await stop();
    await start();
    const again = await api('/v1/payments', {
      paymentMethod: body.paymentMethod,
      amount: 700,
      currency: 'usd',
    });
    expect(again.body).toMatchObject({ status: 'authorised', paymentMethod: body.paymentMethod });
  });
});

describe('webhooks, faults and restarts', () => {
  it('posts signed events for every change', async () => {
    const { body: payment } = await pay('4242424242424242');
    await api(`/v1/payments/${payment.id}/capture`, {});
    await expect
      .poll(() => events.filter((e) => e.data.id === payment.id).map((e) => e.type))
      .toEqual(['payment.authorised', 'payment.captured']);
  });

  it('drops or delays answers after doing the work when the fault switch says so', async () => {
    const faults = (body: unknown) =>
      fetch(`${base}/v1/test/faults`, {
        method: 'PUT',
        headers: { authorization: 'Bearer sk_test_sandbox', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await faults({ drop: true })).status).toBe(200);
    await expect(pay('4242424242424242', { metadata: { orderId: 'dropped-1' } })).rejects.toThrow();
    await faults({ delayMs: 300 });
    const started = Date.now();
    const list = await api('/v1/payments?orderId=dropped-1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(list.body.data).toHaveLength(1);
    await faults({});
  });

  it('refuses a second sandbox on the same data folder', () => {
    expect(() => createSandboxServer(readConfig({ SANDBOX_DATA_DIR: dataDir }))).toThrow(
      /in use by another sandbox/,
    );
  });

  it('keeps payments and idempotent answers across a restart', async () => {
    const { body: token } = await tokenize('4242424242424242');
    const input = { token: token.token, amount: 900, currency: 'usd' };
    const first = await api('/v1/payments', input, { 'idempotency-key': 'restart-key' });
    await stop();
    await start();
    expect((await api(`/v1/payments/${first.body.id}`)).body).toEqual(first.body);
    const again = await api('/v1/payments', input, { 'idempotency-key': 'restart-key' });
    expect(again.body).toEqual(first.body);
  });

  it('keeps every one of many concurrent changes across a restart, each key charged once', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tokenize('4242424242424242')));
    const inputs = tokens.map(({ body }) => ({ token: body.token, amount: 700, currency: 'usd' }));
    const answers = await Promise.all([
      ...inputs.map((input, i) => api('/v1/payments', input, { 'idempotency-key': `burst-${i}` })),
      ...inputs.map((input, i) => api('/v1/payments', input, { 'idempotency-key': `burst-${i}` })),
    ]);
    const ids = answers.map((a) => a.body.id as string);
    expect(new Set(ids).size).toBe(20);
    await Promise.all(ids.slice(0, 10).map((id) => api(`/v1/payments/${id}/capture`, {})));
    await stop();
    await start();
    for (const [i, id] of ids.slice(0, 20).entries()) {
      expect((await api(`/v1/payments/${id}`)).body.status).toBe(i < 10 ? 'captured' : 'authorised');
    }
  });
});
