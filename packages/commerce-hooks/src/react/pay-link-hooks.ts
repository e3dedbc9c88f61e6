import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CommerceRequestError, unwrap } from '../client/errors';
import type { BalancePayment, BalancePaymentAnswer, BraintreeClient, PayLink } from '../client/types';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** What a pay link asks for; idle while the order id or the link's token is unknown. */
export function usePayLink(
  orderId: string | null | undefined,
  token: string | null | undefined,
): UseQueryResult<PayLink, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.payLink(client, orderId ?? '', token ?? ''),
    enabled: Boolean(orderId && token),
  });
}

/** Variables of usePayBalance: the payment and the attempt's Idempotency-Key (kept for a retry of the attempt). */
export interface PayBalanceVariables {
  /** The link's token, the card provider and its token. */
  payment: BalancePayment;
  /** One per attempt; send it again only to retry the same attempt. */
  idempotencyKey: string;
}

/** Pays a pay link's balance; afterwards the link and the order are read again. */
export function usePayBalance(
  orderId: string,
): UseMutationResult<BalancePaymentAnswer, CommerceRequestError, PayBalanceVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<BalancePaymentAnswer, CommerceRequestError, PayBalanceVariables>({
    mutationFn: ({ payment, idempotencyKey }) =>
      client.payBalance(orderId, payment, idempotencyKey).then(unwrap),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.payLink(orderId) });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.order(orderId) });
    },
  });
}

/** Braintree's client token; idle until `enabled` (load it only when the shopper chooses Braintree). */
export function useBraintreeClient(enabled = true): UseQueryResult<BraintreeClient, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.braintreeClient(client), enabled });
}
