// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOVE_FAILED_MESSAGE } from '../client/move';
import { accountSessionKey, commerceKeys } from '../query/keys';
import { cartLine, listOf } from '../testing';
import { useAccountSession } from './account-session';
import { routedApi as setup } from './hooks.test.helper';
import { useAddToWishlist, useMoveItem, useRemoveFromWishlist, useWishlist } from './wishlist-hooks';

afterEach(cleanup);

const USER = 'user0001';
const WISHLIST = `${USER}-wishlist`;
const PERM = 'perm-0001';

const line = cartLine();

describe('wishlist hooks', () => {
  it('reads the wishlist at cart/{user id}-wishlist and keeps an add’s answer', async () => {
    const {
      calls: seen,
      wrapper,
      queryClient,
    } = setup({
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
    const { calls: seen, wrapper } = setup({});
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
    const { calls: seen, wrapper } = setup({
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
