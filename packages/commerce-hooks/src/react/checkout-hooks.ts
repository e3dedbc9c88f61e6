import {
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type {
  Checkout,
  CouponAnswer,
  GiftCardAnswer,
  GiftCardInput,
  Order,
  ReceiptParams,
} from '../client/types';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** The shopper's checkout data (codes, gift cards, summary); idle while the permId is unknown. */
export function useCheckout(
  permId: string | null | undefined,
): UseQueryResult<Checkout, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.checkout(client, permId ?? ''), enabled: Boolean(permId) });
}

/** A receipt by order reference; idle while the reference or the permId is unknown. */
export function useReceipt(
  orderReference: string | null | undefined,
  params: ReceiptParams,
): UseQueryResult<Order, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.receipt(client, orderReference ?? '', params),
    enabled: Boolean(orderReference && params.permId),
  });
}

/** A checkout mutation hook's result. */
export type CheckoutMutation<TData, TVariables> = UseMutationResult<TData, CommerceRequestError, TVariables>;

/**
 * A change to the checkout: its answer's checkout becomes the cached one, and the cart is read again because a
 * code or card can change what the cart shows (its totals, a code waiting for an item).
 */
function useCheckoutMutation<TData, TVariables>(
  permId: string,
  send: (client: CommerceClient, variables: TVariables) => Promise<Result<TData>>,
  checkoutOf: (data: TData) => Checkout,
): CheckoutMutation<TData, TVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<TData, CommerceRequestError, TVariables>({
    mutationFn: (variables) => send(client, variables).then(unwrap),
    onSuccess: (data) => {
      queryClient.setQueryData(commerceKeys.checkout(permId), checkoutOf(data));
      void queryClient.invalidateQueries({ queryKey: commerceKeys.cart(permId) });
    },
    // A refused code or card may still mean the checkout moved (a code expired meanwhile): read it again.
    onError: () => refreshCheckout(queryClient, permId),
  });
}

function refreshCheckout(queryClient: QueryClient, permId: string): void {
  void queryClient.invalidateQueries({ queryKey: commerceKeys.checkout(permId) });
}

const itself = (checkout: Checkout) => checkout;

/** Applies a promo code; the answer's code says SUCCESS or PROMO_CODE_NOT_APPLIED (it waits for an item). */
export function useApplyPromoCode(permId: string): CheckoutMutation<CouponAnswer, string> {
  return useCheckoutMutation<CouponAnswer, string>(
    permId,
    (client, code) => client.applyPromoCode(permId, code),
    (answer) => answer.checkout,
  );
}

/** Takes a promo code off. */
export function useRemovePromoCode(permId: string): CheckoutMutation<Checkout, string> {
  return useCheckoutMutation<Checkout, string>(
    permId,
    (client, code) => client.removePromoCode(permId, code),
    itself,
  );
}

/** Adds a gift card by number and PIN; the answer carries its balance. */
export function useAddGiftCard(permId: string): CheckoutMutation<GiftCardAnswer, GiftCardInput> {
  return useCheckoutMutation<GiftCardAnswer, GiftCardInput>(
    permId,
    (client, card) => client.addGiftCard(permId, card),
    (answer) => answer.checkout,
  );
}

/** Takes a gift card off by its id. */
export function useRemoveGiftCard(permId: string): CheckoutMutation<Checkout, string> {
  return useCheckoutMutation<Checkout, string>(
    permId,
    (client, giftCardId) => client.removeGiftCard(permId, giftCardId),
    itself,
  );
}
