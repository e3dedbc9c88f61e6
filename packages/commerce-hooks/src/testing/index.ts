// Test fixtures for code that uses the commerce client: a cart (or wishlist) line and a list of lines, in the
// API's shape. A public entry (`@fitkit/commerce-hooks/testing`) so the shop's tests and this package's own tests
// share one copy; it imports no test runner.
import type { Cart, CartItem } from '../client/types';

/** A wishlist or cart line: one 'Winch' at $1.00, no vehicle; `overrides` changes any field. */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    itemId: '00000000-0000-4000-8000-000000000001',
    productId: 3,
    qty: 1,
    productName: 'Winch',
    productLineSlug: 'winch',
    skuSlug: 'winch-1',
    image: { key: 'w', filename: 'w.svg' },
    fitmentData: null,
    fitment: null,
    isVirtualItem: false,
    originalPrice: 100,
    salePrice: 100,
    originalSubtotal: 100,
    saleSubtotal: 100,
    itemSubtotal: 100,
    updatedAt: '2026-01-01T00:00:00.000Z',
    warranty: null,
    installation: null,
    ...overrides,
  };
}

/** The cart or wishlist `id` holding `items`, as the API answers it. */
export function listOf(id: string, items: readonly CartItem[]): Cart {
  return { permId: id, items: [...items], itemCount: items.length, total: 0 };
}
