import { type ComponentProps, type ReactNode, useId, useRef } from 'react';
import { Button } from '../button';
import { GeneralError } from '../forms';
import { Price } from '../price';
import { useUi } from '../provider';
import { ActionForm } from '../utils/action-form';
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
  /** The product's page; the name links there when given. */
  href?: string;
  /** What the line cost, in cents; shown beside the quantity when given. */
  subtotal?: number;
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

/** The fields every change posts: `intent` names it, `itemId` the line (line changes), `reason` the chosen reason. */
export const ORDER_CHANGE_INTENTS = ['cancel-order', 'cancel-item', 'return-item'] as const;
/** One of {@link ORDER_CHANGE_INTENTS}. */
export type OrderChangeIntent = (typeof ORDER_CHANGE_INTENTS)[number];

/** Props of {@link OrderStatus}. */
export type OrderStatusProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The order. */
  order: OrderStatusOrder;
  /** What the transition table allows now; only these changes are offered. */
  actions?: OrderActions;
  /** Cancels the whole order (with the chosen reason when `reasons` are offered). */
  onCancelOrder?: (reason?: string) => void;
  /** Cancels one line. */
  onCancelLine?: (itemId: string, reason?: string) => void;
  /** Asks to return one delivered line. */
  onReturnLine?: (itemId: string, reason?: string) => void;
  /**
   * Form mode: where each change posts as a real form without JavaScript (fields `intent`, `itemId`, `reason`); a
   * change whose handler is given calls it instead once a script runs.
   */
  action?: string;
  /** The reasons offered with each change (a select posted as `reason`); none asks for no reason. */
  reasons?: readonly string[];
  /** A change is in flight: the buttons wait. */
  busy?: boolean;
  /** Why the last change failed (the API's msg), shown in the red box and focused. */
  error?: string | null;
  /** The last change's confirmation (the API's msg), announced as a status. */
  notice?: string | null;
  /** The order heading's level: 1 when this is the page's main heading. */
  headingLevel?: 1 | 2;
  /** More of the order after its lines, e.g. its totals. */
  children?: ReactNode;
};

/** The changes a line may offer, each shown when its id is in the allowed list and a handler or form mode is on. */
const LINE_CHANGES = [
  {
    allowed: 'cancelLineIds',
    intent: 'cancel-item',
    label: 'Cancel item',
    color: 'DANGER',
    handler: 'onCancelLine',
  },
  {
    allowed: 'returnLineIds',
    intent: 'return-item',
    label: 'Return item',
    color: 'GRAY_DARKEST',
    handler: 'onReturnLine',
  },
] as const;

/** A status as a badge: its words, coloured by tone. */
function StatusBadge({ status }: { status: OrderStatusValue | LineStatusValue }) {
  return (
    <span className="fk-order-status__badge" data-tone={statusTone(status)} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

type ChangeProps = {
  intent: OrderChangeIntent;
  itemId?: string;
  label: string;
  /** What the change is about, for the names of its controls ('the order', a product's name). */
  subject: string;
  color: 'DANGER' | 'GRAY_DARKEST';
  onChange: ((reason?: string) => void) | undefined;
  action: string | undefined;
  reasons: readonly string[];
  busy: boolean;
};

/** One change (cancel the order, cancel or return a line): a form posting its fields, or a button in the page. */
function Change({ intent, itemId, label, subject, color, onChange, action, reasons, busy }: ChangeProps) {
  const reasonId = useId();
  const fields: Record<string, string> = itemId ? { intent, itemId } : { intent };
  const onAction = onChange && ((form: FormData) => onChange(form.get('reason')?.toString() || undefined));
  return (
    <ActionForm action={action} fields={fields} onAction={onAction} className="fk-order-status__change">
      {reasons.length > 0 ? (
        <>
          <label htmlFor={reasonId}>
            Reason{' '}
            <span className="fk-visually-hidden">
              ({label}: {subject})
            </span>
          </label>
          <select id={reasonId} name="reason" defaultValue={reasons[0]} disabled={busy}>
            {reasons.map((reason) => (
              <option key={reason}>{reason}</option>
            ))}
          </select>
        </>
      ) : null}
      <Button type="submit" variant="OUTLINE" color={color} size="SMALL" waiting={busy}>
        {label}
        {itemId ? <span className="fk-visually-hidden"> {subject}</span> : null}
      </Button>
    </ActionForm>
  );
}

/** One line: its name (linked when it has a page), quantity, price, status, parcel and changes. */
function Line({ line, changes }: { line: OrderStatusLine; changes: ReactNode }) {
  const { Link } = useUi();
  return (
    <li className="fk-order-status__line" data-status={line.status}>
      <div className="fk-order-status__line-main">
        <span className="fk-order-status__name">
          {line.href ? <Link href={line.href}>{line.productName}</Link> : line.productName}
        </span>
        <span className="fk-order-status__qty">Qty: {line.qty}</span>
        {line.subtotal === undefined ? null : <Price cents={line.subtotal} size="sm" />}
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
      <div className="fk-order-status__line-actions">{changes}</div>
    </li>
  );
}

/**
 * The order status page's body: the order's status, each line's status and tracking link, and the cancel and
 * return changes the transition table allows — as buttons calling the host, or (form mode, `action`) as forms
 * that post without JavaScript — with a failure's message in the red box and a success announced.
 */
export function OrderStatus({
  order,
  actions = {},
  onCancelOrder,
  onCancelLine,
  onReturnLine,
  action,
  reasons = [],
  busy = false,
  error = null,
  notice = null,
  headingLevel = 2,
  children,
  className,
  ...props
}: OrderStatusProps) {
  const headingId = useId();
  const errorBox = useRef<HTMLDivElement>(null);
  useFocusOnChange(error, errorBox);
  const placed = order.placedAt ? formatOrderDate(order.placedAt) : '';
  const handlers = { onCancelLine, onReturnLine };
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const offered = (handler: unknown) => Boolean(handler || action);
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
        <Heading id={headingId} className="fk-order-status__title">
          Order {order.orderReference}
        </Heading>
        <p className="fk-order-status__state">
          Status: <StatusBadge status={order.status} />
        </p>
        {placed ? <p className="fk-order-status__placed">Placed on {placed}</p> : null}
      </header>
      <GeneralError ref={errorBox} tabIndex={-1} message={error} />
      <p role="status" className="fk-order-status__notice">
        {notice}
      </p>
      <ul className="fk-order-status__lines" aria-label="Items in this order">
        {order.lines.map((line) => (
          <Line
            key={line.itemId}
            line={line}
            changes={LINE_CHANGES.map(({ allowed, intent, label, color, handler }) => {
              const act = handlers[handler];
              return actions[allowed]?.includes(line.itemId) && offered(act) ? (
                <Change
                  key={intent}
                  {...{ intent, label, color, action, reasons, busy }}
                  itemId={line.itemId}
                  subject={line.productName}
                  onChange={act && ((reason) => act(line.itemId, reason))}
                />
              ) : null;
            })}
          />
        ))}
      </ul>
      {children}
      {actions.cancelOrder && offered(onCancelOrder) ? (
        <Change
          intent="cancel-order"
          label="Cancel order"
          subject="the order"
          color="DANGER"
          onChange={onCancelOrder}
          {...{ action, reasons, busy }}
        />
      ) : null}
    </section>
  );
}
