import type { Cart, CartItem } from '@fitkit/commerce-hooks';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/**
 * The cart line an add to cart put the product in, read from the add's answer: the product's line (not a virtual
 * item such as installation), the most recently changed one if the cart holds several. Null when the answer has
 * none (the mini cart then shows the cart as it is).
 */
export function lastAddedLine(cart: Cart, productId: number): CartItem | null {
  let found: CartItem | null = null;
  for (const item of cart.items) {
    if (item.productId !== productId || item.isVirtualItem) continue;
    if (!found || item.updatedAt > found.updatedAt) found = item;
  }
  return found;
}

/** The last add to cart of this visit: its line, and a count that changes with every add (reopening the popup). */
export type LastAdded = { itemId: string; count: number };

const LAST_ADDED_KEY = ['last-added'] as const;

/** Tells the header a line was just added (SPEC §9: the popup cart shows the last added item). */
export function announceLastAdded(queryClient: QueryClient, itemId: string): void {
  queryClient.setQueryData<LastAdded>(LAST_ADDED_KEY, (last) => ({ itemId, count: (last?.count ?? 0) + 1 }));
}

/** The last add to cart of this visit, or null before the first. Browser-only: nothing is asked of a server. */
export function useLastAdded(): LastAdded | null {
  const { data } = useQuery<LastAdded | null>({
    queryKey: LAST_ADDED_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
