import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCartForm, runCartForm } from './cart-form.server';

afterEach(() => vi.restoreAllMocks());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('cart forms', () => {
  it('reads each intent and refuses others', () => {
    expect(readCartForm(form({ intent: 'qty', itemId: 'a', qty: '3' }))).toEqual({
      intent: 'qty',
      itemId: 'a',
      qty: 3,
    });
    expect(readCartForm(form({ intent: 'remove', itemId: 'a' }))).toEqual({ intent: 'remove', itemId: 'a' });
    expect(readCartForm(form({ intent: 'warranty', itemId: 'a', plan: '', qty: '2' }))).toEqual({
      intent: 'warranty',
      itemId: 'a',
      plan: '',
      qty: 2,
    });
    expect(readCartForm(form({ intent: 'drop-table' }))).toBeNull();
  });

  it.each([
    [{ intent: 'qty', itemId: 'i1', qty: 2 } as const, 'PATCH', '/items/i1', { qty: 2 }],
    [{ intent: 'remove', itemId: 'i1' } as const, 'DELETE', '/items/i1', null],
    [
      { intent: 'warranty', itemId: 'i1', plan: 'protect-2y', qty: 2 } as const,
      'POST',
      '/items/i1/warranty',
      { plan: 'protect-2y', qty: 2 },
    ],
    [{ intent: 'warranty', itemId: 'i1', plan: '', qty: 2 } as const, 'DELETE', '/items/i1/warranty', null],
    [
      { intent: 'share', name: 'Sam', email: 's@x.co' } as const,
      'POST',
      '/share',
      { name: 'Sam', email: 's@x.co', url: 'http://shop.test/checkout/cart/' },
    ],
  ])("sends %o to the API with the shopper's permId cookie", async (intent, method, path, body) => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    expect(
      await runCartForm(
        { permId: 'shopper-1234', ip: '192.0.2.7' },
        intent,
        'http://shop.test/checkout/cart/',
      ),
    ).toEqual({
      ok: true,
      shared: intent.intent === 'share',
    });
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url.endsWith(`/cart/shopper-1234${path}`)).toBe(true);
    expect(init.method).toBe(method);
    expect((init.headers as Record<string, string>).cookie).toBe('permId=shopper-1234');
    // The API counts its rate limits by the shopper's IP, which only the shop can vouch for.
    expect((init.headers as Record<string, string>)['x-client-ip']).toBe('192.0.2.7');
    expect(init.body === undefined ? null : JSON.parse(init.body as string)).toEqual(body);
  });

  it('hands back the API message on failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ statusCode: 404, code: 'PLAN_NOT_FOUND', message: 'No such plan' }, { status: 404 }),
    );
    expect(
      await runCartForm({ permId: 'shopper-1234', ip: null }, { intent: 'remove', itemId: 'x' }, 'http://s/'),
    ).toEqual({
      ok: false,
      message: 'No such plan',
    });
  });
});
