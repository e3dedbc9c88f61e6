import { type ComponentProps, useId, useRef } from 'react';
import { Button } from '../button';
import { GeneralError } from '../forms';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import { useFocusOnChange } from '../utils/use-focus-on-change';
import { formatOrderDate } from './order-dates';
import {
  type LineStatusValue,
  type OrderActions,
  type OrderStatusValue,
  statusLabel,
  statusTone,
} from './order-states';

/** A parcel's tracking as an order line shows it. */
export type LineTracking = {
  /** Carrier name, e.g. 'UPS'. */
  carrier: string;
  /** The carrier's tracking number. */
  trackingNumber: string;
  /** The shop's tracking page for this parcel. */
  href: string;
};

/** One line of an order on the status page. */
export type OrderStatusLine = {
  /** Order line id, passed back in callbacks. */
  itemId: string;
  /** Product name. */
  productName: string;
  /** Quantity ordered. */
  qty: number;
  /** The line's shippingStatus. */
  status: LineStatusValue;
  /** The parcel carrying it, once shipped. */
  tracking?: LineTracking | null;
};

/** An order as its status page shows it. */
export type OrderStatusOrder = {
  /** The reference the shopper knows, e.g. 'FK-10042'. */
  orderReference: string;
  /** When it was placed (ISO). */
  placedAt?: string | null;
  /** The order's status. */
  status: OrderStatusValue;
  /** Its lines. */
  lines: readonly OrderStatusLine[];
};

/** Props of {@link OrderStatus}. */
export type OrderStatusProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The order. */
  order: OrderStatusOrder;
  /** What the transition table allows now; only these buttons are shown. */
  actions?: OrderActions;
  /** Cancels the whole order. */
  onCancelOrder?: () => void;
  /** Cancels one line. */
  onCancelLine?: (itemId: string) => void;
  /** Asks to return one delivered line. */
  onReturnLine?: (itemId: string) => void;
  /** A change is in flight: the buttons wait. */
  busy?: boolean;
  /** Why the last change failed (the API's msg), shown in the red box and focused. */
  error?: string | null;
};

/** The buttons a line may carry, each shown only when its id is in the allowed list and a handler is given. */
const LINE_ACTIONS = [
  { allowed: 'cancelLineIds', label: 'Cancel item', color: 'DANGER', handler: 'onCancelLine' },
  { allowed: 'returnLineIds', label: 'Return item', color: 'GRAY_DARKEST', handler: 'onReturnLine' },
] as const;

/** A status as a badge: its words, coloured by tone. */
function StatusBadge({ status }: { status: OrderStatusValue | LineStatusValue }) {
  return (
    <span className="fk-order-status__badge" data-tone={statusTone(status)} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

/**
 * The order status page's body: the order's status, each line's status and tracking link, and the cancel and
 * return buttons the transition table allows, with a failure's message in the red box.
 */
export function OrderStatus({
  order,
  actions = {},
  onCancelOrder,
  onCancelLine,
  onReturnLine,
  busy = false,
  error = null,
  className,
  ...props
}: OrderStatusProps) {
  const headingId = useId();
  const { Link } = useUi();
  const errorBox = useRef<HTMLDivElement>(null);
  useFocusOnChange(error, errorBox);
  const placed = order.placedAt ? formatOrderDate(order.placedAt) : '';
  const handlers = { onCancelLine, onReturnLine };
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-slot="order-status"
      data-state={order.status.toLowerCase()}
      className={cn('fk-order-status', className)}
      {...props}
    >
      <header className="fk-order-status__header">
        <h2 id={headingId} className="fk-order-status__title">
          Order {order.orderReference}
        </h2>
        <p className="fk-order-status__state">
          Status: <StatusBadge status={order.status} />
        </p>
        {placed ? <p className="fk-order-status__placed">Placed on {placed}</p> : null}
      </header>
      <GeneralError ref={errorBox} tabIndex={-1} message={error} />
      <ul className="fk-order-status__lines" aria-label="Items in this order">
        {order.lines.map((line) => (
          <li key={line.itemId} className="fk-order-status__line" data-status={line.status}>
            <div className="fk-order-status__line-main">
              <span className="fk-order-status__name">{line.productName}</span>
              <span className="fk-order-status__qty">Qty: {line.qty}</span>
              <StatusBadge status={line.status} />
            </div>
            {line.tracking ? (
              <p className="fk-order-status__tracking">
                {line.tracking.carrier}{' '}
                <Link href={line.tracking.href}>
                  <span className="fk-visually-hidden">Track parcel </span>
                  {line.tracking.trackingNumber}
                </Link>
              </p>
            ) : null}
            <div className="fk-order-status__line-actions">
              {LINE_ACTIONS.map(({ allowed, label, color, handler }) => {
                const act = handlers[handler];
                return actions[allowed]?.includes(line.itemId) && act ? (
                  <Button
                    key={label}
                    variant="OUTLINE"
                    color={color}
                    size="SMALL"
                    waiting={busy}
                    onClick={() => act(line.itemId)}
                  >
                    {label}
                    <span className="fk-visually-hidden"> {line.productName}</span>
                  </Button>
                ) : null;
              })}
            </div>
          </li>
        ))}
      </ul>
      {actions.cancelOrder && onCancelOrder ? (
        <Button variant="OUTLINE" color="DANGER" waiting={busy} onClick={() => onCancelOrder()}>
          Cancel order
        </Button>
      ) : null}
    </section>
  );
}
