import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type {
  Order,
  OrderChange,
  OrderChangeDetails,
  OrderLookup,
  OrderLookupAnswer,
  Tracking,
} from '../client/types';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** An order by id and status token; idle while either is unknown. */
export function useOrder(
  orderId: string | null | undefined,
  token: string | null | undefined,
): UseQueryResult<Order, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    ...commerceQueries.order(client, orderId ?? '', token ?? ''),
    enabled: Boolean(orderId && token),
  });
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
