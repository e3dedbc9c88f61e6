import type { HistoryOrder } from '@fitkit/commerce-hooks';
import type { ComponentProps } from 'react';
import { formatOrderDate } from '../order-status/order-dates';
import { statusLabel, statusTone } from '../order-status/order-states';
import { Price } from '../price';
import { cn } from '../utils/cn';

/** Props of {@link OrderHistoryList}. */
export type OrderHistoryListProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** The account's orders, newest first. */
  orders: readonly HistoryOrder[];
  /** The page that opens an order (its status page). */
  orderHref: (orderId: string) => string;
};

/** The account's orders: reference (a link to the order), date, status and total; a sentence when there are none. */
export function OrderHistoryList({ orders, orderHref, className, ...props }: OrderHistoryListProps) {
  if (orders.length === 0) {
    return (
      <p data-slot="order-history" data-state="empty" className="fk-order-history__empty">
        You have no orders yet.
      </p>
    );
  }
  return (
    <table data-slot="order-history" className={cn('fk-order-history', className)} {...props}>
      <caption className="fk-visually-hidden">Your orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderId}>
            <th scope="row">
              <a href={orderHref(order.orderId)}>{order.orderReference}</a>
            </th>
            <td>{formatOrderDate(order.placedAt)}</td>
            <td>
              <span className="fk-order-history__status" data-tone={statusTone(order.status)}>
                {statusLabel(order.status)}
              </span>
            </td>
            <td>
              <Price cents={order.totalCents} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
