import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFIRM_NO_CHECKOUT_TEXT, affirmCheckoutObject, affirmPaymentKey } from '../server/affirm.server';
import { type Shopper, shopperContext } from '../server/shopper.server';
import { action as cancelledAction, loader as cancelledLoader } from './affirm-cancelled';
import { action as successAction, loader as successLoader } from './affirm-success';
import { runRoute } from './route.test.helper';

const PERM_ID = '0123456789abcdef0123456789abcdef';
const ORDER_ID = '0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77';

/** Runs a route function of the Affirm pages for a shopper; answers what it returned or threw. */
function run(fn: (args: never) => unknown, target: string, shopper: Partial<Shopper>, form?: FormData) {
  const request = new Request(`http://shop.test${target}`, form ? { method: 'POST', body: form } : {});
  return runRoute(fn, request, (context) =>
    context.set(shopperContext, {
      permId: PERM_ID,
      isNew: false,
      fitment: null,
      saved: null,
      ip: null,
      ...shopper,
    }),
  );
}

/** The API as the shop reaches it: records each call and answers `answer`. */
function stubApi(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json(body, { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const placed = {
  orderId: ORDER_ID,
  orderReference: 'FK-ABCD2345',
  hasBeenPlaced: true,
  status: 'PLACED',
  confirmationUrl: null,
  token: 'status_token_0123456789',
  orderStatusUrl: `http://shop.test/order/status/${ORDER_ID}/?token=status_token_0123456789`,
  receipt: null,
};

describe('/affirm/success/', () => {
  it('takes Affirm’s posted checkout_token on to the same page by GET (where the SameSite cookie comes along)', async () => {
    const calls = stubApi(200, placed);
    const form = new FormData();
    form.set('checkout_token', 'CKT0KEN42');
    const { answer, cacheControl } = await run(successAction, '/affirm/success/', {}, form);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/affirm/success/?checkout_token=CKT0KEN42');
    expect(calls).toEqual([]);
    expect(cacheControl).toBe('private, no-store');
  });

  it('pays the shopper’s own cart with the token (payments Affirm) and goes on to the receipt', async () => {
    const calls = stubApi(200, placed);
    const { answer, cacheControl } = await run(
      successLoader,
      '/affirm/success/?checkout_token=CKT0KEN42',
      {},
    );
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/checkout/receipt/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^orderStatusLink=.+Path=\/checkout\/receipt\//);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toMatch(new RegExp(`/payments/${PERM_ID}/affirm$`));
    expect(JSON.parse(call!.init.body as string)).toEqual({ token: 'CKT0KEN42' });
    const headers = call!.init.headers as Record<string, string>;
    expect(headers.cookie).toBe(`permId=${PERM_ID}`);
    // A reload of the same return replays the same payment: the key is the token's.
    expect(headers['idempotency-key']).toBe(affirmPaymentKey('CKT0KEN42'));
    expect(affirmPaymentKey('CKT0KEN42')).not.toContain('CKT0KEN42');
    expect(cacheControl).toBe('private, no-store');
  });

  it('a refused token shows the API’s message in the general box, with its status', async () => {
    stubApi(402, { statusCode: 402, code: 'CARD_DECLINED', message: 'Your card was declined.' });
    const { answer } = await run(successLoader, '/affirm/success/?checkout_token=declined-1', {});
    expect(answer).toMatchObject({ data: { error: 'Your card was declined.' }, init: { status: 402 } });
  });

  it('acts only for a shopper whose permId cookie came along; a missing or malformed token calls nothing', async () => {
    const calls = stubApi(200, placed);
    const stranger = await run(successLoader, '/affirm/success/?checkout_token=CKT0KEN42', { isNew: true });
    expect(stranger.answer).toMatchObject({
      data: { error: AFFIRM_NO_CHECKOUT_TEXT },
      init: { status: 402 },
    });
    for (const target of ['/affirm/success/', '/affirm/success/?checkout_token=a%20b']) {
      const { answer } = await run(successLoader, target, {});
      expect(answer).toMatchObject({ init: { status: 400 } });
    }
    expect(calls).toEqual([]);
  });
});

describe('/affirm/cancelled/', () => {
  it('goes back to the payment step, which says the shopper cancelled, on GET and POST alike', async () => {
    for (const [fn, form] of [
      [cancelledLoader, undefined],
      [cancelledAction, new FormData()],
    ] as const) {
      const { answer, cacheControl } = await run(fn, '/affirm/cancelled/', {}, form);
      expect((answer as Response).headers.get('Location')).toBe('/checkout/payment/?affirm=cancelled');
      expect(cacheControl).toBe('private, no-store');
    }
  });
});

describe("Affirm's checkout object (the payment step's Affirm button)", () => {
  it("asks the API for the shopper's object with the shop's own Affirm pages as return pages", async () => {
    const object = { total: 1000, merchant: { public_api_key: 'pk' } };
    const calls = stubApi(200, object);
    const shopper = { permId: PERM_ID, ip: null };
    expect(await affirmCheckoutObject(shopper, 'https://shop.test')).toEqual({ ok: true, checkout: object });
    expect(calls[0]!.url).toMatch(new RegExp(`payments/${PERM_ID}/affirm-object$`));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      userConfirmationUrl: 'https://shop.test/affirm/success/',
      userCancelUrl: 'https://shop.test/affirm/cancelled/',
    });
  });

  it("the API's refusal is the step's message", async () => {
    stubApi(409, { code: 'CHECKOUT_INCOMPLETE', msg: 'Add the shipping address and method before paying' });
    expect(await affirmCheckoutObject({ permId: PERM_ID, ip: null }, 'https://shop.test')).toEqual({
      ok: false,
      outcome: {
        kind: 'failed',
        message: 'Add the shipping address and method before paying',
        sameAttempt: false,
        retryAfter: null,
      },
    });
  });
});
