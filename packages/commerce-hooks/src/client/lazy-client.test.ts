import { describe, expect, it } from 'vitest';
import * as real from './client';
import { createLazyCommerceClient } from './lazy-client';
import type { Cart } from './types';

const emptyCart: Cart = { permId: 'perm-0001', items: [], itemCount: 0, total: 0 };

function cartFetch() {
  const urls: string[] = [];
  const fetch = async (request: Request) => {
    urls.push(`${request.method} ${request.url} ${request.headers.get('x-site')}`);
    return Response.json(emptyCart);
  };
  return { fetch, urls };
}

describe('createLazyCommerceClient', () => {
  it('loads the client on the first call only, and every call goes through it', async () => {
    const { fetch, urls } = cartFetch();
    let loads = 0;
    const client = createLazyCommerceClient(
      { baseUrl: 'http://api.test/', site: 'fitkit', fetch },
      async () => {
        loads += 1;
        return real;
      },
    );
    expect(loads).toBe(0);
    expect(client.config).toEqual({
      baseUrl: 'http://api.test/',
      site: 'fitkit',
      timeoutMs: real.DEFAULT_TIMEOUT_MS,
      permIdHeader: real.PERM_ID_HEADER,
    });
    await expect(client.getCart('perm-0001')).resolves.toEqual({ ok: true, data: emptyCart });
    await expect(client.clearCart('perm-0001')).resolves.toEqual({ ok: true, data: emptyCart });
    expect(loads).toBe(1);
    expect(urls).toEqual([
      'GET http://api.test/cart/perm-0001 fitkit',
      'DELETE http://api.test/cart/perm-0001 fitkit',
    ]);
  });

  it('has every method of the real client', () => {
    const eager = real.createCommerceClient({ baseUrl: 'http://api.test/', site: 'fitkit' });
    const lazy = createLazyCommerceClient({ baseUrl: 'http://api.test/', site: 'fitkit' });
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(eager).sort());
  });

  it('a failed load is a network error, and the next call tries again', async () => {
    const { fetch } = cartFetch();
    let attempts = 0;
    const client = createLazyCommerceClient(
      { baseUrl: 'http://api.test/', site: 'fitkit', fetch },
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
        return real;
      },
    );
    await expect(client.getCart('perm-0001')).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'Failed to fetch dynamically imported module' },
    });
    await expect(client.getCart('perm-0001')).resolves.toEqual({ ok: true, data: emptyCart });
    expect(attempts).toBe(2);
  });

  it('loads the real module by default', async () => {
    const client = createLazyCommerceClient({
      baseUrl: 'http://api.test/',
      site: 'fitkit',
      fetch: cartFetch().fetch,
    });
    await expect(client.getCart('perm-0001')).resolves.toEqual({ ok: true, data: emptyCart });
  });
});
