import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@fitkit/ui/forms';
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
    expect(readCartForm(form({ intent: 'update-qty', itemId: 'a', qty: '3' }))).toEqual({
      intent: 'update-qty',
      itemId: 'a',
      qty: 3,
    });
    expect(readCartForm(form({ intent: 'remove', itemId: 'a' }))).toEqual({ intent: 'remove', itemId: 'a' });
    expect(readCartForm(form({ intent: 'set-warranty', itemId: 'a', planId: '', lineQty: '2' }))).toEqual({
      intent: 'set-warranty',
      itemId: 'a',
      planId: '',
      qty: 2,
    });
    // The plan's own qty wins over the line's.
    expect(
      readCartForm(
        form({ intent: 'set-warranty', itemId: 'a', planId: 'p', warrantyQty: '1', lineQty: '3' }),
      ),
    ).toMatchObject({ qty: 1 });
    for (const intent of ['add-installation', 'remove-installation']) {
      expect(readCartForm(form({ intent, itemId: 'a' }))).toEqual({ intent, itemId: 'a' });
    }
    expect(readCartForm(form({ intent: 'share', name: ' Sam ', email: ' s@x.co ' }))).toEqual({
      intent: 'share',
      name: 'Sam',
      email: 's@x.co',
    });
    expect(readCartForm(form({ intent: 'drop-table' }))).toBeNull();
  });

  it.each([
    [{ intent: 'update-qty', itemId: 'i1', qty: 2 } as const, 'PATCH', '/items/i1', { qty: 2 }],
    [{ intent: 'remove', itemId: 'i1' } as const, 'DELETE', '/items/i1', null],
    [
      { intent: 'set-warranty', itemId: 'i1', planId: 'protect-2y', qty: 2 } as const,
      'POST',
      '/items/i1/warranty',
      { plan: 'protect-2y', qty: 2 },
    ],
    [
      { intent: 'set-warranty', itemId: 'i1', planId: '', qty: 2 } as const,
      'DELETE',
      '/items/i1/warranty',
      null,
    ],
    [{ intent: 'add-installation', itemId: 'i1' } as const, 'POST', '/items/i1/installation', null],
    [{ intent: 'remove-installation', itemId: 'i1' } as const, 'DELETE', '/items/i1/installation', null],
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
      errors: [],
    });
  });

  it('puts Email Cart mistakes on their fields without calling the API', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const share = (name: string, email: string) =>
      runCartForm({ permId: 'shopper-1234', ip: null }, { intent: 'share', name, email }, 'http://s/');
    expect(await share('', 'sam@example')).toEqual({
      ok: false,
      message: '',
      errors: [
        { field: 'name', message: REQUIRED_MESSAGE },
        { field: 'email', message: INVALID_EMAIL_MESSAGE },
      ],
    });
    expect((await share('Sam', '')) as { errors: unknown }).toMatchObject({
      errors: [{ field: 'email', message: REQUIRED_MESSAGE }],
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
