import { randomUUID } from 'node:crypto';
import { signWebhook } from '@fitkit/payments-sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningSandbox, startSandbox, TEST_SHOP_ORIGIN } from '../../../payments-sandbox.test.helper';
import type { ProviderPayment, ProviderResult } from './provider';
import { readSandboxSettings, SandboxProvider } from './sandbox';

let sandbox: RunningSandbox;
let provider: SandboxProvider;

beforeAll(async () => {
  sandbox = await startSandbox();
  provider = new SandboxProvider(sandbox.settings);
});
afterAll(() => sandbox?.stop());

const key = () => randomUUID();

async function pay(number: string, extra: { capture?: boolean; returnUrl?: string } = {}) {
  const token = await sandbox.tokenize(number);
  return provider.createPayment(
    { token, amount: 12_345, currency: 'usd', orderId: `order-${randomUUID()}`, ...extra },
    { idempotencyKey: key() },
  );
}

function value<T>(result: ProviderResult<T>): T {
  if (!result.ok) throw new Error(`provider failed: ${JSON.stringify(result.failure)}`);
  return result.value;
}

describe('sandbox adapter: test card outcomes', () => {
  it('4242 4242 4242 4242 authorises (and captures when asked)', async () => {
    expect(value(await pay('4242 4242 4242 4242'))).toMatchObject({
      provider: 'sandbox',
      status: 'authorised',
      amount: 12_345,
      capturedAmount: 0,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(value(await pay('4242 4242 4242 4242', { capture: true }))).toMatchObject({
      status: 'captured',
      capturedAmount: 12_345,
    });
  });

  it('4000 0000 0000 0002 is declined, 9995 for insufficient funds', async () => {
    expect(value(await pay('4000 0000 0000 0002'))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
    expect(value(await pay('4000 0000 0000 9995'))).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
  });

  it('4000 0000 0000 0119 fails with a processing error', async () => {
    expect(value(await pay('4000 0000 0000 0119')).status).toBe('processing_error');
  });

  it('4000 0027 6000 3184 waits for the shopper, then confirms', async () => {
    const payment = value(
      await pay('4000 0027 6000 3184', { returnUrl: `${TEST_SHOP_ORIGIN}/checkout/payment/` }),
    );
    expect(payment).toMatchObject({ status: 'requires_confirmation', confirmationUrl: expect.any(String) });
    const early = await provider.confirmPayment(payment.id, { idempotencyKey: key() });
    expect(early).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'rejected', code: 'confirmation_pending' }),
    });
    await sandbox.answerConfirmation(payment.confirmationUrl!, true);
    expect(value(await provider.confirmPayment(payment.id, { idempotencyKey: key() }))).toMatchObject({
      status: 'authorised',
      confirmationUrl: null,
    });
  });

  it('a refused confirmation declines the payment', async () => {
    const payment = value(await pay('4000 0027 6000 3184'));
    await sandbox.answerConfirmation(payment.confirmationUrl!, false);
    expect(value(await provider.confirmPayment(payment.id, { idempotencyKey: key() }))).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
    });
  });
});

describe('sandbox adapter: capture, refund, cancel, retrieve', () => {
  it('captures, refunds part, then the rest, and reads the payment back', async () => {
    const payment = value(await pay('4242 4242 4242 4242'));
    expect(value(await provider.capturePayment(payment.id, {}, { idempotencyKey: key() })).status).toBe(
      'captured',
    );
    const partly = value(
      await provider.refundPayment(payment.id, { amount: 2_345 }, { idempotencyKey: key() }),
    );
    expect(partly).toMatchObject({ status: 'partially_refunded', refundedAmount: 2_345 });
    const fully = value(await provider.refundPayment(payment.id, {}, { idempotencyKey: key() }));
    expect(fully).toMatchObject({ status: 'refunded', refundedAmount: 12_345 });
    expect(value(await provider.retrievePayment(payment.id))).toEqual(fully);
    const more = await provider.refundPayment(payment.id, { amount: 1 }, { idempotencyKey: key() });
    expect(more).toMatchObject({ ok: false, failure: { kind: 'rejected', code: 'invalid_state' } });
  });

  it('cancels an authorisation and answers not found for unknown payments', async () => {
    const payment = value(await pay('4242 4242 4242 4242'));
    expect(value(await provider.cancelPayment(payment.id, { idempotencyKey: key() })).status).toBe(
      'canceled',
    );
    expect(await provider.retrievePayment('pay_unknown')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: 'not_found' },
    });
  });
});

describe('sandbox adapter: idempotency', () => {
  it('the same key sent 50 times at once makes exactly one payment', async () => {
    const token = await sandbox.tokenize('4242 4242 4242 4242');
    const orderId = `order-${randomUUID()}`;
    const idempotencyKey = key();
    const input = { token, amount: 5_000, currency: 'usd', orderId };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => provider.createPayment(input, { idempotencyKey })),
    );
    const ids = new Set(results.map((r) => value(r).id));
    expect(ids.size).toBe(1);
    expect(value(await provider.findPayments(orderId))).toHaveLength(1);
  });

  it('the same key with another request is refused', async () => {
    const token = await sandbox.tokenize('4242 4242 4242 4242');
    const idempotencyKey = key();
    const input = { token, amount: 5_000, currency: 'usd', orderId: `order-${randomUUID()}` };
    value(await provider.createPayment(input, { idempotencyKey }));
    expect(await provider.createPayment({ ...input, amount: 5_001 }, { idempotencyKey })).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: 'idempotency_key_reused' },
    });
  });
});

describe('sandbox adapter: an answer that never comes', () => {
  it('a timeout is "unavailable"; a retry with the same key gets the one payment, not a second', async () => {
    const token = await sandbox.tokenize('4242 4242 4242 4242');
    const orderId = `order-${randomUUID()}`;
    const input = { token, amount: 7_000, currency: 'usd', orderId };
    const idempotencyKey = key();
    await sandbox.setFaults({ delayMs: 1_500 });
    try {
      const timedOut = await provider.createPayment(input, { idempotencyKey, timeoutMs: 200 });
      expect(timedOut).toEqual({
        ok: false,
        failure: { kind: 'unavailable', retryAfterSeconds: expect.any(Number), message: expect.any(String) },
      });
    } finally {
      await sandbox.setFaults({});
    }
    const retried = value(await provider.createPayment(input, { idempotencyKey }));
    expect(retried.status).toBe('authorised');
    expect(value(await provider.findPayments(orderId)).map((p) => p.id)).toEqual([retried.id]);
  });

  it('a dropped answer is "unavailable", and reconciliation finds the payment by order', async () => {
    const token = await sandbox.tokenize('4242 4242 4242 4242');
    const orderId = `order-${randomUUID()}`;
    await sandbox.setFaults({ drop: true });
    let dropped: ProviderResult<ProviderPayment>;
    try {
      dropped = await provider.createPayment(
        { token, amount: 100, currency: 'usd', orderId },
        { idempotencyKey: key() },
      );
    } finally {
      await sandbox.setFaults({});
    }
    expect(dropped).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(value(await provider.findPayments(orderId))).toMatchObject([{ status: 'authorised', orderId }]);
  });

  it('a sandbox that is not running is "unavailable"', async () => {
    const down = new SandboxProvider({ ...sandbox.settings, url: 'http://127.0.0.1:9' });
    expect(await down.retrievePayment('pay_x')).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable' },
    });
  });
});

describe('sandbox adapter: card data never goes through it', () => {
  it('refuses anything but a token without sending a request', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const guarded = new SandboxProvider(sandbox.settings, fetchSpy);
    for (const token of ['4242424242424242', '4242 4242 4242 4242', 'tok_4242 4242 4242 4242']) {
      expect(
        await guarded.createPayment(
          { token, amount: 100, currency: 'usd', orderId: 'o' },
          { idempotencyKey: key() },
        ),
      ).toMatchObject({ ok: false, failure: { kind: 'rejected', code: 'invalid_token' } });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('sandbox adapter: webhooks', () => {
  it('verifies a real delivery, and refuses a forged, tampered, unsigned or old one', async () => {
    const payment = value(await pay('4242 4242 4242 4242'));
    await expect.poll(() => sandbox.deliveries.find((d) => d.body.includes(payment.id))).toBeDefined();
    const delivery = sandbox.deliveries.find((d) => d.body.includes(payment.id))!;
    const good = provider.verifyWebhook(delivery.body, { 'sandbox-signature': delivery.signature });
    expect(good).toMatchObject({
      ok: true,
      event: { type: 'payment.authorised', payment: { id: payment.id } },
    });

    const forged = signWebhook(delivery.body, 'whsec_someone_else');
    expect(provider.verifyWebhook(delivery.body, { 'sandbox-signature': forged })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const tampered = delivery.body.replace('"authorised"', '"captured"');
    expect(provider.verifyWebhook(tampered, { 'sandbox-signature': delivery.signature })).toMatchObject({
      ok: false,
    });
    expect(provider.verifyWebhook(delivery.body, {})).toEqual({ ok: false, reason: 'missing_signature' });
    const old = signWebhook(
      delivery.body,
      sandbox.settings.webhookSecret,
      Math.floor(Date.now() / 1000) - 3_600,
    );
    expect(provider.verifyWebhook(delivery.body, { 'sandbox-signature': old })).toEqual({
      ok: false,
      reason: 'too_old',
    });
  });
});

describe('sandbox settings', () => {
  it('default to the sandbox beside the API with its default keys', () => {
    expect(readSandboxSettings({}, 3001)).toEqual({
      url: 'http://127.0.0.1:3002',
      secretKey: 'sk_test_sandbox',
      webhookSecret: 'whsec_test_sandbox',
      timeoutMs: 10_000,
    });
    expect(
      readSandboxSettings({ SANDBOX_URL: 'http://pay.internal:4000/', PAYMENTS_TIMEOUT_MS: '500' }, 3001),
    ).toMatchObject({ url: 'http://pay.internal:4000', timeoutMs: 500 });
    expect(() => readSandboxSettings({ PAYMENTS_TIMEOUT_MS: '0' }, 3001)).toThrow(/PAYMENTS_TIMEOUT_MS/);
  });
});
