import type { Cart, CommerceClient, Result } from '@fitkit/commerce-hooks';
import { cartLine, listOf } from '@fitkit/commerce-hooks/testing';
import { describe, expect, it, vi } from 'vitest';
import { readWishlistForm, runWishlistForm } from './wishlist.server';

const line = cartLine();
const ITEM = line.itemId;

const ok = (items: Cart['items']): Promise<Result<Cart>> =>
  Promise.resolve({ ok: true, data: listOf('x', items) });
const refused = (status: number): Promise<Result<Cart>> =>
  Promise.resolve({ ok: false, error: { kind: 'http', status, code: 'QTY_LIMIT', message: 'full' } });

function client(overrides: Partial<CommerceClient>): CommerceClient {
  return {
    getCart: vi.fn(() => ok([line])),
    getWishlist: vi.fn(() => ok([line])),
    addCartItems: vi.fn(() => ok([line])),
    addWishlistItem: vi.fn(() => ok([line])),
    removeCartItem: vi.fn(() => ok([])),
    removeWishlistItem: vi.fn(() => ok([])),
    updateCartItem: vi.fn(() => ok([])),
    ...overrides,
  } as unknown as CommerceClient;
}

const shopper = { permId: 'perm-0001', userId: 'user1' };

describe('wishlist forms', () => {
  it('reads only its intents with an item id', () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(entries)) data.set(k, v);
      return data;
    };
    expect(readWishlistForm(form({ intent: 'move-to-cart', itemId: ITEM }))).toEqual({
      intent: 'move-to-cart',
      itemId: ITEM,
    });
    expect(readWishlistForm(form({ intent: 'update-qty', itemId: ITEM }))).toBeNull();
    expect(readWishlistForm(form({ intent: 'remove' }))).toBeNull();
  });

  it('moves a wishlist line to the cart at the user’s wishlist id and the shopper’s cart', async () => {
    const api = client({});
    await expect(runWishlistForm(api, shopper, { intent: 'move-to-cart', itemId: ITEM })).resolves.toEqual({
      ok: true,
    });
    expect(api.getWishlist).toHaveBeenCalledWith('user1-wishlist');
    expect(api.addCartItems).toHaveBeenCalledWith('perm-0001', [{ productId: 3, qty: 1 }]);
    expect(api.removeWishlistItem).toHaveBeenCalledWith('user1-wishlist', ITEM);
  });

  it('answers SPEC’s message with the refusing half’s status, after putting the line back', async () => {
    const api = client({ addWishlistItem: vi.fn(() => refused(422)) });
    await expect(
      runWishlistForm(api, shopper, { intent: 'move-to-wishlist', itemId: ITEM }),
    ).resolves.toEqual({ ok: false, status: 422, message: 'unable to move to item to cart' });
    expect(api.addCartItems).toHaveBeenCalledWith('perm-0001', [{ productId: 3, qty: 1 }]);
  });

  it('answers 404 for a line that is not in the list, moving nothing', async () => {
    const api = client({ getCart: vi.fn(() => ok([])) });
    const outcome = await runWishlistForm(api, shopper, { intent: 'move-to-wishlist', itemId: ITEM });
    expect(outcome).toMatchObject({ ok: false, status: 404 });
    expect(api.addWishlistItem).not.toHaveBeenCalled();
  });
});
