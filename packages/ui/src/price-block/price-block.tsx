import type { ComponentProps } from 'react';
import { Price } from '../price';
import { formatMoney } from '../price/format-money';
import { Toggletip } from '../toggletip';
import { cn } from '../utils/cn';

/** Shown instead of a price the manufacturer's minimum advertised price (MAP) policy keeps off the page. */
export const MAP_PRICE_TEXT = 'See price in cart';
/** Why the price is hidden. */
export const MAP_PRICE_TOOLTIP =
  "The manufacturer doesn't allow us to show a price this low. Add the item to your cart to see it; you can remove it at any time.";

/** Whole percent saved from `original` to `actual`, or null when there is no saving. */
export function discountPercent(
  actual: number | null | undefined,
  original: number | null | undefined,
): number | null {
  if (actual == null || original == null || original <= 0 || actual >= original) return null;
  return Math.floor(((original - actual) / original) * 100) || null;
}

/** Props of {@link PriceBlock}. */
export type PriceBlockProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Price the shopper pays, in cents; null shows the placeholder. */
  actualPrice: number | null;
  /** Price before the sale, in cents; struck through when higher. */
  originalPrice?: number | null;
  /** Lowest price among the line's SKUs; shown as 'As low as' while it is below the actual price. */
  minimumPrice?: number | null;
  /** The price may not be advertised: shows 'See price in cart' with a tip explaining why. */
  hasMAPViolation?: boolean;
  /** Percent off; by default worked out from the original and actual prices. */
  discountPercent?: number | null;
  /** Promotion text, e.g. 'Extra 10% off with code TRAIL10'. */
  promo?: string | null;
  /** Can be ordered before it is in stock. */
  isPreOrder?: boolean;
  /** Cannot be ordered now. */
  isOutOfStock?: boolean;
};

/** The price area of a product page: price, sale, 'As low as', MAP, discount, promo, pre-order and stock state. */
export function PriceBlock({
  actualPrice,
  originalPrice = null,
  minimumPrice = null,
  hasMAPViolation = false,
  discountPercent: discountOverride,
  promo,
  isPreOrder = false,
  isOutOfStock = false,
  className,
  ...props
}: PriceBlockProps) {
  const percent = discountOverride ?? discountPercent(actualPrice, originalPrice);
  const showMinimum =
    !hasMAPViolation && minimumPrice != null && actualPrice != null && minimumPrice < actualPrice;
  const state = isOutOfStock
    ? 'out-of-stock'
    : hasMAPViolation
      ? 'map'
      : isPreOrder
        ? 'pre-order'
        : 'available';
  return (
    <div data-slot="price-block" data-state={state} className={cn('fk-price-block', className)} {...props}>
      {showMinimum ? (
        <p className="fk-price-block__minimum">
          As low as <strong>{formatMoney(minimumPrice)}</strong>
        </p>
      ) : null}
      <div className="fk-price-block__row">
        {hasMAPViolation ? (
          <span className="fk-price-block__map">
            {originalPrice != null ? (
              <del className="fk-price-block__original">
                <span className="fk-visually-hidden">Original price: </span>
                {formatMoney(originalPrice)}
              </del>
            ) : null}
            <strong className="fk-price-block__map-text">{MAP_PRICE_TEXT}</strong>
            <Toggletip label="Why?" aria-label="Why is the price hidden?">
              {MAP_PRICE_TOOLTIP}
            </Toggletip>
          </span>
        ) : (
          <Price cents={actualPrice} original={originalPrice} size="lg" />
        )}
        {percent && !hasMAPViolation ? (
          <span className="fk-price-block__discount">{percent}% off</span>
        ) : null}
      </div>
      {promo ? <p className="fk-price-block__promo">{promo}</p> : null}
      {isPreOrder || isOutOfStock ? (
        <p className="fk-price-block__badges">
          {isPreOrder ? (
            <span className="fk-price-block__badge fk-price-block__badge--pre-order">Pre-Order</span>
          ) : null}
          {isOutOfStock ? (
            <span className="fk-price-block__badge fk-price-block__badge--out-of-stock">Out of Stock</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
