import { type ComponentProps, useId } from 'react';
import { type Contact, ContactAddress } from '../address-form';
import type { MiniCartItem } from '../mini-cart/cart-item';
import { formatFitmentLine } from '../mini-cart/cart-item';
import { formatOrderDate } from '../order-status/order-dates';
import { OrderSummary, type OrderSummaryData } from '../order-summary';
import { Price } from '../price';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** A line of a placed order, as the receipt shows it. */
export type ReceiptLine = Pick<
  MiniCartItem,
  'itemId' | 'productName' | 'qty' | 'salePrice' | 'originalPrice' | 'itemSubtotal' | 'fitmentData'
>;

/** The card that paid, as the provider reports it (never more than brand and last four). */
export type ReceiptCard = {
  /** Card brand, e.g. 'Visa'. */
  brand: string;
  /** Last four digits. */
  lastFour: string;
};

/** A placed order as its receipt shows it. */
export type ReceiptOrder = {
  /** The reference the shopper knows, e.g. 'FK-10042'. */
  orderReference: string;
  /** When it was placed (ISO). */
  placedAt?: string | null;
  /** The lines bought. */
  lines: readonly ReceiptLine[];
  /** The money, as the API computed it. */
  summary: OrderSummaryData;
  /** Where it ships. */
  shippingContact: Contact;
  /** Who paid. */
  billingContact: Contact;
  /** The card that paid; null when gift cards paid it all. */
  card: ReceiptCard | null;
  /** Name of the shipping method, e.g. 'Standard'. */
  shippingMethod?: string | null;
};

/** Props of {@link Receipt}. */
export type ReceiptProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The order. */
  order: ReceiptOrder;
  /** The order status page of this order (with its token). */
  statusHref: string;
  /** Heading text. */
  title?: string;
};

/** The receipt: order reference, lines, summary, addresses, payment and the link to follow the order. */
export function Receipt({
  order,
  statusHref,
  title = 'Thank you for your order!',
  className,
  ...props
}: ReceiptProps) {
  const headingId = useId();
  const { Link } = useUi();
  const placed = order.placedAt ? formatOrderDate(order.placedAt) : '';
  return (
    <section
      aria-labelledby={headingId}
      data-slot="receipt"
      className={cn('fk-receipt', className)}
      {...props}
    >
      <header className="fk-receipt__header">
        <h2 id={headingId} className="fk-receipt__title">
          {title}
        </h2>
        <p className="fk-receipt__reference">
          Order reference: <strong>{order.orderReference}</strong>
          {placed ? <span> · Placed on {placed}</span> : null}
        </p>
        <p className="fk-receipt__email">
          We sent a confirmation to {order.shippingContact.email}.{' '}
          <Link href={statusHref} className="fk-receipt__status-link">
            Check your order status
          </Link>
        </p>
      </header>
      <div className="fk-receipt__body">
        <ul className="fk-receipt__lines" aria-label="Items in this order">
          {order.lines.map((line) => {
            const fitment = formatFitmentLine(line.fitmentData);
            return (
              <li key={line.itemId} className="fk-receipt__line">
                <span className="fk-receipt__name">{line.productName}</span>
                {fitment ? <span className="fk-receipt__meta">Vehicle: {fitment}</span> : null}
                <span className="fk-receipt__meta">
                  Qty: {line.qty} × <Price cents={line.salePrice} original={line.originalPrice} size="sm" />
                </span>
                <Price cents={line.itemSubtotal} className="fk-receipt__subtotal" />
              </li>
            );
          })}
        </ul>
        <OrderSummary summary={order.summary} headingLevel={3} className="fk-receipt__summary" />
      </div>
      <div className="fk-receipt__details">
        <div>
          <h3 className="fk-receipt__subtitle">Shipping address</h3>
          <ContactAddress contact={order.shippingContact} />
          {order.shippingMethod ? <p className="fk-receipt__meta">{order.shippingMethod} shipping</p> : null}
        </div>
        <div>
          <h3 className="fk-receipt__subtitle">Billing address</h3>
          <ContactAddress contact={order.billingContact} />
        </div>
        <div>
          <h3 className="fk-receipt__subtitle">Payment</h3>
          <p className="fk-receipt__payment">
            {order.card ? `${order.card.brand} ending in ${order.card.lastFour}` : 'Paid with gift card'}
          </p>
        </div>
      </div>
    </section>
  );
}
