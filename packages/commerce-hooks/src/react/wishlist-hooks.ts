import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import { type Moved, moveItem } from '../client/move';
import type { AddToWishlist, CartItem, Wishlist } from '../client/types';
import { wishlistIdOf } from '../client/wishlist-calls';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** The signed-in shopper's wishlist; idle while there is no user id. */
export function useWishlist(
  userId: string | null | undefined,
): UseQueryResult<Wishlist, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.wishlist(client, wishlistIdOf(userId ?? '')),
    enabled: Boolean(userId),
  });
}

/** A wishlist mutation: its answer is null when there was no user id and so nothing was done (SPEC §5). */
export type WishlistMutation<TVariables> = UseMutationResult<
  Wishlist | null,
  CommerceRequestError,
  TVariables
>;

function useWishlistMutation<TVariables>(
  userId: string | null | undefined,
  send: (client: CommerceClient, wishlistId: string, variables: TVariables) => Promise<Result<Wishlist>>,
): WishlistMutation<TVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<Wishlist | null, CommerceRequestError, TVariables>({
    // SPEC §5: wishlist actions do nothing without a user id; the caller asks the shopper to sign in.
    mutationFn: async (variables) =>
      userId ? send(client, wishlistIdOf(userId), variables).then(unwrap) : null,
    onSuccess: (wishlist) => {
      if (wishlist && userId) queryClient.setQueryData(commerceKeys.wishlist(wishlistIdOf(userId)), wishlist);
    },
    onError: () => {
      if (userId)
        void queryClient.invalidateQueries({ queryKey: commerceKeys.wishlist(wishlistIdOf(userId)) });
    },
  });
}

/** Adds a product to the wishlist (SPEC §3 add payload). */
export function useAddToWishlist(userId: string | null | undefined): WishlistMutation<AddToWishlist> {
  return useWishlistMutation(userId, (client, id, item) => client.addWishlistItem(id, item));
}

/** Variables of useRemoveFromWishlist. */
export interface RemoveFromWishlistVariables {
  itemId: string;
}

/** Removes a wishlist line. */
export function useRemoveFromWishlist(
  userId: string | null | undefined,
): WishlistMutation<RemoveFromWishlistVariables> {
  return useWishlistMutation(userId, (client, id, { itemId }) => client.removeWishlistItem(id, itemId));
}

/** Empties the wishlist. */
export function useClearWishlist(userId: string | null | undefined): WishlistMutation<void> {
  return useWishlistMutation(userId, (client, id) => client.clearWishlist(id));
}

/** Variables of useMoveItem: the line and where it goes. */
export interface MoveItemVariables {
  item: CartItem;
  to: 'cart' | 'wishlist';
}

/**
 * Moves a line between the shopper's cart and wishlist (SPEC §4, {@link moveItem}); null when there was no user id
 * and so nothing moved. Both lists are read again afterwards, whatever happened.
 */
export function useMoveItem(
  permId: string,
  userId: string | null | undefined,
): UseMutationResult<Moved | null, Error, MoveItemVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<Moved | null, Error, MoveItemVariables>({
    mutationFn: async ({ item, to }) => {
      if (!userId) return null;
      const cart = { kind: 'cart', id: permId } as const;
      const wishlist = { kind: 'wishlist', id: wishlistIdOf(userId) } as const;
      return moveItem(
        client,
        to === 'cart' ? { from: wishlist, to: cart, item } : { from: cart, to: wishlist, item },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.cart(permId) });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.checkout(permId) });
      if (userId)
        void queryClient.invalidateQueries({ queryKey: commerceKeys.wishlist(wishlistIdOf(userId)) });
    },
  });
}
