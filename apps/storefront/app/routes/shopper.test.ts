import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopperState } from '../lib/shopper-state';
import { commerceContext } from '../server/commerce.server';
import { pageKindMiddleware } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { loader } from './shopper';

/** Reads the shopper state of a shopper with no permId cookie, whose connection came from `ip`. */
async function stateFrom(ip: string | null) {
  const context = new RouterContextProvider();
  context.set(shopperContext, { permId: 'p1', isNew: true, fitment: null, saved: null, ip, session: null });
  context.set(commerceContext, {
    client: {} as never,
    queryClient: new QueryClient(),
  });
  const request = new Request('http://shop.test/shopper/');
  // The loader runs inside the root's page-kind middleware, as it does in the shop.
  let answer = new Response();
  await pageKindMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      answer = await loader({ request, params: {}, context } as unknown as Parameters<typeof loader>[0]);
      return new Response(null);
    },
  );
  return { state: (await answer.json()) as ShopperState, cacheControl: answer.headers.get('Cache-Control') };
}

describe('the shopper state (GET /shopper/)', () => {
  it('carries the general state’s clientIp in the private answer (SPEC §3), not in public HTML', async () => {
    expect(await stateFrom('203.0.113.7')).toEqual({
      state: {
        permId: null,
        cart: { permId: '', items: [], itemCount: 0, total: 0 },
        garage: [],
        clientIp: '203.0.113.7',
      },
      cacheControl: 'private, no-store',
    });
  });

  it('says null when the server does not know the address', async () => {
    expect((await stateFrom(null)).state.clientIp).toBeNull();
  });
});
