import type { CommerceClient, CommerceError, Order } from '@fitkit/commerce-hooks';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { describe, expect, it, vi } from 'vitest';
import {
  changeOrder,
  LOOKUP_TEXTS,
  lookUpOrder,
  lookupOf,
  moveTokenToCookie,
  orderTokenOf,
} from './orders.server';

const ORDER_ID = '0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const refused = (status: number, code: string, message: string) => ({
  ok: false as const,
  error: { kind: 'http', status, code, message } as CommerceError,
});

describe('the order token', () => {
  it("moves the e-mail link's token into an HttpOnly cookie scoped to the order and reloads the clean URL", () => {
    const response = moveTokenToCookie(
      new Request(`http://shop.test/order/status/${ORDER_ID}/?token=${TOKEN}&utm_source=email`),
      ORDER_ID,
    );
    expect(response?.status).toBe(303);
    expect(response?.headers.get('Location')).toBe(`/order/status/${ORDER_ID}/`);
    expect(response?.headers.get('Set-Cookie')).toBe(
      `orderToken=${TOKEN}; Max-Age=86400; Path=/order/status/${ORDER_ID}/; SameSite=Lax; Secure; HttpOnly`,
    );
  });

  it('drops a malformed token without storing it, and does nothing without one', () => {
    const bad = moveTokenToCookie(new Request(`http://shop.test/x/?token=%3Cscript%3E`), ORDER_ID);
    expect(bad?.headers.get('Location')).toBe(`/order/status/${ORDER_ID}/`);
    expect(bad?.headers.get('Set-Cookie')).toBeNull();
    expect(moveTokenToCookie(new Request('http://shop.test/x/'), ORDER_ID)).toBeNull();
  });

  it('reads a well-formed token from the cookies only', () => {
    const request = (cookie: string) => new Request('http://shop.test/', { headers: { cookie } });
    expect(orderTokenOf(request(`permId=p-1234567; orderToken=${TOKEN}`))).toBe(TOKEN);
    expect(orderTokenOf(request('orderToken=short'))).toBeNull();
    expect(orderTokenOf(request(''))).toBeNull();
  });
});

describe('lookUpOrder', () => {
  it('reads an e-mail or a ZIP code from the one contact field', () => {
    expect(lookupOf(formOf({ orderReference: ' R-1001 ', emailOrZip: 'A@b.co ' }))).toEqual({
      orderReference: 'R-1001',
      email: 'A@b.co',
    });
    expect(lookupOf(formOf({ orderReference: 'R-1001', emailOrZip: '10001' }))).toEqual({
      orderReference: 'R-1001',
      zipcode: '10001',
    });
    expect(lookupOf(formOf({ orderReference: 'R-1001' }))).toBeNull();
  });

  it('sends a found order to its status page with the token in its cookie, never in the URL', async () => {
    const lookupOrder = vi.fn(async () => ({ ok: true as const, data: { orderId: ORDER_ID, token: TOKEN } }));
    const answer = await lookUpOrder(formOf({ orderReference: 'R-1001', emailOrZip: '10001' }), {
      lookupOrder,
    } as unknown as CommerceClient);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect([response.status, response.headers.get('Location')]).toEqual([303, `/order/status/${ORDER_ID}/`]);
    expect(response.headers.get('Set-Cookie')).toContain(`orderToken=${TOKEN};`);
  });

  it.each([
    ['missing fields', null, LOOKUP_TEXTS.missing],
    ['an unknown order', refused(404, 'ORDER_NOT_FOUND', 'Not found'), LOOKUP_TEXTS.notFound],
    [
      'too many attempts',
      refused(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 60 seconds.'),
      'Too many attempts. Please try again in 60 seconds.',
    ],
    ['an API outage', { ok: false as const, error: { kind: 'timeout' } as CommerceError }, GENERAL_ERROR],
  ])('answers %s with a message for the form', async (_, result, msg) => {
    const lookupOrder = vi.fn(async () => result);
    const fields: Record<string, string> =
      result === null ? { orderReference: 'R-1001' } : { orderReference: 'R-1', emailOrZip: '1' };
    const answer = await lookUpOrder(formOf(fields), { lookupOrder } as unknown as CommerceClient);
    expect(answer).toEqual({ ok: false, msg });
  });
});

describe('changeOrder', () => {
  const changed = { ok: true as const, data: { data: {} as Order, msg: 'Your order has been cancelled.' } };
  const client = () => ({
    cancelOrder: vi.fn(async () => changed),
    cancelOrderItem: vi.fn(async () => changed),
    returnOrderItem: vi.fn(async () =>
      refused(409, 'ITEM_NOT_RETURNABLE', 'This item can no longer be returned.'),
    ),
  });
  const order = { orderId: ORDER_ID, token: TOKEN };

  it('cancels the order and a line with the reason, and answers the msg', async () => {
    const api = client();
    const form = formOf({ intent: 'cancel-order', reason: 'No longer needed', comment: ' ' });
    expect(await changeOrder(form, order, api as unknown as CommerceClient)).toEqual({
      ok: true,
      msg: 'Your order has been cancelled.',
    });
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID, TOKEN, { reason: 'No longer needed' });
    await changeOrder(
      formOf({ intent: 'cancel-item', itemId: 'i1', reason: 'Other', comment: 'Wrong size' }),
      order,
      api as unknown as CommerceClient,
    );
    expect(api.cancelOrderItem).toHaveBeenCalledWith(ORDER_ID, 'i1', TOKEN, {
      reason: 'Other',
      comment: 'Wrong size',
    });
  });

  it("answers a refusal with the API's msg for the general box, and an unknown intent with the general error", async () => {
    const api = client() as unknown as CommerceClient;
    expect(await changeOrder(formOf({ intent: 'return-item', itemId: 'i1' }), order, api)).toEqual({
      ok: false,
      msg: 'This item can no longer be returned.',
    });
    expect(await changeOrder(formOf({ intent: 'delete-order' }), order, api)).toEqual({
      ok: false,
      msg: GENERAL_ERROR,
    });
    expect(await changeOrder(formOf({ intent: 'cancel-item' }), order, api)).toEqual({
      ok: false,
      msg: GENERAL_ERROR,
    });
  });
});
