import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoltStandIn } from '../../../test/stand-ins/bolt';
import { answeringLate, value } from '../../../test/stand-ins/server';
import { BOLT_SIGNATURE_HEADER, BoltProvider } from './bolt';

const SIGNING_SECRET = 'bolt-signing-secret';
let standIn: Awaited<ReturnType<typeof startBoltStandIn>>;
let provider: BoltProvider;

beforeAll(async () => {
  standIn = await startBoltStandIn();
  provider = new BoltProvider({
    apiKey: 'bolt-key',
    signingSecret: SIGNING_SECRET,
    apiUrl: standIn.url,
    timeoutMs: 2_000,
  });
});
afterAll(() => standIn?.stop());

const authorise = (token: string, extra: { capture?: boolean } = {}, idempotencyKey = randomUUID()) =>
  provider.createPayment(
    { token, amount: 8_000, currency: 'usd', orderId: 'order-bolt', ...extra },
    { idempotencyKey },
  );

describe('bolt adapter against a stand-in of the merchant transactions API', () => {
  it('authorises with the token, the API key, a nonce and the idempotency key', async () => {
    const key = randomUUID();
    expect(value(await authorise('card-ok', {}, key))).toMatchObject({
      provider: 'bolt',
      status: 'authorised',
      amount: 8_000,
      currency: 'usd',
      capturedAmount: 0,
      card: { brand: 'visa', last4: '1111' },
      orderId: 'order-bolt',
    });
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers).toMatchObject({ 'idempotency-key': key, 'x-api-key': 'bolt-key' });
    expect(sent.headers['x-nonce']).toMatch(/^\d{12,16}$/);
    expect(JSON.parse(sent.body)).toMatchObject({ auto_capture: false, credit_card: { token: 'card-ok' } });
  });

  it('a failed authorisation is a decline; one held for review waits', async () => {
    expect(value(await authorise('decline-1'))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
    expect(value(await authorise('review-1')).status).toBe('requires_confirmation');
  });

  it('captures, refunds part, then the rest; voids; captures at once when asked', async () => {
    const { id } = value(await authorise('card-capture'));
    expect(value(await provider.capturePayment(id, {}, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'captured',
      capturedAmount: 8_000,
    });
    expect(
      value(await provider.refundPayment(id, { amount: 3_000 }, { idempotencyKey: randomUUID() })),
    ).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 3_000,
    });
    expect(value(await provider.refundPayment(id, {}, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'refunded',
      refundedAmount: 8_000,
    });
    const other = value(await authorise('card-void'));
    expect(value(await provider.cancelPayment(other.id, { idempotencyKey: randomUUID() })).status).toBe(
      'canceled',
    );
    expect(value(await authorise('card-now', { capture: true })).status).toBe('captured');
  });

  it('refuses a wrong state; 429 and timeouts are unavailable', async () => {
    const { id } = value(await authorise('card-state'));
    expect(await provider.refundPayment(id, { amount: 1 }, { idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: '2001005' },
    });
    expect(await authorise('busy-1')).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', retryAfterSeconds: 5 },
    });
    const late = () => provider.cancelPayment(id, { idempotencyKey: randomUUID(), timeoutMs: 100 });
    expect(await answeringLate(standIn, late)).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
  });

  it('an authorisation whose answer was lost is found again by its key, not made twice', async () => {
    const idempotencyKey = randomUUID();
    const input = { token: 'card-lost', amount: 8_000, currency: 'usd', orderId: 'order-lost' };
    const lost = () => provider.createPayment(input, { idempotencyKey, timeoutMs: 100 });
    expect(await answeringLate(standIn, lost)).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    const made = standIn.transactions.size;
    expect(value(await provider.createPayment(input, { idempotencyKey }))).toMatchObject({
      status: 'authorised',
      orderId: 'order-lost',
    });
    expect(standIn.transactions.size).toBe(made);
  });

  it('verifies the HMAC signature of a webhook', async () => {
    const { id } = value(await authorise('card-hook'));
    const transaction = value(await provider.retrievePayment(id));
    const body = JSON.stringify({
      type: 'auth',
      object: 'transaction',
      data: { id: 'TAhook', reference: id, status: 'authorized', amount: { amount: 8_000, currency: 'USD' } },
    });
    const sign = (secret: string) => createHmac('sha256', secret).update(body).digest('base64');
    expect(provider.verifyWebhook(body, { [BOLT_SIGNATURE_HEADER]: sign(SIGNING_SECRET) })).toMatchObject({
      ok: true,
      event: { id: 'TAhook:auth', type: 'auth', payment: { id: transaction.id, status: 'authorised' } },
    });
    expect(provider.verifyWebhook(body, { [BOLT_SIGNATURE_HEADER]: sign('other') }).ok).toBe(false);
    expect(provider.verifyWebhook(`${body} `, { [BOLT_SIGNATURE_HEADER]: sign(SIGNING_SECRET) }).ok).toBe(
      false,
    );
    expect(provider.verifyWebhook(body, {}).ok).toBe(false);
  });
});
