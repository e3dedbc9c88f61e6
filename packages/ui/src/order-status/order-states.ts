import type { OrderItemStatus, OrderStatus } from '@fitkit/commerce-hooks';
/** The state of an order, as the API sends it (its transition table, plus FAILED for a payment that failed). */
export type OrderStatusValue = OrderStatus;

/** The state of an order line (its shippingStatus), as the API sends it. */
export type LineStatusValue = OrderItemStatus;

// Keyed by both unions, so a state the API adds fails the typecheck here until it has a label.
const LABELS: Record<OrderStatusValue | LineStatusValue, string> = {
  PENDING: 'Pending',
  PLACED: 'Placed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURNED: 'Returned',
  FAILED: 'Payment failed',
};

/** How a status is coloured: under way, arrived, or ended without delivery. */
export type StatusTone = 'progress' | 'done' | 'ended';

/** The words a shopper reads for an order or line status, e.g. 'Return requested'. */
export function statusLabel(status: OrderStatusValue | LineStatusValue): string {
  return LABELS[status];
}

/** The tone of a status, for its badge. */
export function statusTone(status: OrderStatusValue | LineStatusValue): StatusTone {
  if (status === 'DELIVERED') return 'done';
  if (status === 'CANCELLED' || status === 'RETURNED' || status === 'FAILED') return 'ended';
  return 'progress';
}

/** What the shopper may do now, as the API's transition table allows it; the page only shows these buttons. */
export type OrderActions = {
  /** The whole order can be cancelled (placed or processing). */
  cancelOrder?: boolean;
  /** Lines that can be cancelled (pending, the order not shipped). */
  cancelLineIds?: readonly string[];
  /** Lines whose return can be requested (delivered within 30 days). */
  returnLineIds?: readonly string[];
};
