import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../client/types';
import {
  addLinesToCart,
  emptyCart,
  isProvisionalCartItem,
  removeCartItemFromCart,
  setCartItemQty,
} from './cart-updates';

const NOW = '2026-11-21T00:00:00.000Z';

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    itemId: 'item-1',
    productId: 1,
    qty: 2,
    productName: 'Winch 9500',
    productLineSlug: 'winch',
    skuSlug: 'winch-9500',
    image: { key: 'w1', filename: 'winch.svg' },
    fitmentData: null,
    isVirtualItem: false,
    originalPrice: 60000,
    salePrice: 50000,
    originalSubtotal: 120000,
    saleSubtotal: 100000,
    itemSubtotal: 100000,
    updatedAt: '2026-01-01T00:00:00.000Z',
    warranty: null,
    installation: null,
    ...overrides,
  };
}

const cart: Cart = {
  permId: 'perm-0001',
  items: [
    cartItem(),
    cartItem({
      itemId: 'item-2',
      productId: 2,
      qty: 1,
      salePrice: 1999,
      originalPrice: 1999,
      originalSubtotal: 1999,
      saleSubtotal: 1999,
      itemSubtotal: 1999,
    }),
  ],
  itemCount: 3,
  total: 101999,
};

describe('optimistic cart updates', () => {
  it('adds quantity to an existing line of the same product and recomputes totals', () => {
    const next = addLinesToCart(cart, [{ productId: 1, qty: 3 }], NOW);
    expect(next.items[0]).toMatchObject({
      qty: 5,
      saleSubtotal: 250000,
      originalSubtotal: 300000,
      itemSubtotal: 250000,
      updatedAt: NOW,
    });
    expect(next.itemCount).toBe(6);
    expect(next.total).toBe(251999);
    expect(cart.items[0]?.qty).toBe(2);
  });

  it('appends a provisional line from the preview for a new product', () => {
    const next = addLinesToCart(
      cart,
      [
        {
          productId: 9,
          qty: 2,
          preview: {
            productName: 'Floor Mats',
            productLineSlug: 'mats',
            skuSlug: 'mats-black',
            image: { key: 'm', filename: 'mats.svg' },
            salePrice: 8999,
            originalPrice: 9999,
          },
        },
      ],
      NOW,
    );
    const line = next.items[2]!;
    expect(isProvisionalCartItem(line)).toBe(true);
    expect(isProvisionalCartItem(cart.items[0]!)).toBe(false);
    expect(line).toMatchObject({
      productId: 9,
      qty: 2,
      itemSubtotal: 17998,
      originalSubtotal: 19998,
      fitmentData: null,
    });
    expect(next.itemCount).toBe(5);
    expect(next.total).toBe(101999 + 17998);
  });

  it('only raises the item count for a new product without a preview', () => {
    const next = addLinesToCart(cart, [{ productId: 9, qty: 4 }], NOW);
    expect(next.items).toHaveLength(2);
    expect(next.itemCount).toBe(7);
    expect(next.total).toBe(101999);
    // A later change keeps the unseen quantity in the count.
    expect(setCartItemQty(next, 'item-2', 2, NOW).itemCount).toBe(8);
  });

  it('changes a line quantity, removes a line and empties the cart', () => {
    const changed = setCartItemQty(cart, 'item-1', 1, NOW);
    expect(changed.items[0]).toMatchObject({ qty: 1, itemSubtotal: 50000 });
    expect(changed).toMatchObject({ itemCount: 2, total: 51999 });
    expect(setCartItemQty(cart, 'nope', 1, NOW)).toBe(cart);
    const removed = removeCartItemFromCart(cart, 'item-1');
    expect(removed.items.map((item) => item.itemId)).toEqual(['item-2']);
    expect(removed).toMatchObject({ itemCount: 1, total: 1999 });
    expect(removeCartItemFromCart(cart, 'nope')).toBe(cart);
    expect(emptyCart(cart)).toEqual({ permId: 'perm-0001', items: [], itemCount: 0, total: 0 });
  });
});
