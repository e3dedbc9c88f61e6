import {
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type {
  BalancePayment,
  BalancePaymentAnswer,
  BraintreeClient,
  Order,
  OrderChange,
  OrderChangeDetails,
  OrderLookup,
  OrderLookupAnswer,
  PayLink,
  Tracking,
} from '../client/types';
import { commerceKeys } from '../query/keys';
import { type CommerceQueryOptions, commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** A query of an order opened by a link's token (status or pay link); idle while either is unknown. */
function useOrderLinkQuery<T, K extends QueryKey>(
  options: (client: CommerceClient, orderId: string, token: string) => CommerceQueryOptions<T, K>,
  orderId: string | null | undefined,
  token: string | null | undefined,
): UseQueryResult<T, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...options(client, orderId ?? '', token ?? ''), enabled: Boolean(orderId && token) });
}

/** An order by id and status token; idle while either is unknown. */
export function useOrder(
  orderId: string | null | undefined,
  token: string | null | undefined,
): UseQueryResult<Order, CommerceRequestError> {
  return useOrderLinkQuery(commerceQueries.order, orderId, token);
}

/** What a pay link asks for; idle while the order id or the link's token is unknown. */
export function usePayLink(
  orderId: string | null | undefined,
  token: string | null | undefined,
): UseQueryResult<PayLink, CommerceRequestError> {
  return useOrderLinkQuery(commerceQueries.payLink, orderId, token);
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
    onSettled: () => readLinkAgain(queryClient, orderId),
  });
}

function readLinkAgain(queryClient: QueryClient, orderId: string) {
  void queryClient.invalidateQueries({ queryKey: commerceKeys.payLink(orderId) });
  void queryClient.invalidateQueries({ queryKey: commerceKeys.order(orderId) });
}

/** Variables of useConfirmBalancePayment: the link's token and the attempt's key with `-confirm`. */
export interface ConfirmBalanceVariables {
  linkToken: string;
  idempotencyKey: string;
}

/** Finishes a pay link's payment after the payer's bank confirmation (3-D Secure); then reads the link again. */
export function useConfirmBalancePayment(
  orderId: string,
): UseMutationResult<BalancePaymentAnswer, CommerceRequestError, ConfirmBalanceVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<BalancePaymentAnswer, CommerceRequestError, ConfirmBalanceVariables>({
    mutationFn: ({ linkToken, idempotencyKey }) =>
      client.confirmBalancePayment(orderId, { linkToken }, idempotencyKey).then(unwrap),
    onSettled: () => readLinkAgain(queryClient, orderId),
  });
}

/** Braintree's client token; idle until `enabled` (load it only when the shopper chooses Braintree). */
export function useBraintreeClient(enabled = true): UseQueryResult<BraintreeClient, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.braintreeClient(client), enabled });
}

/** A shipment; idle while the tracking id is unknown. */
export function useTracking(
  trackingId: string | null | undefined,
): UseQueryResult<Tracking, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.tracking(client, trackingId ?? ''), enabled: Boolean(trackingId) });
}

/** An order mutation hook's result: the changed order and the message to show. */
export type OrderMutation<TVariables> = UseMutationResult<OrderChange, CommerceRequestError, TVariables>;

/** Variables of useCancelOrderItem and useReturnOrderItem. */
export interface OrderItemChangeVariables {
  /** The line. */
  itemId: string;
  /** Why. */
  details: OrderChangeDetails;
}

/** A change to an order: the order in the answer becomes the cached one; a refusal reads the order again. */
function useOrderMutation<TVariables>(
  orderId: string,
  send: (client: CommerceClient, variables: TVariables) => Promise<Result<OrderChange>>,
): OrderMutation<TVariables> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  const key = commerceKeys.order(orderId);
  return useMutation<OrderChange, CommerceRequestError, TVariables>({
    mutationFn: (variables) => send(client, variables).then(unwrap),
    onSuccess: (change) => queryClient.setQueryData<Order>(key, change.data),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Cancels the whole order (before it ships); a refusal's message is the msg for the general box. */
export function useCancelOrder(orderId: string, token: string): OrderMutation<OrderChangeDetails> {
  return useOrderMutation<OrderChangeDetails>(orderId, (client, details) =>
    client.cancelOrder(orderId, token, details),
  );
}

/** Cancels one line before it ships. */
export function useCancelOrderItem(orderId: string, token: string): OrderMutation<OrderItemChangeVariables> {
  return useOrderMutation<OrderItemChangeVariables>(orderId, (client, { itemId, details }) =>
    client.cancelOrderItem(orderId, itemId, token, details),
  );
}

/** Asks to return a delivered line. */
export function useReturnOrderItem(orderId: string, token: string): OrderMutation<OrderItemChangeVariables> {
  return useOrderMutation<OrderItemChangeVariables>(orderId, (client, { itemId, details }) =>
    client.returnOrderItem(orderId, itemId, token, details),
  );
}

/** The order login: order reference plus e-mail or ZIP code → the order id and its status token. */
export function useLookupOrder(): UseMutationResult<OrderLookupAnswer, CommerceRequestError, OrderLookup> {
  const client = useCommerceClient();
  return useMutation<OrderLookupAnswer, CommerceRequestError, OrderLookup>({
    mutationFn: (lookup) => client.lookupOrder(lookup).then(unwrap),
  });
}
