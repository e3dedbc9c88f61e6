// @vitest-environment happy-dom
import type { Cart, CommerceClient, ProductLine, Result } from '@fitkit/commerce-hooks';
import { commerceKeys } from '@fitkit/commerce-hooks/query';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopState } from '../lib/shop';
import { AddToCart } from './add-to-cart';

const PERM_ID = 'perm-1234-abcd';

const product = {
  productLineSlug: 'vanguard-front-bumper',
  name: 'Vanguard Front Bumper',
  productId: 42,
  skuSlug: 'bare-steel',
  actualPrice: 89_900,
  originalPrice: null,
  gallery: [{ key: 'p-42', filename: 'bumper.svg', alt: 'Bumper' }],
  qtySelector: { default: 1, enabled: true },
} as unknown as ProductLine;

const cart: Cart = { permId: PERM_ID, items: [], itemCount: 1, total: 89_900 };

const shop: ShopState = { fitment: null, vehicle: null };

/**
 * The shop's `/shopper/` route as the browser sees it: a GET answers `known` (the permId cookie the shopper has,
 * or none), a POST makes one. Returns the methods it was called with.
 */
function shopperRoute(known: string | null) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(method);
    return Response.json({ permId: method === 'POST' ? PERM_ID : known, cart: null, garage: [] });
  });
  return calls;
}

/** The client and query cache the page below uses in the running test. */
let current: { client: CommerceClient; queryClient: QueryClient; onFailure: () => void };

function ProductPage() {
  return (
    <QueryClientProvider client={current.queryClient}>
      <CommerceProvider client={current.client}>
        <AddToCart product={product} onFailure={current.onFailure} />
      </CommerceProvider>
    </QueryClientProvider>
  );
}

const Stub = createRoutesStub([{ id: 'root', path: '/', Component: ProductPage }]);

/** Renders the button under a root route with the shopper's state and a client answering `answer`. */
function renderWith(answer: Result<Cart>, known: string | null = PERM_ID) {
  const shopperCalls = shopperRoute(known);
  const addCartItems = vi.fn(async () => answer);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onFailure = vi.fn();
  current = { client: { addCartItems } as unknown as CommerceClient, queryClient, onFailure };
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: shop } }} />);
  return { addCartItems, queryClient, onFailure, shopperCalls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddToCart', () => {
  it('adds the SKU once per press, with the cart mutation loaded on the first press', async () => {
    const { addCartItems, queryClient } = renderWith({ ok: true, data: cart });
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    expect((await screen.findByRole('status')).textContent).toBe('Added to your cart.');
    expect(addCartItems).toHaveBeenCalledTimes(1);
    expect(addCartItems).toHaveBeenCalledWith(PERM_ID, [{ productId: 42, qty: 1 }]);
    // The cart the API answered is the shopper's cart now (the header's count reads it).
    expect(queryClient.getQueryData(commerceKeys.cart(PERM_ID))).toEqual(cart);
  });

  it("makes the shopper's permId on their first add to cart (public pages set no cookie)", async () => {
    const { addCartItems, shopperCalls } = renderWith({ ok: true, data: cart }, null);
    await act(async () => screen.getByRole('button', { name: 'Add to Cart' }).click());
    expect((await screen.findByRole('status')).textContent).toBe('Added to your cart.');
    expect(shopperCalls).toContain('POST');
    expect(addCartItems).toHaveBeenCalledWith(PERM_ID, [{ productId: 42, qty: 1 }]);
  });

  it("shows the API's message when the cart refuses, logs 'Add To Cart: {code}' and tells the page", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onFailure } = renderWith({
      ok: false,
      error: { kind: 'http', status: 422, code: 'QTY_LIMIT', message: 'Too many of this item' },
    });
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    expect((await screen.findByRole('alert')).textContent).toContain('Too many of this item');
    expect(log).toHaveBeenCalledWith('Add To Cart: QTY_LIMIT');
    expect(onFailure).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('tells the popup cart which line the add went to, read from the answer (SPEC §9)', async () => {
    const answered = {
      ...cart,
      items: [
        { itemId: 'other' },
        { itemId: 'line-42', productId: 42, isVirtualItem: false, updatedAt: 'x' },
      ],
    } as unknown as Cart;
    const { queryClient } = renderWith({ ok: true, data: answered });
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    await screen.findByRole('status');
    expect(queryClient.getQueryData(['last-added'])).toEqual({ itemId: 'line-42', count: 1 });
  });

  it('does not tell the page of a failure when the cart takes the item', async () => {
    const { onFailure } = renderWith({ ok: true, data: cart });
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    await screen.findByRole('status');
    expect(onFailure).not.toHaveBeenCalled();
  });
});
