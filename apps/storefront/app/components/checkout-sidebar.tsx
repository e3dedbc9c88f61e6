import { GiftCardForm } from '@fitkit/ui/gift-card-form';
import { OrderSummary, type OrderSummaryData } from '@fitkit/ui/order-summary';
import { PromoCodeForm } from '@fitkit/ui/promo-code-form';
import type { CheckoutFormVerdict } from '../server/checkout.server';

/** Props of {@link CheckoutSidebar}. */
export type CheckoutSidebarProps = {
  /** The order summary the loader composed from the API's answers. */
  summary: OrderSummaryData | null;
  /** The step's path: every form here posts to its action (with or without JavaScript). */
  action: string;
  /** The verdict of the last form posted, shown on that form. */
  verdict: CheckoutFormVerdict | undefined;
};

/** Beside a checkout step: the order summary (discounts removable), the promo code box and the gift card box. */
export function CheckoutSidebar({ summary, action, verdict }: CheckoutSidebarProps) {
  const mine = (form: CheckoutFormVerdict['form']) => (verdict?.form === form ? verdict : undefined);
  return (
    <aside className="checkout-page__side" aria-label="Your order">
      <OrderSummary summary={summary} removeAction={action} />
      {mine('remove-discount')?.generalError ? (
        <p role="alert" className="checkout-page__error">
          {mine('remove-discount')?.generalError}
        </p>
      ) : null}
      <PromoCodeForm action={action} outcomeCode={mine('promo')?.outcomeCode ?? null} />
      <GiftCardForm
        action={action}
        errors={mine('giftcard')?.errors}
        generalError={mine('giftcard')?.generalError}
        appliedCard={mine('giftcard')?.appliedCard ?? null}
      />
    </aside>
  );
}
