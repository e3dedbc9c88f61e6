import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringLate, value } from '../../../test/stand-ins/server';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stand-ins/stripe';
import { StripeProvider } from './stripe';

const WEBHOOK_SECRET = 'whsec_test_standin';
let standIn: StripeStandIn;
let provider: StripeProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = new StripeProvider({
    secretKey: 'sk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    timeoutMs: 2_000,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn?.stop());

const pay = (token: string, extra: { capture?: boolean; shouldSave?: boolean; orderId?: string } = {}) =>
  provider.createPayment(
    {
      token,
      amount: 12_345,
      currency: 'USD',
      orderId: extra.orderId ?? `order-${randomUUID()}`,
      returnUrl: 'http://localhost:3000/checkout/payment/',
      ...extra,
    },
    { idempotencyKey: randomUUID() },
  );

const lastRequest = () => standIn.requests.at(-1)!;

describe('stripe adapter against a stand-in of the PaymentIntents API', () => {
  it('authorises with the ConfirmationToken, manual capture, the idempotency key and no SDK retries', async () => {
    const key = randomUUID();
    const payment = value(
      await provider.createPayment(
        { token: 'ctoken_ok', amount: 12_345, currency: 'usd', orderId: 'order-1' },
        { idempotencyKey: key },
      ),
    );
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'authorised',
      amount: 12_345,
      capturedAmount: 0,
      card: { brand: 'visa', last4: '4242' },
      orderId: 'order-1',
      declineCode: null,
    });
    const sent = new URLSearchParams(lastRequest().body);
    expect(lastRequest().headers['idempotency-key']).toBe(key);
    expect(sent.get('confirmation_token')).toBe('ctoken_ok');
    expect(sent.get('capture_method')).toBe('manual');
    expect(sent.get('confirm')).toBe('true');
    expect(sent.get('metadata[orderId]')).toBe('order-1');
    expect(sent.get('setup_future_usage')).toBeNull();
  });

  it('keeps the card on a Customer made for it when the shopper saves it, pays with it and detaches it', async () => {
    const saved = value(await pay('ctoken_ok', { shouldSave: true })).savedCard;
    const sent = new URLSearchParams(lastRequest().body);
    expect(sent.get('setup_future_usage')).toBe('off_session');
    expect(saved).toEqual({
      ref: `${sent.get('customer')}/${standIn.intents.get([...standIn.intents.keys()].at(-1)!)?.payment_method}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2030,
    });
    const again = await provider.createPayment(
      { token: '', savedCard: saved!.ref, amount: 500, currency: 'usd', orderId: 'order-saved' },
      { idempotencyKey: randomUUID() },
    );
    expect(value(again).status).toBe('authorised');
    expect(value(await provider.detachSavedCard(saved!.ref, { idempotencyKey: randomUUID() }))).toBeNull();
    const detached = await provider.createPayment(
      { token: '', savedCard: saved!.ref, amount: 500, currency: 'usd', orderId: 'order-saved' },
      { idempotencyKey: randomUUID() },
    );
    expect(detached).toMatchObject({ ok: false, failure: { kind: 'rejected', code: 'resource_missing' } });
    expect(value(await pay('ctoken_ok')).savedCard).toBeNull();
  });

  it('maps a card decline (402 with the intent) to a declined payment, insufficient funds apart', async () => {
    expect(value(await pay('ctoken_decline'))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
    expect(value(await pay('ctoken_insufficient'))).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
  });

  it('3-D Secure: requires_confirmation with the redirect URL, then confirms', async () => {
    const payment = value(await pay('ctoken_3ds'));
    expect(payment.status).toBe('requires_confirmation');
    expect(payment.confirmationUrl).toBe(`${standIn.url}/3ds/${payment.id}`);
    standIn.authenticate(payment.id);
    expect(value(await provider.confirmPayment(payment.id, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'authorised',
      confirmationUrl: null,
    });
  });

  it('3-D Secure run by Stripe.js: the client secret while it waits, none once it is decided', async () => {
    const payment = value(await pay('ctoken_3ds_sdk'));
    expect(payment).toMatchObject({
      status: 'requires_confirmation',
      confirmationUrl: null,
      clientSecret: `${payment.id}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
    });
    expect(value(await pay('ctoken_3ds')).clientSecret).toMatch(/_secret_/);
    expect(value(await pay('ctoken_ok')).clientSecret).toBeNull();
    standIn.failAuthentication(payment.id);
    expect(value(await provider.retrievePayment(payment.id))).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
      clientSecret: null,
    });
  });

  it('captures part, refunds part, then the rest', async () => {
    const { id } = value(await pay('ctoken_ok'));
    const key = randomUUID();
    expect(
      value(await provider.capturePayment(id, { amount: 10_000 }, { idempotencyKey: key })),
    ).toMatchObject({
      status: 'captured',
      capturedAmount: 10_000,
    });
    expect(lastRequest().headers['idempotency-key']).toBe(key);
    expect(
      value(await provider.refundPayment(id, { amount: 2_500 }, { idempotencyKey: randomUUID() })),
    ).toMatchObject({ status: 'partially_refunded', refundedAmount: 2_500 });
    expect(value(await provider.refundPayment(id, {}, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'refunded',
      refundedAmount: 10_000,
    });
  });

  it('captures at once when asked, cancels an authorisation, retrieves and finds by order', async () => {
    expect(value(await pay('ctoken_ok', { capture: true })).status).toBe('captured');
    const { id } = value(await pay('ctoken_ok', { orderId: 'order-find' }));
    expect(value(await provider.cancelPayment(id, { idempotencyKey: randomUUID() })).status).toBe('canceled');
    expect(value(await provider.retrievePayment(id))).toMatchObject({ id, status: 'canceled' });
    expect(value(await provider.findPayments('order-find')).map((p) => p.id)).toEqual([id]);
  });

  it('a wrong state or unknown id is rejected; 429 is unavailable with its Retry-After', async () => {
    const { id } = value(await pay('ctoken_ok'));
    await provider.cancelPayment(id, { idempotencyKey: randomUUID() });
    expect(await provider.capturePayment(id, {}, { idempotencyKey: randomUUID() })).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'rejected', code: 'payment_intent_unexpected_state' }),
    });
    expect(await provider.retrievePayment('pi_missing')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: 'resource_missing' },
    });
    expect(await pay('ctoken_busy')).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', retryAfterSeconds: 7 },
    });
  });

  it('a late answer is unavailable, tried once; the retry with its key finds the same intent, charged once', async () => {
    const before = standIn.requests.length;
    const intents = standIn.intents.size;
    const input = { token: 'ctoken_ok', amount: 100, currency: 'usd', orderId: 'order-slow' };
    const idempotencyKey = randomUUID();
    const result = await answeringLate(standIn, () =>
      provider.createPayment(input, { idempotencyKey, timeoutMs: 100 }),
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(standIn.requests.length - before).toBe(1);
    const retried = value(await provider.createPayment(input, { idempotencyKey }));
    expect(retried).toMatchObject({ status: 'authorised', orderId: 'order-slow' });
    expect(standIn.intents.size - intents).toBe(1);
  });

  it('verifies webhook signatures with the SDK', async () => {
    const { id } = value(await pay('ctoken_ok'));
    const payload = JSON.stringify({
      id: 'evt_3MtwBwLkdIwHu7ix0Tq1NwF3',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: standIn.intents.get(id) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const good = provider.verifyWebhook(payload, { 'stripe-signature': signature });
    expect(good).toMatchObject({
      ok: true,
      event: { type: 'payment_intent.amount_capturable_updated', payment: { id } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(provider.verifyWebhook(payload, { 'stripe-signature': forged }).ok).toBe(false);
    expect(provider.verifyWebhook(`${payload} `, { 'stripe-signature': signature }).ok).toBe(false);
    expect(provider.verifyWebhook(payload, {}).ok).toBe(false);
  });
});
