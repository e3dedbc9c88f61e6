// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommerceRequestError } from '../client/errors';
import type { Cart, CartItem } from '../client/types';
import { isProvisionalCartItem } from '../query/cart-updates';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useAddToCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from './cart-mutations';
import { useFitmentOptionsLoader } from './fitment-loader';
import { useCart, useCatalogue, useGlobalId, useProduct, useVehicle } from './hooks';
import { hookWrapper } from './hooks.test.helper';
import { useCommerceClient } from './provider';

afterEach(cleanup);

const PERM = 'perm-0001';

function item(overrides: Partial<CartItem>): CartItem {
  return {
    itemId: 'item-1',
    productId: 1,
    qty: 1,
    productName: 'Winch 9500',
    productLineSlug: 'winch',
    skuSlug: 'winch-9500',
    image: { key: 'w1', filename: 'winch.svg' },
    fitmentData: null,
    isVirtualItem: false,
    originalPrice: 50000,
    salePrice: 50000,
    originalSubtotal: 50000,
    saleSubtotal: 50000,
    itemSubtotal: 50000,
    updatedAt: '2026-01-01T00:00:00.000Z',
    warranty: null,
    installation: null,
    ...overrides,
  };
}

function cartOf(items: CartItem[]): Cart {
  return {
    permId: PERM,
    items,
    itemCount: items.reduce((sum, line) => sum + line.qty, 0),
    total: items.reduce((sum, line) => sum + line.itemSubtotal, 0),
  };
}

interface Gate {
  release: () => void;
}

/**
 * A network test double that keeps a cart like the API would; mutations wait for the test to release them
 * (so the optimistic cart can be observed) and fail with the given error body when `failWith` is set.
 */
function fakeCartNetwork(initial: Cart) {
  let cart = initial;
  const gates: Gate[] = [];
  const seen: string[] = [];
  let failWith: { status: number; code: string; message: string } | null = null;
  let holdReads = false;
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'GET' && url.pathname === `/cart/${PERM}`) {
      if (holdReads) await new Promise<void>((resolve) => gates.push({ release: resolve }));
      return Response.json(cart);
    }
    if (request.method === 'GET' && url.pathname === '/global-id')
      return Response.json({ permId: PERM, globalId: 'g-42' });
    if (request.method === 'GET' && url.pathname.startsWith('/fitment/options/')) {
      return Response.json({ type: 'make', options: [{ value: 'jeep', text: 'Jeep' }] });
    }
    if (request.method === 'GET')
      return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' }, { status: 404 });
    const body = request.method === 'DELETE' ? null : await request.json();
    await new Promise<void>((resolve) => gates.push({ release: resolve }));
    if (failWith)
      return Response.json({ statusCode: failWith.status, ...failWith }, { status: failWith.status });
    if (request.method === 'POST') {
      const added = (body as { productList: { productId: number; qty: number }[] }).productList;
      const items = [...cart.items];
      for (const line of added) {
        const index = items.findIndex((existing) => existing.productId === line.productId);
        if (index >= 0) {
          const existing = items[index]!;
          const qty = existing.qty + line.qty;
          items[index] = {
            ...existing,
            qty,
            itemSubtotal: existing.salePrice * qty,
            saleSubtotal: existing.salePrice * qty,
          };
        } else {
          items.push(
            item({
              itemId: `item-${line.productId}`,
              productId: line.productId,
              qty: line.qty,
              productName: 'Server Name',
              salePrice: 1000,
              itemSubtotal: 1000 * line.qty,
              saleSubtotal: 1000 * line.qty,
            }),
          );
        }
      }
      cart = cartOf(items);
    } else if (request.method === 'PATCH') {
      const id = url.pathname.split('/').pop();
      const { qty } = body as { qty: number };
      cart = cartOf(
        cart.items.map((line) =>
          line.itemId === id ? { ...line, qty, itemSubtotal: line.salePrice * qty } : line,
        ),
      );
    } else if (request.method === 'DELETE') {
      const parts = url.pathname.split('/');
      cart =
        parts.length > 3 ? cartOf(cart.items.filter((line) => line.itemId !== parts.at(-1))) : cartOf([]);
    }
    return Response.json(cart);
  };
  return {
    fetch,
    seen,
    fail: (error: typeof failWith) => {
      failWith = error;
    },
    holdReads: () => {
      holdReads = true;
    },
    releaseAll: () => {
      for (const gate of gates.splice(0)) gate.release();
    },
    pending: () => gates.length,
  };
}

function setup(initial: Cart) {
  const network = fakeCartNetwork(initial);
  return { network, ...hookWrapper(network.fetch) };
}

const winch = item({});

describe('commerce hooks', () => {
  it('loads the cart and the global id through the client in context', async () => {
    const { wrapper, network } = setup(cartOf([winch]));
    const { result } = renderHook(
      () => ({ cart: useCart(PERM), globalId: useGlobalId(PERM), idle: useCart(null) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.itemCount).toBe(1));
    await waitFor(() => expect(result.current.globalId.data?.globalId).toBe('g-42'));
    expect(result.current.idle.fetchStatus).toBe('idle');
    expect(network.seen).toContain(`GET /global-id?permId=${PERM}`);
  });

  it('reports API errors as CommerceRequestError carrying the error value', async () => {
    const { wrapper } = setup(cartOf([]));
    const { result } = renderHook(() => useProduct('nope', { skuSlug: 'x' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(CommerceRequestError);
    expect(result.current.error?.error).toEqual({
      kind: 'http',
      status: 404,
      code: 'NOT_FOUND',
      message: 'Not Found',
    });
  });

  it('keeps vehicle and catalogue queries idle until they have params', () => {
    const { wrapper } = setup(cartOf([]));
    const { result } = renderHook(() => ({ vehicle: useVehicle(null), catalogue: useCatalogue(null) }), {
      wrapper,
    });
    expect(result.current.vehicle.fetchStatus).toBe('idle');
    expect(result.current.catalogue.fetchStatus).toBe('idle');
  });

  it('shows an added product at once, then settles with the server cart', async () => {
    const { wrapper, network, queryClient } = setup(cartOf([winch]));
    const { result } = renderHook(() => ({ cart: useCart(PERM), add: useAddToCart(PERM) }), { wrapper });
    await waitFor(() => expect(result.current.cart.data).toBeDefined());
    act(() => {
      result.current.add.mutate({
        productList: [
          { productId: 1, qty: 2 },
          {
            productId: 7,
            qty: 1,
            preview: {
              productName: 'Floor Mats',
              productLineSlug: 'mats',
              skuSlug: 'mats-black',
              image: { key: 'm', filename: 'mats.svg' },
              salePrice: 999,
            },
          },
        ],
      });
    });
    await waitFor(() => expect(result.current.cart.data?.itemCount).toBe(4));
    expect(result.current.cart.data?.items[0]?.qty).toBe(3);
    expect(isProvisionalCartItem(result.current.cart.data!.items[1]!)).toBe(true);
    expect(result.current.cart.data?.total).toBe(150999);
    await waitFor(() => expect(network.pending()).toBe(1));
    network.releaseAll();
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    const settled = queryClient.getQueryData<Cart>(commerceKeys.cart(PERM));
    expect(settled?.items.map((line) => line.itemId)).toEqual(['item-1', 'item-7']);
    expect(settled?.items[1]?.productName).toBe('Server Name');
    expect(settled?.total).toBe(151000);
  });

  it('rolls back the optimistic cart when the server refuses, and refetches it', async () => {
    const { wrapper, network } = setup(cartOf([winch]));
    const { result } = renderHook(() => ({ cart: useCart(PERM), add: useAddToCart(PERM) }), { wrapper });
    await waitFor(() => expect(result.current.cart.data).toBeDefined());
    const before = result.current.cart.data;
    network.fail({ status: 422, code: 'QTY_LIMIT', message: 'At most 99 per line' });
    act(() => result.current.add.mutate({ productList: [{ productId: 1, qty: 99 }] }));
    await waitFor(() => expect(result.current.cart.data?.itemCount).toBe(100));
    await waitFor(() => expect(network.pending()).toBe(1));
    const readsBefore = network.seen.filter((line) => line === `GET /cart/${PERM}`).length;
    // Hold the refetch that follows the failure, so the rollback itself is what the cart shows.
    network.holdReads();
    network.releaseAll();
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.add.error?.error).toMatchObject({ kind: 'http', status: 422, code: 'QTY_LIMIT' });
    expect(result.current.cart.data).toEqual(before);
    await waitFor(() =>
      expect(network.seen.filter((line) => line === `GET /cart/${PERM}`).length).toBeGreaterThan(readsBefore),
    );
    network.releaseAll();
    await waitFor(() => expect(result.current.cart.isFetching).toBe(false));
    expect(result.current.cart.data?.itemCount).toBe(1);
  });

  it('updates, removes and clears optimistically', async () => {
    const mats = item({
      itemId: 'item-2',
      productId: 2,
      salePrice: 2000,
      itemSubtotal: 2000,
      saleSubtotal: 2000,
      originalSubtotal: 2000,
      originalPrice: 2000,
    });
    const { wrapper, network } = setup(cartOf([winch, mats]));
    const { result } = renderHook(
      () => ({
        cart: useCart(PERM),
        update: useUpdateCartItem(PERM),
        remove: useRemoveCartItem(PERM),
        clear: useClearCart(PERM),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data).toBeDefined());

    act(() => result.current.update.mutate({ itemId: 'item-2', qty: 3 }));
    await waitFor(() => expect(result.current.cart.data).toMatchObject({ itemCount: 4, total: 56000 }));
    await waitFor(() => expect(network.pending()).toBe(1));
    network.releaseAll();
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));

    act(() => result.current.remove.mutate({ itemId: 'item-1' }));
    await waitFor(() => expect(result.current.cart.data).toMatchObject({ itemCount: 3, total: 6000 }));
    await waitFor(() => expect(network.pending()).toBe(1));
    network.releaseAll();
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));

    act(() => result.current.clear.mutate());
    await waitFor(() =>
      expect(result.current.cart.data).toMatchObject({ items: [], itemCount: 0, total: 0 }),
    );
    await waitFor(() => expect(network.pending()).toBe(1));
    network.releaseAll();
    await waitFor(() => expect(result.current.clear.isSuccess).toBe(true));
    expect(network.seen.filter((line) => !line.startsWith('GET'))).toEqual([
      `PATCH /cart/${PERM}/items/item-2`,
      `DELETE /cart/${PERM}/items/item-1`,
      `DELETE /cart/${PERM}`,
    ]);
  });

  it('lets only the last of overlapping cart changes write the server cart', async () => {
    const { wrapper, network, queryClient } = setup(cartOf([winch]));
    const { result } = renderHook(() => ({ cart: useCart(PERM), update: useUpdateCartItem(PERM) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.cart.data).toBeDefined());
    act(() => result.current.update.mutate({ itemId: 'item-1', qty: 2 }));
    act(() => result.current.update.mutate({ itemId: 'item-1', qty: 5 }));
    await waitFor(() => expect(network.pending()).toBe(2));
    expect(queryClient.getQueryData<Cart>(commerceKeys.cart(PERM))?.itemCount).toBe(5);
    network.releaseAll();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData<Cart>(commerceKeys.cart(PERM))?.itemCount).toBe(5);
  });

  it('builds query options that loaders can prefetch and hooks then read from the cache', async () => {
    const { wrapper, client, queryClient, network } = setup(cartOf([winch]));
    await queryClient.prefetchQuery(commerceQueries.cart(client, PERM));
    const reads = network.seen.length;
    const { result } = renderHook(() => useCart(PERM), { wrapper });
    expect(result.current.data?.itemCount).toBe(1);
    expect(network.seen.length).toBe(reads);
  });

  it('gives the fitment cascade a loader backed by the query cache', async () => {
    const { wrapper, network } = setup(cartOf([]));
    const { result } = renderHook(() => useFitmentOptionsLoader(), { wrapper });
    const signal = new AbortController().signal;
    expect(await result.current('make', { year: 2021, makeSlug: 'x' }, signal)).toEqual([
      { value: 'jeep', text: 'Jeep' },
    ]);
    await result.current('make', { year: 2021 }, signal);
    expect(network.seen.filter((line) => line.startsWith('GET /fitment'))).toEqual([
      'GET /fitment/options/make?year=2021',
    ]);
  });

  it('fails clearly outside a CommerceProvider', () => {
    expect(() => renderHook(() => useCommerceClient())).toThrow('inside a <CommerceProvider>');
  });
});
