/** The states of an order (the transition table, plus FAILED for a payment that failed), as the API sends them. */
export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  'FAILED',
] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The states of an order line (its shippingStatus), as the API sends them. */
export const LINE_STATUSES = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
] as const;
/** One of {@link LINE_STATUSES}. */
export type LineStatusValue = (typeof LINE_STATUSES)[number];

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
