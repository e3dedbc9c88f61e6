import type { ComponentProps } from 'react';
import { cn } from '../utils/cn';
import { formatMoney, formatMoneyOrPlaceholder } from './format-money';

/** Props of {@link Price}. */
export type PriceProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The price the shopper pays, in cents; null or undefined shows the placeholder '$###.##'. */
  cents: number | null | undefined;
  /** The price before a sale, in cents; shown struck through when higher than `cents`. */
  original?: number | null;
  /** Visual size. */
  size?: 'sm' | 'md' | 'lg';
};

/** A price in US dollars, with the original struck through when the item is on sale. */
export function Price({ cents, original, size = 'md', className, ...props }: PriceProps) {
  const onSale = cents !== null && cents !== undefined && original != null && original > cents;
  return (
    <span
      data-slot="price"
      data-state={onSale ? 'sale' : cents == null ? 'unknown' : 'regular'}
      className={cn('fk-price', `fk-price--${size}`, className)}
      {...props}
    >
      <span className="fk-price__actual">
        {onSale ? <span className="fk-visually-hidden">Sale price: </span> : null}
        {formatMoneyOrPlaceholder(cents)}
      </span>
      {onSale ? (
        <del className="fk-price__original">
          <span className="fk-visually-hidden">Original price: </span>
          {formatMoney(original)}
        </del>
      ) : null}
    </span>
  );
}
