import { randomUUID } from 'node:crypto';
import braintree from 'braintree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBraintreeStandIn } from '../../../test/stand-ins/braintree';
import { answeringLate, type StandIn, value } from '../../../test/stand-ins/server';
import { BraintreeProvider, type BraintreeSettings, braintreeClientToken } from './braintree';

let standIn: StandIn;
let settings: BraintreeSettings;
let provider: BraintreeProvider;

beforeAll(async () => {
  standIn = await startBraintreeStandIn();
  settings = {
    merchantId: 'fitkit',
    publicKey: 'public',
    privateKey: 'private',
    environment: standIn.url,
    timeoutMs: 2_000,
  };
  provider = new BraintreeProvider(settings);
});
afterAll(() => standIn?.stop());

const sale = (nonce: string, extra: { capture?: boolean; amount?: number; orderId?: string } = {}) =>
  provider.createPayment(
    {
      token: nonce,
      amount: extra.amount ?? 10_000,
      currency: 'usd',
      orderId: extra.orderId ?? `order-${randomUUID()}`,
      capture: extra.capture,
    },
    { idempotencyKey: randomUUID() },
  );

describe('braintree adapter on the braintree SDK against a stand-in of its gateway', () => {
  it('hands out a client token for the browser fields', async () => {
    expect(value(await braintreeClientToken(settings))).toMatch(/^eyJ/);
    expect(standIn.requests.at(-1)!.path).toBe('/merchants/fitkit/client_token');
  });

  it('authorises a sale from the nonce, with the merchant keys', async () => {
    expect(value(await sale('fake-valid-nonce', { orderId: 'order-bt' }))).toMatchObject({
      provider: 'braintree',
      status: 'authorised',
      amount: 10_000,
      currency: 'usd',
      capturedAmount: 0,
      card: { brand: 'visa', last4: '1111' },
      orderId: 'order-bt',
    });
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('public:private').toString('base64')}`);
    expect(JSON.parse(sent.body)).toMatchObject({
      transaction: {
        amount: '100.00',
        payment_method_nonce: 'fake-valid-nonce',
        options: { submit_for_settlement: false },
      },
    });
  });

  it('takes no idempotency key: a retry for the same order answers the sale already made', async () => {
    const first = value(await sale('fake-valid-nonce', { orderId: 'order-retry' }));
    const sales = standIn.requests.filter((r) => r.path.endsWith('/transactions')).length;
    expect(value(await sale('fake-valid-nonce', { orderId: 'order-retry' })).id).toBe(first.id);
    expect(standIn.requests.filter((r) => r.path.endsWith('/transactions')).length).toBe(sales);
  });

  it('a processor decline is a declined payment, insufficient funds apart; a used nonce is rejected', async () => {
    expect(value(await sale('fake-processor-declined-visa-nonce'))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
    expect(value(await sale('fake-valid-nonce', { amount: 200_100 }))).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
    expect(await sale('fake-consumed-nonce')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: '93107' },
    });
  });

  it('submits for settlement, refunds part, then the rest; voids; settles at once when asked', async () => {
    const { id } = value(await sale('fake-valid-nonce'));
    expect(value(await provider.capturePayment(id, {}, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'captured',
      capturedAmount: 10_000,
    });
    expect(
      value(await provider.refundPayment(id, { amount: 4_000 }, { idempotencyKey: randomUUID() })),
    ).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 4_000,
    });
    expect(
      value(await provider.refundPayment(id, { amount: 6_000 }, { idempotencyKey: randomUUID() })).status,
    ).toBe('refunded');
    const other = value(await sale('fake-valid-nonce'));
    expect(value(await provider.cancelPayment(other.id, { idempotencyKey: randomUUID() })).status).toBe(
      'canceled',
    );
    expect(await provider.cancelPayment(other.id, { idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: '91504' },
    });
    expect(value(await sale('fake-valid-nonce', { capture: true })).status).toBe('captured');
  });

  it('finds the sales of an order; an unknown id is rejected; a late gateway is unavailable', async () => {
    const { id } = value(await sale('fake-valid-nonce', { orderId: 'order-find' }));
    expect(value(await provider.findPayments('order-find')).map((p) => p.id)).toEqual([id]);
    expect(await provider.retrievePayment('missing')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: 'notFoundError' },
    });
    expect(
      await answeringLate(standIn, () => provider.retrievePayment(id, { timeoutMs: 100 })),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable' },
    });
  });

  it('verifies a webhook signed as Braintree signs them, and refuses a forged one', async () => {
    const signer = new braintree.BraintreeGateway({
      environment: braintree.Environment.Sandbox,
      merchantId: 'fitkit',
      publicKey: 'public',
      privateKey: 'private',
    });
    const sample = await signer.webhookTesting.sampleNotification('transaction_settled', 'settled01');
    const body = new URLSearchParams(sample as unknown as Record<string, string>).toString();
    expect(provider.verifyWebhook(body)).toMatchObject({
      ok: true,
      event: {
        type: 'transaction_settled',
        payment: { id: 'settled01', status: 'captured', amount: 10_000 },
      },
    });
    const forged = new URLSearchParams({
      ...(sample as unknown as Record<string, string>),
      bt_signature: 'public|0000',
    });
    expect(provider.verifyWebhook(forged.toString()).ok).toBe(false);
    const otherPayload = new URLSearchParams({
      ...(sample as unknown as Record<string, string>),
      bt_payload: Buffer.from('<notification/>').toString('base64'),
    });
    expect(provider.verifyWebhook(otherPayload.toString()).ok).toBe(false);
    expect(provider.verifyWebhook('').ok).toBe(false);
  });
});
