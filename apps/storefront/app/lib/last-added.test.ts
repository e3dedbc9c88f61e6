import type { Cart, CartItem } from '@fitkit/commerce-hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { announceLastAdded, lastAddedLine } from './last-added';

function line(itemId: string, productId: number, updatedAt: string, isVirtualItem = false): CartItem {
  return {
    itemId,
    productId,
    qty: 1,
    productName: `Product ${productId}`,
    productLineSlug: `line-${productId}`,
    skuSlug: `sku-${productId}`,
    image: { key: 'k', filename: 'f.svg' },
    fitmentData: null,
    isVirtualItem,
    originalPrice: 1000,
    salePrice: 1000,
    originalSubtotal: 1000,
    saleSubtotal: 1000,
    itemSubtotal: 1000,
    updatedAt,
    warranty: null,
    installation: null,
  };
}

const cartOf = (...items: CartItem[]): Cart => ({ permId: 'p', items, itemCount: items.length, total: 0 });

describe('lastAddedLine (SPEC §9: the popup cart shows the last added item)', () => {
  it("picks the added product's line from the add's answer, wherever the API put it", () => {
    const answer = cartOf(line('a', 7, '2026-11-01T00:00:00Z'), line('b', 42, '2026-11-02T00:00:00Z'));
    expect(lastAddedLine(answer, 42)?.itemId).toBe('b');
    expect(lastAddedLine(answer, 7)?.itemId).toBe('a');
  });

  it('skips virtual items of the same product and takes the most recently changed line', () => {
    const answer = cartOf(
      line('older', 42, '2026-11-01T00:00:00Z'),
      line('install', 42, '2026-11-03T00:00:00Z', true),
      line('newer', 42, '2026-11-02T00:00:00Z'),
    );
    expect(lastAddedLine(answer, 42)?.itemId).toBe('newer');
  });

  it('is null when the answer has no line of the product', () => {
    expect(lastAddedLine(cartOf(line('a', 7, '2026-11-01T00:00:00Z')), 42)).toBeNull();
  });
});

describe('announceLastAdded', () => {
  it('counts every add, so adding the same line again opens the popup again', () => {
    const queryClient = new QueryClient();
    announceLastAdded(queryClient, 'b');
    announceLastAdded(queryClient, 'b');
    expect(queryClient.getQueryData(['last-added'])).toEqual({ itemId: 'b', count: 2 });
  });
});
