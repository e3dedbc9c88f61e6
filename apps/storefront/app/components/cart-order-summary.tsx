import type { Cart } from '@fitkit/commerce-hooks';
import { Price } from '@fitkit/ui/price';

/** The order summary the API computed for the cart; the browser only shows it. */
export function CartOrderSummary({ summary }: { summary: NonNullable<Cart['summary']> }) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order Summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>
          <Price cents={summary.subtotal} />
        </dd>
        {summary.discounts.map((discount) => (
          <div key={discount.code} className="cart-summary__discount">
            <dt>{discount.label}</dt>
            <dd>
              −<Price cents={discount.amount} />
            </dd>
          </div>
        ))}
        <dt>Shipping</dt>
        <dd>{summary.shipping === 0 ? 'FREE' : <Price cents={summary.shipping} />}</dd>
        <dt>Estimated Tax</dt>
        <dd>
          <Price cents={summary.estimatedTax} />
        </dd>
        <dt className="cart-summary__total">Total</dt>
        <dd className="cart-summary__total">
          <Price cents={summary.total} size="lg" />
        </dd>
      </dl>
    </section>
  );
}
