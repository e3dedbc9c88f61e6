import { type ComponentProps, useId } from 'react';
import { cn } from '../utils/cn';

/** A way to pay the shopper can choose, e.g. the card or PayPal. */
export type PaymentMethodOption = {
  /** Method id, passed back when chosen. */
  id: string;
  /** The name shoppers know it by, e.g. 'Card' or 'PayPal'. */
  label: string;
};

/** Props of {@link PaymentMethodChoice}. */
export type PaymentMethodChoiceProps = Omit<ComponentProps<'fieldset'>, 'onChange'> & {
  /** The methods offered, in order. */
  methods: readonly PaymentMethodOption[];
  /** The chosen method's id. */
  value: string;
  /** Called with a method's id when the shopper chooses it. */
  onChange: (id: string) => void;
  /** Group label. */
  legend?: string;
};

/**
 * How the shopper pays: one radio per method (native radios, so arrow keys move the choice and Tab leaves the
 * group). Disabled as a whole while a payment is in flight.
 */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
  legend = 'Pay with',
  className,
  ...props
}: PaymentMethodChoiceProps) {
  const name = useId();
  return (
    <fieldset data-slot="payment-method-choice" className={cn('fk-payment-methods', className)} {...props}>
      <legend className="fk-payment-step__legend">{legend}</legend>
      {methods.map((method) => (
        <label key={method.id} className="fk-payment-methods__option">
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={method.id === value}
            onChange={() => onChange(method.id)}
          />
          {method.label}
        </label>
      ))}
    </fieldset>
  );
}
