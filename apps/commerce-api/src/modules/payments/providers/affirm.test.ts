import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAffirmStandIn } from '../../../test/stand-ins/affirm';
import { answeringLate, type StandIn, value } from '../../../test/stand-ins/server';
import { AffirmProvider, affirmCheckoutObject, affirmCheckoutUrls } from './affirm';

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

  it("builds the checkout object of Affirm's script with the return URLs, items and totals in cents", () => {
    const contact = {
      name: { first: 'Ada', last: 'Lovelace' },
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'USA' },
    };
    const checkout = affirmCheckoutObject(
      {
        orderId: 'JKLM4321',
        currency: 'usd',
        items: [
          { sku: 'LM-1', name: 'Floor mats', unitPrice: 5_000, qty: 1, url: 'https://shop.test/lm-1/' },
        ],
        discounts: [{ name: 'SAVE10', amount: 500 }],
        shippingAmount: 1_000,
        taxAmount: 600,
        total: 6_100,
        shipping: contact,
        billing: contact,
      },
      { publicKey: 'pk' },
      'https://shop.test',
    );
    expect(checkout).toMatchObject({
      merchant: {
        public_api_key: 'pk',
        user_confirmation_url: 'https://shop.test/affirm/success/',
        user_cancel_url: 'https://shop.test/affirm/cancelled/',
        user_confirmation_url_action: 'POST',
      },
      items: [{ display_name: 'Floor mats', sku: 'LM-1', unit_price: 5_000, qty: 1 }],
      discounts: { SAVE10: { discount_amount: 500 } },
      order_id: 'JKLM4321',
      currency: 'USD',
      total: 6_100,
    });
  });
});
