import { type ComponentProps, useId } from 'react';
import { ChevronDownIcon } from '../icons';
import { cn } from '../utils/cn';
import { DEFAULT_QUANTITY, quantityOptions } from './quantity-options';

/** Props of {@link QuantitySelector}. */
export type QuantitySelectorProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'defaultValue'> & {
  /** The current quantity; defaults to 1. */
  value?: number;
  /** Called with the newly chosen quantity. */
  onQtyChange: (qty: number) => void;
  /** Accessible label; visually hidden unless `showLabel`. */
  label?: string;
  /** Shows the label beside the select. */
  showLabel?: boolean;
  /** Highest quantity offered; by default derived from the current quantity. */
  max?: number;
};

/** A quantity picker: a native select of 1..max, so it works with every keyboard and screen reader. */
export function QuantitySelector({
  value = DEFAULT_QUANTITY,
  onQtyChange,
  label = 'Quantity',
  showLabel = false,
  max,
  id,
  className,
  disabled,
  ...props
}: QuantitySelectorProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <span
      data-slot="quantity-selector"
      data-state={disabled ? 'disabled' : 'idle'}
      className={cn('fk-qty', className)}
    >
      <label htmlFor={selectId} className={showLabel ? 'fk-qty__label' : 'fk-visually-hidden'}>
        {label}
      </label>
      <span className="fk-qty__control">
        <select
          id={selectId}
          className="fk-qty__select"
          value={value}
          disabled={disabled}
          onChange={(event) => onQtyChange(Number(event.currentTarget.value))}
          {...props}
        >
          {quantityOptions(value, max).map((qty) => (
            <option key={qty} value={qty}>
              {qty}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="fk-qty__chevron" />
      </span>
    </span>
  );
}
