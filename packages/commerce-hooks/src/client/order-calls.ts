import { SITE_HEADER } from './constants';
import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type {
  Order,
  OrderChange,
  OrderChangeDetails,
  OrderLookup,
  OrderLookupAnswer,
  Tracking,
} from './types';

/** A change of one order line: the order's id and token, the line's id and why. */
export type ChangeOrderItem = (
  orderId: string,
  itemId: string,
  token: string,
  details: OrderChangeDetails,
  options?: CallOptions,
) => Promise<Result<OrderChange>>;

/**
 * The order calls (x-site scoped). An order is reached by its id and the status token of the confirmation e-mail
 * or the order login; a wrong, missing or expired token answers 404 like an unknown order.
 */
export interface OrderCalls {
  /** An order by id and status token; 404 ORDER_NOT_FOUND, 429 RATE_LIMITED. */
  getOrder(orderId: string, token: string, options?: CallOptions): Promise<Result<Order>>;
  /** Cancels a whole order that has not shipped; 409 ORDER_NOT_CANCELLABLE whose message is the msg to show. */
  cancelOrder(
    orderId: string,
    token: string,
    details: OrderChangeDetails,
    options?: CallOptions,
  ): Promise<Result<OrderChange>>;
  /** Cancels one line before it ships; 409 ORDER_NOT_CANCELLABLE. */
  cancelOrderItem: ChangeOrderItem;
  /** Asks to return a delivered line (within 30 days); 409 ITEM_NOT_RETURNABLE. */
  returnOrderItem: ChangeOrderItem;
  /** The order login: order reference plus e-mail or ZIP code → order id and token; 404, 429 RATE_LIMITED. */
  lookupOrder(lookup: OrderLookup, options?: CallOptions): Promise<Result<OrderLookupAnswer>>;
  /** A shipment by its tracking id; 404 NOT_FOUND. */
  getTracking(trackingId: string, options?: CallOptions): Promise<Result<Tracking>>;
}

/** The order calls of a client. */
export function orderMethods({ api, call, config }: Transport): OrderCalls {
  const header = { [SITE_HEADER]: config.site };
  const changeItem = (
    orderId: string,
    itemId: string,
    token: string,
    body:
      | { shippingStatus: 'CANCELLED'; cancellationDetails: OrderChangeDetails }
      | { shippingStatus: 'RETURNED'; returnDetails: OrderChangeDetails },
    signal: AbortSignal | undefined,
  ) =>
    call<OrderChange>(
      (s) =>
        api.PUT('/orders/{orderId}/items/{itemId}', {
          params: { path: { orderId, itemId }, query: { token }, header },
          body,
          signal: s,
        }),
      signal,
    );
  return {
    getOrder: (orderId, token, { signal } = {}) =>
      call<Order>(
        (s) =>
          api.GET('/orders/{orderId}', {
            params: { path: { orderId }, query: { token }, header },
            signal: s,
          }),
        signal,
      ),
    cancelOrder: (orderId, token, cancellationDetails, { signal } = {}) =>
      call<OrderChange>(
        (s) =>
          api.PUT('/orders/{orderId}', {
            params: { path: { orderId }, query: { token }, header },
            body: { shippingStatus: 'CANCELLED', cancellationDetails },
            signal: s,
          }),
        signal,
      ),
    cancelOrderItem: (orderId, itemId, token, cancellationDetails, { signal } = {}) =>
      changeItem(orderId, itemId, token, { shippingStatus: 'CANCELLED', cancellationDetails }, signal),
    returnOrderItem: (orderId, itemId, token, returnDetails, { signal } = {}) =>
      changeItem(orderId, itemId, token, { shippingStatus: 'RETURNED', returnDetails }, signal),
    lookupOrder: (lookup, { signal } = {}) =>
      call<OrderLookupAnswer>(
        (s) => api.POST('/orders/lookup', { params: { header }, body: lookup, signal: s }),
        signal,
      ),
    getTracking: (trackingId, { signal } = {}) =>
      call<Tracking>(
        (s) => api.GET('/tracking/{trackingId}', { params: { path: { trackingId }, header }, signal: s }),
        signal,
      ),
  };
}
