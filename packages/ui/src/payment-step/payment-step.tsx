import { type ComponentProps, type ReactNode, useId, useRef } from 'react';
import { Button } from '../button';
import { GeneralError } from '../forms';
import { formatMoney } from '../price/format-money';
import { cn } from '../utils/cn';
import { useFocusOnChange } from '../utils/use-focus-on-change';
import { PaymentMethodChoice, type PaymentMethodOption } from './payment-method-choice';

/** A payment provider offered beside the card, e.g. PayPal or Affirm. */
export type PaymentProviderChoice = {
  /** Provider id, passed back when chosen. */
  id: string;
  /** The provider's name, e.g. 'PayPal'. */
  label: string;
};

/** Props of {@link PaymentStep}. */
export type PaymentStepProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** What is left to pay after gift cards, in cents. */
  total: number;
  /** Gift cards pay the whole order: no card is asked for. */
  giftCardCoversTotal?: boolean;
  /** The card fields: the host mounts the payment provider's frame here. */
  card?: ReactNode;
  /** The ways to pay the card slot can show; the choice is offered when there are two or more. */
  methods?: readonly PaymentMethodOption[];
  /** The chosen method's id (the first method when unset). */
  method?: string;
  /** Called with a method's id when the shopper chooses it; the host mounts that method's fields in `card`. */
  onMethodChange?: (id: string) => void;
  /** Called when the shopper presses the pay button. */
  onPay: () => void;
  /**
   * Whether the step shows its pay button (default true); false while the chosen method brings its own, as
   * PayPal's buttons in the `card` slot do.
   */
  payButton?: boolean;
  /** Other providers, each shown as a button. */
  providers?: readonly PaymentProviderChoice[];
  /** Called with a provider's id when its button is pressed. */
  onProviderPay?: (id: string) => void;
  /** A payment is in flight: the pay button waits and the provider buttons are disabled. */
  processing?: boolean;
  /** Why the last attempt failed (declined, processing error), shown in the red box and focused. */
  error?: string | null;
  /** A note that needs the shopper, e.g. to confirm the payment with their bank; announced politely. */
  notice?: string | null;
  /** Heading text. */
  title?: string;
};

/**
 * The checkout payment step: the card fields from the provider (or the gift card note when cards cover it all),
 * the pay button with its waiting state, other providers as buttons, and the outcome of the last attempt.
 */
export function PaymentStep({
  total,
  giftCardCoversTotal = false,
  card,
  onPay,
  payButton = true,
  methods = [],
  method = methods[0]?.id ?? '',
  onMethodChange,
  providers = [],
  onProviderPay,
  processing = false,
  error = null,
  notice = null,
  title = 'Payment',
  className,
  ...props
}: PaymentStepProps) {
  const headingId = useId();
  const errorBox = useRef<HTMLDivElement>(null);
  useFocusOnChange(error, errorBox);
  const state = processing ? 'processing' : error ? 'failed' : giftCardCoversTotal ? 'gift-card' : 'card';
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={processing || undefined}
      data-slot="payment-step"
      data-state={state}
      className={cn('fk-payment-step', className)}
      {...props}
    >
      <h2 id={headingId} className="fk-payment-step__title">
        {title}
      </h2>
      <GeneralError ref={errorBox} tabIndex={-1} message={error} />
      <p role="status" className="fk-outcome">
        {notice}
      </p>
      {methods.length > 1 && !giftCardCoversTotal ? (
        <PaymentMethodChoice
          methods={methods}
          value={method}
          onChange={(id) => onMethodChange?.(id)}
          disabled={processing}
        />
      ) : null}
      {giftCardCoversTotal ? (
        <p className="fk-payment-step__covered">Your gift cards cover the total of this order.</p>
      ) : (
        <div className="fk-payment-step__card">{card}</div>
      )}
      {payButton || giftCardCoversTotal ? (
        <Button
          color="ACTION"
          size="LARGE"
          icon="PADLOCK"
          fullWidth
          waiting={processing}
          onClick={() => onPay()}
        >
          {giftCardCoversTotal ? 'Place Order' : `Pay ${formatMoney(total)}`}
        </Button>
      ) : null}
      {providers.length > 0 && !giftCardCoversTotal ? (
        <fieldset className="fk-payment-step__providers">
          <legend className="fk-payment-step__legend">Or pay with</legend>
          {providers.map((provider) => (
            <Button
              key={provider.id}
              variant="OUTLINE"
              color="GRAY_DARKEST"
              disabled={processing}
              onClick={() => onProviderPay?.(provider.id)}
            >
              Pay with {provider.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
