import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayPalStandIn, startPayPalStandIn } from '../../../test/stand-ins/paypal';
import { answeringLate, value } from '../../../test/stand-ins/server';
import { PayPalProvider } from './paypal';

let standIn: PayPalStandIn;
let provider: PayPalProvider;

beforeAll(async () => {
  standIn = await startPayPalStandIn();
  provider = new PayPalProvider({
    clientId: 'client',
    clientSecret: 'secret',
    apiUrl: standIn.url,
    timeoutMs: 2_000,
  });
});
afterAll(() => standIn?.stop());

const authorise = (customId: string, extra: { capture?: boolean } = {}, idempotencyKey = randomUUID()) =>
  provider.createPayment(
    {
      token: standIn.approvedOrder(customId, '100.00'),
      amount: 10_000,
      currency: 'usd',
      orderId: customId,
      ...extra,
    },
    { idempotencyKey },
  );

describe('paypal adapter against a stand-in of Orders v2', () => {
  it('creates the order the buttons approve, with the idempotency key as PayPal-Request-Id', async () => {
    const key = randomUUID();
    const order = value(
      await provider.createCheckoutOrder(
        { orderId: 'order-9', amount: 4_250, currency: 'usd' },
        { idempotencyKey: key },
      ),
    );
    expect(order).toMatchObject({
      provider: 'paypal',
      status: 'requires_confirmation',
      amount: 4_250,
      orderId: 'order-9',
    });
    expect(order.confirmationUrl).toContain(order.id);
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers['paypal-request-id']).toBe(key);
    expect(JSON.parse(sent.body)).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ custom_id: 'order-9', amount: { currency_code: 'USD', value: '42.50' } }],
    });
  });

  it('authorises the approved order', async () => {
    const key = randomUUID();
    expect(value(await authorise('order-ok', {}, key))).toMatchObject({
      status: 'authorised',
      amount: 10_000,
      currency: 'usd',
      capturedAmount: 0,
      orderId: 'order-ok',
    });
    const sent = standIn.requests.findLast((r) => r.path.endsWith('/authorize'))!;
    expect(sent.headers['paypal-request-id']).toBe(key);
  });

  it('INSTRUMENT_DECLINED is a declined payment', async () => {
    expect(value(await authorise('decline-1'))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
  });

  it('PAYER_ACTION_REQUIRED waits with the payer-action URL, then confirms', async () => {
    const payment = value(await authorise('action-1'));
    expect(payment.status).toBe('requires_confirmation');
    expect(payment.confirmationUrl).toBe(`${standIn.url}/checkoutnow?token=${payment.id}`);
    standIn.completeAction(payment.id);
    expect(value(await provider.confirmPayment(payment.id, { idempotencyKey: randomUUID() })).status).toBe(
      'authorised',
    );
  });

  it('captures the authorisation, refunds part, then the rest; voids; captures at once', async () => {
    const { id } = value(await authorise('order-capture'));
    expect(value(await provider.capturePayment(id, {}, { idempotencyKey: randomUUID() }))).toMatchObject({
      status: 'captured',
      capturedAmount: 10_000,
    });
    const key = randomUUID();
    expect(value(await provider.refundPayment(id, { amount: 2_550 }, { idempotencyKey: key }))).toMatchObject(
      {
        status: 'partially_refunded',
        refundedAmount: 2_550,
      },
    );
    const refund = standIn.requests.findLast((r) => r.path.endsWith('/refund'))!;
    expect(refund.headers['paypal-request-id']).toBe(key);
    expect(JSON.parse(refund.body)).toEqual({ amount: { currency_code: 'USD', value: '25.50' } });
    expect(value(await provider.refundPayment(id, {}, { idempotencyKey: randomUUID() })).status).toBe(
      'refunded',
    );
    const other = value(await authorise('order-void'));
    expect(value(await provider.cancelPayment(other.id, { idempotencyKey: randomUUID() })).status).toBe(
      'canceled',
    );
    expect(value(await authorise('order-now', { capture: true })).status).toBe('captured');
  });

  it('refuses a wrong state; a late answer is unavailable', async () => {
    const { id } = value(await authorise('order-state'));
    expect(
      await provider.createPayment(
        { token: id, amount: 10_000, currency: 'usd', orderId: 'order-state' },
        { idempotencyKey: randomUUID() },
      ),
    ).toMatchObject({ ok: false, failure: { kind: 'rejected', code: 'ORDER_ALREADY_AUTHORIZED' } });
    expect(
      await answeringLate(standIn, () => provider.retrievePayment(id, { timeoutMs: 100 })),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable' },
    });
  });

  it('an API that cannot be reached is unavailable, before any order call', async () => {
    const closed = await startPayPalStandIn();
    await closed.stop();
    const offline = new PayPalProvider({
      clientId: 'c',
      clientSecret: 's',
      apiUrl: closed.url,
      timeoutMs: 1_000,
    });
    expect(await offline.retrievePayment('5O190127TN3647101')).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', retryAfterSeconds: 2 },
    });
  });
});
