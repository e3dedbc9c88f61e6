import type { ComponentProps, ReactNode } from 'react';
import type { CartLineItem } from '../cart-lines/cart-line';
import { LineList } from '../cart-lines/line-list';
import { CartItemRow } from '../mini-cart/cart-item-row';
import { useUi } from '../provider';
import { ActionForm } from '../utils/action-form';

/** Props of {@link WishlistLines}. */
export type WishlistLinesProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The wishlist's lines (the cart's item shape, SPEC §3). */
  items: readonly CartLineItem[];
  /** Called when the shopper moves a line to the cart. */
  onMoveToCart?: (itemId: string) => void;
  /** Called when the shopper removes a line. */
  onRemove?: (itemId: string) => void;
  /** Where each line's forms post without JavaScript: fields `intent` (move-to-cart, remove) and `itemId`. */
  action?: string;
  /** Fields each line's forms also post without JavaScript (a private page's CSRF token). */
  hiddenFields?: Readonly<Record<string, string>>;
  /** Link of each line's name; defaults to the shop's SKU route (UiProvider `routes.sku`). */
  getItemHref?: (item: CartLineItem) => string;
  /** Lines with a change in flight; their controls are disabled. */
  busyItemIds?: readonly string[];
  /** Shown instead of the list when the wishlist is empty, e.g. a link back to shopping. */
  emptyContent?: ReactNode;
};

/** The wishlist page's lines: the cart's line (picture, name, vehicle, prices) with Move to cart and Remove. */
export function WishlistLines({
  items,
  onMoveToCart,
  onRemove,
  action,
  hiddenFields = {},
  getItemHref,
  busyItemIds = [],
  emptyContent,
  className,
  ...props
}: WishlistLinesProps) {
  const { routes } = useUi();
  return (
    <LineList
      slot="wishlist-lines"
      label="Items in your wishlist"
      emptyText="Your wishlist is empty."
      emptyContent={emptyContent}
      busy={busyItemIds.length > 0}
      className={className}
      {...props}
      lines={items.map((item) => {
        const busy = busyItemIds.includes(item.itemId);
        const hidden = <span className="fk-visually-hidden"> {item.productName}</span>;
        return (
          <CartItemRow
            key={item.itemId}
            item={item}
            originalSubtotal={item.originalSubtotal}
            href={(getItemHref ?? routes.sku)(item)}
            busy={busy}
            className="fk-cart-lines__item"
          >
            <span className="fk-cart-item__fixed-qty">Qty: {item.qty}</span>
            <ActionForm
              action={action}
              fields={{ ...hiddenFields, intent: 'move-to-cart', itemId: item.itemId }}
              onAction={onMoveToCart && (() => onMoveToCart(item.itemId))}
              className="fk-cart-lines__form"
            >
              <button type="submit" className="fk-link-button" disabled={busy}>
                Move to cart{hidden}
              </button>
            </ActionForm>
            <ActionForm
              action={action}
              fields={{ ...hiddenFields, intent: 'remove', itemId: item.itemId }}
              onAction={onRemove && (() => onRemove(item.itemId))}
              className="fk-cart-lines__form"
            >
              <button type="submit" className="fk-link-button" disabled={busy}>
                Remove{hidden}
              </button>
            </ActionForm>
          </CartItemRow>
        );
      })}
    />
  );
}
