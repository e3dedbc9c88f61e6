import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAffirmStandIn } from '../../../test/stand-ins/affirm';
import { answeringLate, type StandIn, value } from '../../../test/stand-ins/server';
import { AffirmProvider, affirmCheckoutUrls } from './affirm';

let standIn: StandIn;
let provider: AffirmProvider;

beforeAll(async () => {
  standIn = await startAffirmStandIn();
  provider = new AffirmProvider({ publicKey: 'pk', privateKey: 'sk', apiUrl: standIn.url, timeoutMs: 2_000 });
});
afterAll(() => standIn?.stop());

const authorise = (token: string, extra: { capture?: boolean } = {}, idempotencyKey = randomUUID()) =>
  provider.createPayment(
    { token, amount: 6100, currency: 'usd', orderId: 'JKLM4321', ...extra },
    { idempotencyKey },
  );

describe('affirm adapter against a stand-in of the Transactions API', () => {
  it('authorises with the checkout token, keys and the idempotency key', async () => {
    const key = randomUUID();
    expect(value(await authorise('checkout-ok', {}, key))).toMatchObject({
      provider: 'affirm',
      status: 'authorised',
      amount: 6100,
      currency: 'usd',
      capturedAmount: 0,
      orderId: 'JKLM4321',
    });
    const sent = standIn.requests.at(-1)!;
    expect(JSON.parse(sent.body)).toEqual({ transaction_id: 'checkout-ok', order_id: 'JKLM4321' });
    expect(sent.headers['idempotency-key']).toBe(key);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('pk:sk').toString('base64')}`);
  });

  it('a declined loan is a declined payment', async () => {
    expect(value(await authorise('declined-1'))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
  });

  it('captures, refunds part, refunds the rest; voids an authorisation', async () => {
    const { id } = value(await authorise('checkout-capture'));
    expect(value(await provider.capturePayment(id, {}, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'captured',
      capturedAmount: 6100,
    });
    expect(
      value(await provider.refundPayment(id, { amount: 1000 }, { idempotencyKey: randomUUID() })),
    ).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 1000,
    });
    expect(value(await provider.refundPayment(id, {}, { idempotencyKey: randomUUID() })).status).toBe(
      'refunded',
    );
    const other = value(await authorise('checkout-void'));
    expect(value(await provider.cancelPayment(other.id, { idempotencyKey: randomUUID() })).status).toBe(
      'canceled',
    );
    expect(value(await authorise('checkout-now', { capture: true })).status).toBe('captured');
  });

  it('refuses a wrong state; 5xx and timeouts are unavailable', async () => {
    const { id } = value(await authorise('checkout-state'));
    expect(await provider.refundPayment(id, {}, { idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', code: 'invalid-state' },
    });
    expect(await authorise('outage-1')).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', retryAfterSeconds: 9 },
    });
    expect(
      await answeringLate(standIn, () => provider.retrievePayment(id, { timeoutMs: 100 })),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable' },
    });
  });

  it('sends the shopper back to /affirm/success/ and /affirm/cancelled/ on the shop origin', () => {
    expect(affirmCheckoutUrls('https://shop.test/checkout/payment/')).toEqual({
      userConfirmationUrl: 'https://shop.test/affirm/success/',
      userCancelUrl: 'https://shop.test/affirm/cancelled/',
    });
  });
});
