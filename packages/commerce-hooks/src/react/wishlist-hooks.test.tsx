// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client/client';
import { MOVE_FAILED_MESSAGE } from '../client/move';
import { accountSessionKey, commerceKeys } from '../query/keys';
import { cartLine, listOf } from '../testing';
import { useAccountSession } from './account-session';
import { CommerceProvider } from './provider';
import { useAddToWishlist, useMoveItem, useRemoveFromWishlist, useWishlist } from './wishlist-hooks';

afterEach(cleanup);

const USER = 'user0001';
const WISHLIST = `${USER}-wishlist`;
const PERM = 'perm-0001';

const line = cartLine();

/** Answers as the API would, from routes the test sets; records what was asked. */
function setup(routes: Record<string, () => Response>) {
  const seen: string[] = [];
  const fetch = async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    seen.push(key);
    return routes[key]?.() ?? Response.json({ code: 'NOT_FOUND', message: 'no route' }, { status: 404 });
  };
  const client = createCommerceClient({ baseUrl: 'http://127.0.0.1:3001/', site: 'fitkit', fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <CommerceProvider client={client}>{children}</CommerceProvider>
    </QueryClientProvider>
  );
  return { seen, queryClient, wrapper };
}

describe('wishlist hooks', () => {
  it('reads the wishlist at cart/{user id}-wishlist and keeps an add’s answer', async () => {
    const { seen, wrapper, queryClient } = setup({
      [`GET /cart/${WISHLIST}`]: () => Response.json(listOf(WISHLIST, [])),
      [`POST /cart/${WISHLIST}/items`]: () => Response.json(listOf(WISHLIST, [line])),
    });
    const { result } = renderHook(() => ({ list: useWishlist(USER), add: useAddToWishlist(USER) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
    await act(() => result.current.add.mutateAsync({ productId: 3, qty: 1 }));
    expect(queryClient.getQueryData(commerceKeys.wishlist(WISHLIST))).toEqual(listOf(WISHLIST, [line]));
    expect(seen).toEqual([`GET /cart/${WISHLIST}`, `POST /cart/${WISHLIST}/items`]);
  });

  it('does nothing without a user id (SPEC §5): no read, and actions call nothing', async () => {
    const { seen, wrapper } = setup({});
    const { result } = renderHook(
      () => ({
        list: useWishlist(null),
        add: useAddToWishlist(null),
        remove: useRemoveFromWishlist(undefined),
      }),
      { wrapper },
    );
    await expect(act(() => result.current.add.mutateAsync({ productId: 3, qty: 1 }))).resolves.toBeNull();
    await expect(act(() => result.current.remove.mutateAsync({ itemId: line.itemId }))).resolves.toBeNull();
    expect(result.current.list.fetchStatus).toBe('idle');
    expect(seen).toEqual([]);
  });

  it('moves to the cart and reads both lists again; a half that fails surfaces SPEC’s message', async () => {
    let cartAdd = () => Response.json(listOf(PERM, [line]));
    const { seen, wrapper } = setup({
      [`POST /cart/${PERM}/items`]: () => cartAdd(),
      [`DELETE /cart/${WISHLIST}/items/${line.itemId}`]: () => Response.json(listOf(WISHLIST, [])),
      [`POST /cart/${WISHLIST}/items`]: () => Response.json(listOf(WISHLIST, [line])),
    });
    const { result } = renderHook(() => useMoveItem(PERM, USER), { wrapper });
    await act(() => result.current.mutateAsync({ item: line, to: 'cart' }));
    expect(seen.sort()).toEqual([
      `DELETE /cart/${WISHLIST}/items/${line.itemId}`,
      `POST /cart/${PERM}/items`,
    ]);
    cartAdd = () => Response.json({ code: 'QTY_LIMIT', message: 'full' }, { status: 422 });
    await expect(act(() => result.current.mutateAsync({ item: line, to: 'cart' }))).rejects.toThrow(
      MOVE_FAILED_MESSAGE,
    );
    // The removed line went back to the wishlist.
    expect(seen.at(-1)).toBe(`POST /cart/${WISHLIST}/items`);
  });
});

describe('useAccountSession', () => {
  it('answers the signed-in shopper, under the account session key', async () => {
    const user = { id: USER, name: 'Sam', email: 's@x.test', emailVerified: true, role: 'customer' };
    const { wrapper, queryClient } = setup({ 'GET /account/session': () => Response.json({ user }) });
    const { result } = renderHook(() => useAccountSession(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ user }));
    expect(queryClient.getQueryData(accountSessionKey)).toEqual({ user });
  });

  it('answers null when signed out, not an error', async () => {
    const { wrapper } = setup({ 'GET /account/session': () => Response.json({ user: null }) });
    const { result } = renderHook(() => useAccountSession(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
