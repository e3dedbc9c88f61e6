import { type ComponentProps, useId } from 'react';
import { formatMoneyOrPlaceholder } from '../price/format-money';
import { ActionForm } from '../utils/action-form';
import { cn } from '../utils/cn';
import {
  discountText,
  discountTitle,
  type OrderDiscount,
  type OrderSummaryData,
  summaryShippingText,
  summaryTaxText,
} from './order-summary-data';

/** Props of {@link OrderSummary}. */
export type OrderSummaryProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The API's figures; null shows placeholders (not loaded yet). */
  summary: OrderSummaryData | null | undefined;
  /** Figures are being recomputed: placeholders and `aria-busy`. */
  loading?: boolean;
  /** Heading text. */
  title?: string;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Shows a remove button on each discount and is called when it is pressed. */
  onRemoveDiscount?: (discount: OrderDiscount) => void;
  /** Where a remove button posts without JavaScript (fields `intent`, `kind`, `id`); shows the buttons too. */
  removeAction?: string;
  /** Discounts whose removal is in flight; their buttons are disabled. */
  busyDiscountIds?: readonly string[];
};

/** The order summary: subtotal, each promo code and gift card, shipping, estimated tax and total (SPEC §3). */
export function OrderSummary({
  summary,
  loading = false,
  title = 'Order Summary',
  headingLevel = 2,
  onRemoveDiscount,
  removeAction,
  busyDiscountIds = [],
  className,
  ...props
}: OrderSummaryProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const pending = loading || !summary;
  const money = (cents: number | undefined) => formatMoneyOrPlaceholder(pending ? null : cents);
  const removable = Boolean(onRemoveDiscount || removeAction);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      data-slot="order-summary"
      data-state={pending ? 'loading' : 'ready'}
      className={cn('fk-order-summary', className)}
      {...props}
    >
      <Heading id={headingId} className="fk-order-summary__title">
        {title}
      </Heading>
      <dl className="fk-order-summary__rows">
        <div className="fk-order-summary__row">
          <dt>Subtotal</dt>
          <dd>{money(summary?.subtotal)}</dd>
        </div>
        {(summary?.discounts ?? []).map((discount) => (
          <div
            key={`${discount.kind}-${discount.id}`}
            className="fk-order-summary__row fk-order-summary__discount"
            data-kind={discount.kind}
          >
            <dt>
              {discountTitle(discount)}
              {discount.remainingBalance != null ? (
                <span className="fk-order-summary__note">
                  Remaining balance {formatMoneyOrPlaceholder(discount.remainingBalance)}
                </span>
              ) : null}
            </dt>
            <dd>
              {pending ? money(undefined) : discountText(discount.amount)}
              {removable ? (
                <ActionForm
                  action={removeAction}
                  fields={{ intent: 'remove-discount', kind: discount.kind, id: discount.id }}
                  onAction={onRemoveDiscount && (() => onRemoveDiscount(discount))}
                  className="fk-order-summary__remove"
                >
                  <button
                    type="submit"
                    className="fk-link-button"
                    disabled={busyDiscountIds.includes(discount.id)}
                  >
                    Remove<span className="fk-visually-hidden"> {discountTitle(discount)}</span>
                  </button>
                </ActionForm>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="fk-order-summary__row">
          <dt>Shipping</dt>
          <dd>{summaryShippingText(summary?.shipping, pending)}</dd>
        </div>
        <div className="fk-order-summary__row">
          <dt>Estimated tax</dt>
          <dd>{summaryTaxText(summary?.estimatedTax, pending)}</dd>
        </div>
        <div className="fk-order-summary__row fk-order-summary__total">
          <dt>Total</dt>
          <dd>{money(summary?.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
