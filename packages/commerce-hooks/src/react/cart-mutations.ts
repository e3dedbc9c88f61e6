import { type QueryClient, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type { Cart } from '../client/types';
import {
  type AddToCartLineWithPreview,
  addLinesToCart,
  emptyCart,
  removeCartItemFromCart,
  setCartItemQty,
} from '../query/cart-updates';
import { commerceKeys } from '../query/keys';
import { useCommerceClient } from './provider';

/** What a cart mutation remembers to roll back. */
export interface CartMutationContext {
  /** The cart before the optimistic update (undefined when none was cached). */
  previous: Cart | undefined;
}

/** A cart mutation hook's result. */
export type CartMutation<TVariables> = UseMutationResult<
  Cart,
  CommerceRequestError,
  TVariables,
  CartMutationContext
>;

function useCartMutation<TVariables>(
  permId: string,
  send: (client: CommerceClient, variables: TVariables) => Promise<Result<Cart>>,
  optimistic: (cart: Cart, variables: TVariables) => Cart,
): CartMutation<TVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  const cartKey = commerceKeys.cart(permId);
  const mutationKey = commerceKeys.cartMutation(permId);
  // This mutation still counts as in flight inside its own callbacks, hence "only one".
  const onlyOneInFlight = (qc: QueryClient) => qc.isMutating({ mutationKey }) <= 1;
  return useMutation<Cart, CommerceRequestError, TVariables, CartMutationContext>({
    mutationKey,
    mutationFn: (variables) => send(client, variables).then(unwrap),
    onMutate: async (variables) => {
      // A cart read in flight would overwrite the optimistic cart when it lands.
      await queryClient.cancelQueries({ queryKey: cartKey });
      const previous = queryClient.getQueryData<Cart>(cartKey);
      if (previous) queryClient.setQueryData<Cart>(cartKey, optimistic(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      // With other cart changes in flight the snapshot is out of date; the refetch below brings the truth.
      if (context?.previous && onlyOneInFlight(queryClient))
        queryClient.setQueryData(cartKey, context.previous);
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
    onSuccess: (cart) => {
      // The last change to finish carries the server's full cart; earlier answers would flash stale lines.
      if (onlyOneInFlight(queryClient)) queryClient.setQueryData(cartKey, cart);
      // The checkout's summary and waiting codes follow the cart's lines.
      void queryClient.invalidateQueries({ queryKey: commerceKeys.checkout(permId) });
    },
  });
}

/** Variables of useAddToCart. */
export interface AddToCartVariables {
  /** Lines to add (1–20); a preview lets a new product show at once. */
  productList: AddToCartLineWithPreview[];
}

/** Adds products to the cart, showing them at once and rolling back on failure. */
export function useAddToCart(permId: string): CartMutation<AddToCartVariables> {
  return useCartMutation<AddToCartVariables>(
    permId,
    (client, { productList }) =>
      client.addCartItems(
        permId,
        productList.map(({ preview: _preview, ...line }) => line),
      ),
    (cart, { productList }) => addLinesToCart(cart, productList),
  );
}

/** Variables of useUpdateCartItem. */
export interface UpdateCartItemVariables {
  /** The line. */
  itemId: string;
  /** Its new quantity (1–99). */
  qty: number;
}

/** Changes a line's quantity, at once and rolled back on failure. */
export function useUpdateCartItem(permId: string): CartMutation<UpdateCartItemVariables> {
  return useCartMutation<UpdateCartItemVariables>(
    permId,
    (client, { itemId, qty }) => client.updateCartItem(permId, itemId, qty),
    (cart, { itemId, qty }) => setCartItemQty(cart, itemId, qty),
  );
}

/** Variables of useRemoveCartItem. */
export interface RemoveCartItemVariables {
  /** The line. */
  itemId: string;
}

/** Removes a line, at once and rolled back on failure. */
export function useRemoveCartItem(permId: string): CartMutation<RemoveCartItemVariables> {
  return useCartMutation<RemoveCartItemVariables>(
    permId,
    (client, { itemId }) => client.removeCartItem(permId, itemId),
    (cart, { itemId }) => removeCartItemFromCart(cart, itemId),
  );
}

/** Empties the cart, at once and rolled back on failure. */
export function useClearCart(permId: string): CartMutation<void> {
  return useCartMutation<void>(
    permId,
    (client) => client.clearCart(permId),
    (cart) => emptyCart(cart),
  );
}
