import { describe, expect, it } from 'vitest';
import type { Result } from './errors';
import { MOVE_FAILED_MESSAGE, type MoveClient, MoveError, moveItem, type ShopperList } from './move';
import type { Cart, CartItem } from './types';

const FITMENT = { year: 2020, makeSlug: 'jeep', modelSlug: 'wrangler' };

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    itemId: '00000000-0000-4000-8000-000000000001',
    productId: 7,
    qty: 2,
    productName: 'Floor Liners',
    productLineSlug: 'floor-liners',
    skuSlug: 'fl-1',
    image: { key: 'k', filename: 'f.jpg' },
    fitmentData: null,
    fitment: FITMENT,
    isVirtualItem: false,
    originalPrice: 1000,
    salePrice: 1000,
    originalSubtotal: 2000,
    saleSubtotal: 2000,
    itemSubtotal: 2000,
    updatedAt: '2026-01-01T00:00:00.000Z',
    warranty: null,
    installation: null,
    ...overrides,
  };
}

function list(id: string, items: CartItem[]): Cart {
  return { permId: id, items, itemCount: items.reduce((n, i) => n + i.qty, 0), total: 0 };
}

const FAILED: Result<Cart> = {
  ok: false,
  error: { kind: 'http', status: 503, code: 'INTERNAL', message: 'down' },
};
const ok = (data: Cart): Result<Cart> => ({ ok: true, data });

const CART: ShopperList = { kind: 'cart', id: 'perm-1234567890' };
const WISHLIST: ShopperList = { kind: 'wishlist', id: 'user1-wishlist' };

/** A client whose answers are scripted per method (every call of a method gets the same answer) and recorded. */
function fakeClient(answers: Partial<Record<keyof MoveClient, Result<Cart>>>) {
  const calls: [string, ...unknown[]][] = [];
  const answer =
    (name: keyof MoveClient) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return Promise.resolve(answers[name] ?? ok(list('x', [])));
    };
  const client: MoveClient = {
    addCartItems: answer('addCartItems'),
    removeCartItem: answer('removeCartItem'),
    updateCartItem: answer('updateCartItem'),
    addWishlistItem: answer('addWishlistItem'),
    removeWishlistItem: answer('removeWishlistItem'),
  };
  return { client, calls };
}

describe('moveItem (SPEC §4 move between cart and wishlist)', () => {
  const item = line({ meta: { source: 'heart' } });

  it('adds to the target and removes from the source, and answers both lists', async () => {
    const target = list(CART.id, [line({ itemId: 'c1' })]);
    const source = list(WISHLIST.id, []);
    const { client, calls } = fakeClient({ addCartItems: ok(target), removeWishlistItem: ok(source) });
    await expect(moveItem(client, { from: WISHLIST, to: CART, item })).resolves.toEqual({ source, target });
    expect(calls).toEqual([
      ['addCartItems', CART.id, [{ productId: 7, qty: 2, fitmentData: FITMENT }]],
      ['removeWishlistItem', WISHLIST.id, item.itemId],
    ]);
  });

  it('starts both halves before either answers', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = (name: string) => async () => {
      started.push(name);
      await gate;
      return ok(list('x', []));
    };
    const { client } = fakeClient({});
    const moving = moveItem(
      { ...client, addWishlistItem: held('add'), removeCartItem: held('remove') },
      { from: CART, to: WISHLIST, item },
    );
    await Promise.resolve();
    expect(started.sort()).toEqual(['add', 'remove']);
    release();
    await moving;
  });

  it('puts the line back in the source when the add failed, then throws the one message', async () => {
    const { client, calls } = fakeClient({
      addCartItems: FAILED,
      removeWishlistItem: ok(list(WISHLIST.id, [])),
    });
    const move = moveItem(client, { from: WISHLIST, to: CART, item });
    await expect(move).rejects.toThrow(new MoveError([]).message);
    await expect(move).rejects.toBeInstanceOf(MoveError);
    expect(calls.slice(2)).toEqual([
      [
        'addWishlistItem',
        WISHLIST.id,
        { productId: 7, qty: 2, fitmentData: FITMENT, meta: { source: 'heart' } },
      ],
    ]);
  });

  it('takes the added line off the target when the remove failed, then throws the one message', async () => {
    const target = list(CART.id, [line({ itemId: 'c1', meta: undefined })]);
    const { client, calls } = fakeClient({ addCartItems: ok(target), removeWishlistItem: FAILED });
    await expect(moveItem(client, { from: WISHLIST, to: CART, item })).rejects.toThrow(MOVE_FAILED_MESSAGE);
    expect(calls.slice(2)).toEqual([['removeCartItem', CART.id, 'c1']]);
  });

  it('leaves the units the target line had before the move when the remove failed', async () => {
    const target = list(CART.id, [line({ itemId: 'c1', qty: 5 })]);
    const { client, calls } = fakeClient({ addCartItems: ok(target), removeWishlistItem: FAILED });
    await expect(moveItem(client, { from: WISHLIST, to: CART, item })).rejects.toThrow(MOVE_FAILED_MESSAGE);
    expect(calls.slice(2)).toEqual([['updateCartItem', CART.id, 'c1', 3]]);
  });

  it('restores a wishlist line that had units before (no qty call there: off, then back with what it had)', async () => {
    const target = list(WISHLIST.id, [line({ itemId: 'w1', qty: 3 })]);
    const { client, calls } = fakeClient({ addWishlistItem: ok(target), removeCartItem: FAILED });
    const cartLine = line({ itemId: 'c1', qty: 2 });
    await expect(moveItem(client, { from: CART, to: WISHLIST, item: cartLine })).rejects.toThrow(
      MOVE_FAILED_MESSAGE,
    );
    expect(calls.slice(2)).toEqual([
      ['removeWishlistItem', WISHLIST.id, 'w1'],
      ['addWishlistItem', WISHLIST.id, { productId: 7, qty: 1, fitmentData: FITMENT }],
    ]);
  });

  it('compensates nothing when both halves failed, and throws the one message with both errors', async () => {
    const { client, calls } = fakeClient({ addCartItems: FAILED, removeWishlistItem: FAILED });
    const error = await moveItem(client, { from: WISHLIST, to: CART, item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MoveError);
    expect((error as MoveError).message).toBe('unable to move to item to cart');
    expect((error as MoveError).errors).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('moves a line without a vehicle without fitmentData', async () => {
    const { client, calls } = fakeClient({});
    await moveItem(client, { from: CART, to: WISHLIST, item: line({ fitment: null }) });
    expect(calls[0]).toEqual(['addWishlistItem', WISHLIST.id, { productId: 7, qty: 2 }]);
  });
});
