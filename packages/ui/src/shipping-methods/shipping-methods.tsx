import { type ComponentProps, useId } from 'react';
import { FieldError } from '../forms';
import { cn } from '../utils/cn';
import { shippingPriceText } from './shipping-price';

/** A way to ship the order, priced by the API. */
export type ShippingMethod = {
  /** Method id, sent back when chosen. */
  id: string;
  /** What the shopper reads, e.g. 'Standard', 'Freight', 'Same day'. */
  name: string;
  /** Price in cents; 0 reads 'Free'. */
  price: number;
  /** Delivery estimate as the API words it, e.g. 'Arrives Dec 2 – Dec 5'. */
  estimate?: string | null;
};

/** Props of {@link ShippingMethods}. */
export type ShippingMethodsProps = Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> & {
  /** The methods on offer. */
  methods: readonly ShippingMethod[];
  /** The chosen method's id (controlled); with `onChange`. */
  value?: string | null;
  /** The method chosen at first (uncontrolled), e.g. in the server's HTML. */
  defaultValue?: string | null;
  /** Called with the chosen method's id. */
  onChange?: (id: string) => void;
  /** Radio name posted with the form. */
  name?: string;
  /** Legend of the group. */
  legend?: string;
  /** An error under the group, e.g. when nothing is chosen. */
  error?: string | null;
};

/** The shipping choice: a radio group of methods, each with its price ('Free' at zero) and estimate. */
export function ShippingMethods({
  methods,
  value,
  defaultValue,
  onChange,
  name = 'shippingMethodId',
  legend = 'Shipping method',
  error,
  className,
  ...props
}: ShippingMethodsProps) {
  const prefix = useId();
  const errorId = `${prefix}-error`;
  const controlled = value !== undefined;
  return (
    <fieldset
      data-slot="shipping-methods"
      className={cn('fk-shipping-methods', className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    >
      <legend className="fk-shipping-methods__legend">{legend}</legend>
      <div className="fk-shipping-methods__options">
        {methods.map((method) => {
          const id = `${prefix}-${method.id}`;
          return (
            <label key={method.id} htmlFor={id} className="fk-shipping-methods__option">
              <input
                id={id}
                type="radio"
                name={name}
                value={method.id}
                required
                {...(controlled
                  ? { checked: value === method.id, onChange: () => onChange?.(method.id) }
                  : { defaultChecked: defaultValue === method.id, onChange: () => onChange?.(method.id) })}
              />
              <span className="fk-shipping-methods__name">{method.name}</span>
              <span className="fk-shipping-methods__price" data-free={method.price === 0 || undefined}>
                {shippingPriceText(method.price)}
              </span>
              {method.estimate ? (
                <span className="fk-shipping-methods__estimate">{method.estimate}</span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
