import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from './config.server';
import { createPayPalOrder, pay, readPaymentRequest } from './payment.server';

const shopper = { permId: 'perm-1', ip: null };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Answers the next API call with `status` and `body`, recording what was sent. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const placed = {
  orderId: 'o-1',
  orderReference: 'FK-1',
  status: 'PLACED',
  confirmationUrl: null,
  orderStatusUrl: '/order/status/o-1/?token=t',
};

afterEach(() => vi.unstubAllGlobals());

describe('readPaymentRequest', () => {
  it('reads a card payment with the provider that made its token, the sandbox when unnamed', () => {
    expect(
      readPaymentRequest(form({ intent: 'card', key: 'k', token: 'ctoken_1', provider: 'stripe' })),
    ).toEqual({ intent: 'card', key: 'k', token: 'ctoken_1', provider: 'stripe', shouldSave: false });
    expect(readPaymentRequest(form({ intent: 'card', key: 'k', token: 'tok_1' }))).toMatchObject({
      provider: 'sandbox',
    });
  });

  it("reads the signed-in shopper's save flag and a saved card", () => {
    expect(
      readPaymentRequest(form({ intent: 'card', key: 'k', token: 'tok_1', shouldSave: 'true' })),
    ).toMatchObject({ shouldSave: true });
    expect(readPaymentRequest(form({ intent: 'saved-card', key: 'k', savedCardId: 'c1' }))).toEqual({
      intent: 'saved-card',
      key: 'k',
      savedCardId: 'c1',
    });
    expect(readPaymentRequest(form({ intent: 'saved-card', key: 'k' }))).toBeNull();
  });

  it('refuses a provider the shop does not offer', () => {
    expect(readPaymentRequest(form({ intent: 'card', key: 'k', token: 't', provider: 'evil' }))).toBeNull();
  });
});

describe('pay by card', () => {
  it("sends only the provider's token to the card route under the attempt's key; placed goes on to the receipt", async () => {
    const fetch = answer(200, placed);
    const result = await pay(shopper, {
      intent: 'card',
      key: 'k-1',
      token: 'ctoken_1',
      provider: 'stripe',
      shouldSave: false,
    });
    expect(result).toEqual({ outcome: { kind: 'placed' }, statusPath: '/order/status/o-1/?token=t' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/payments\/perm-1\/card$/);
    expect(JSON.parse(String(init.body))).toEqual({
      provider: 'stripe',
      token: 'ctoken_1',
      shouldSave: false,
    });
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-1');
  });

  it('pays with a saved card by its id alone, and asks the provider to keep a new card when told', async () => {
    const fetch = answer(200, placed);
    await pay(shopper, { intent: 'saved-card', key: 'k-2', savedCardId: 'c1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/payments\/perm-1\/saved-card$/);
    expect(JSON.parse(String(init.body))).toEqual({ savedCardId: 'c1' });
    await pay(shopper, { intent: 'card', key: 'k-3', token: 'tok_1', provider: 'sandbox', shouldSave: true });
    expect(JSON.parse(String(fetch.mock.calls[1]![1].body))).toMatchObject({ shouldSave: true });
  });

  it("requires confirmation: the shopper goes to the provider's page on its configured origin", async () => {
    const confirmationUrl = `${config.sandboxPublicUrl}/v1/confirm/pi_1`;
    answer(200, { ...placed, status: 'REQUIRES_CONFIRMATION', confirmationUrl, orderStatusUrl: null });
    const result = await pay(shopper, {
      intent: 'card',
      key: 'k',
      token: 'tok_1',
      provider: 'sandbox',
      shouldSave: false,
    });
    expect(result.outcome).toEqual({ kind: 'confirm', orderId: 'o-1', confirmationUrl });
  });

  it("requires the provider script's confirmation: the browser gets the order and the client secret", async () => {
    answer(200, {
      ...placed,
      status: 'REQUIRES_CONFIRMATION',
      confirmationUrl: 'https://hooks.stripe.invalid/3ds',
      clientSecret: 'pi_1_secret_2',
      orderStatusUrl: null,
    });
    const result = await pay(shopper, {
      intent: 'card',
      key: 'k',
      token: 'ctoken_1',
      provider: 'stripe',
      shouldSave: false,
    });
    expect(result).toEqual({
      outcome: { kind: 'authenticate', orderId: 'o-1', clientSecret: 'pi_1_secret_2' },
      statusPath: null,
    });
  });

  it('requires confirmation on another origin: nothing opens, the shopper is told', async () => {
    answer(200, {
      ...placed,
      status: 'REQUIRES_CONFIRMATION',
      confirmationUrl: 'https://elsewhere.invalid/x',
    });
    const result = await pay(shopper, {
      intent: 'card',
      key: 'k',
      token: 'tok_1',
      provider: 'sandbox',
      shouldSave: false,
    });
    expect(result.outcome).toMatchObject({ kind: 'failed', sameAttempt: false });
  });

  it("declined: the card's reason, and a new attempt next time", async () => {
    answer(402, { code: 'CARD_DECLINED', msg: 'Your card was declined.' });
    const result = await pay(shopper, {
      intent: 'card',
      key: 'k',
      token: 'tok_1',
      provider: 'sandbox',
      shouldSave: false,
    });
    expect(result.outcome).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
      sameAttempt: false,
      retryAfter: null,
    });
  });

  it('the provider did not answer: the same attempt is sent again after Retry-After', async () => {
    answer(503, { code: 'PAYMENT_UNAVAILABLE', msg: 'Try again' }, { 'retry-after': '5' });
    const result = await pay(shopper, {
      intent: 'card',
      key: 'k',
      token: 'tok_1',
      provider: 'stripe',
      shouldSave: false,
    });
    expect(result.outcome).toMatchObject({ kind: 'failed', sameAttempt: true, retryAfter: 5 });
  });
});

describe('Bolt', () => {
  it("pays with Bolt's card token through payments Bolt under the attempt's key", async () => {
    const fetch = answer(200, placed);
    await pay(shopper, {
      intent: 'card',
      key: 'k-5',
      token: 'bolt_tok_1',
      provider: 'bolt',
      shouldSave: false,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/payments\/perm-1\/bolt$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: 'bolt_tok_1', shouldSave: false });
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-5');
  });
});

describe('PayPal', () => {
  it("reads onApprove's PayPal order id and pays with it under the attempt's key", async () => {
    const request = readPaymentRequest(form({ intent: 'paypal', key: 'k-2', token: '5O190127TN364715T' }));
    expect(request).toEqual({ intent: 'paypal', key: 'k-2', token: '5O190127TN364715T' });
    expect(readPaymentRequest(form({ intent: 'paypal', key: 'k-2' }))).toBeNull();
    const fetch = answer(200, placed);
    expect((await pay(shopper, request!)).outcome).toEqual({ kind: 'placed' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/payments\/perm-1\/paypal$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: '5O190127TN364715T', shouldSave: false });
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-2');
  });

  it("createOrder: the API's PayPal order id, or the failure as an outcome", async () => {
    const fetch = answer(200, { id: '5O190127TN364715T', amount: 1000 });
    expect(await createPayPalOrder(shopper, 'k-3')).toEqual({ ok: true, id: '5O190127TN364715T' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/payments\/perm-1\/paypal-order$/);
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-3');
    answer(503, { code: 'PAYMENT_UNAVAILABLE', msg: 'PayPal could not be reached' }, { 'retry-after': '4' });
    expect(await createPayPalOrder(shopper, 'k-4')).toMatchObject({
      ok: false,
      outcome: { kind: 'failed', sameAttempt: true, retryAfter: 4 },
    });
  });
});
