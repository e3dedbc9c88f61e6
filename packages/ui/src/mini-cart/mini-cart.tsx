import { type ComponentProps, useId } from 'react';
import { Button } from '../button';
import { EmailCartLink } from '../email-cart/email-cart-link';
import { CloseIcon } from '../icons';
import { Price } from '../price';
import { useUi } from '../provider';
import { QuantitySelector } from '../quantity-selector';
import { cn } from '../utils/cn';
import { type MiniCartCart, type MiniCartItem, pluralize } from './cart-item';
import { CartItemRow } from './cart-item-row';

/** Props of {@link MiniCart}. */
export type MiniCartProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The cart to show; null shows an empty cart. */
  cart: MiniCartCart | null | undefined;
  /** Called when the shopper picks a new quantity for a line. */
  onQtyChange: (itemId: string, qty: number) => void;
  /** Called when the shopper removes a line. */
  onRemove: (itemId: string) => void;
  /** Called when the shopper presses 'Checkout'. */
  onCheckout: () => void;
  /** When given, 'Checkout' is a link to this path (the cart route) as well as calling `onCheckout`. */
  checkoutHref?: string;
  /** Link of each line's name; defaults to the shop's SKU route (UiProvider `routes.sku`). */
  getItemHref?: (item: MiniCartItem) => string;
  /** Shows the 'Email Cart' link (when cart sharing is enabled) and is called when it is pressed. */
  onEmailCart?: () => void;
  /** Where 'Email Cart' links to (the page with `?mod=sc`); without it, 'Email Cart' is a button. */
  emailCartHref?: string;
  /** Shows a 'Continue Shopping' button and is called when it is pressed. */
  onContinueShopping?: () => void;
  /** Shows a close button and is called when it is pressed. */
  onClose?: () => void;
  /** Lines with a change in flight; their controls are disabled. */
  busyItemIds?: readonly string[];
  /** The line the shopper just added (SPEC §9: the popup cart shows the last added item): shown first, marked. */
  lastAddedItemId?: string | null;
};

/** The mini cart panel: the lines of the cart with quantity, remove, prices and checkout. */
export function MiniCart({
  cart,
  onQtyChange,
  onRemove,
  onCheckout,
  checkoutHref,
  getItemHref,
  onEmailCart,
  emailCartHref,
  onContinueShopping,
  onClose,
  busyItemIds = [],
  lastAddedItemId = null,
  className,
  ...props
}: MiniCartProps) {
  const headingId = useId();
  const { Link, routes } = useUi();
  const items = withLastAddedFirst(cart?.items ?? [], lastAddedItemId);
  const itemCount = cart?.itemCount ?? 0;
  const empty = items.length === 0;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="mini-cart"
      data-state={empty ? 'empty' : 'filled'}
      className={cn('fk-mini-cart', className)}
      {...props}
    >
      <header className="fk-mini-cart__header">
        <h2 id={headingId} className="fk-mini-cart__title">
          Products In Cart <span className="fk-mini-cart__count">({pluralize(itemCount, 'item')})</span>
        </h2>
        {onClose ? (
          <button type="button" className="fk-mini-cart__close" onClick={onClose} aria-label="Close cart">
            <CloseIcon />
          </button>
        ) : null}
      </header>

      {empty ? (
        <p className="fk-mini-cart__empty">Your cart is empty.</p>
      ) : (
        <ul className="fk-mini-cart__items">
          {items.map((item) => (
            <MiniCartLine
              key={item.itemId}
              item={item}
              href={(getItemHref ?? routes.sku)(item)}
              busy={busyItemIds.includes(item.itemId)}
              lastAdded={item.itemId === lastAddedItemId}
              onQtyChange={onQtyChange}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}

      <footer className="fk-mini-cart__footer">
        {empty ? null : (
          <p className="fk-mini-cart__total">
            <span>Subtotal</span>
            <Price cents={cart?.total ?? null} size="lg" />
          </p>
        )}
        <div className="fk-mini-cart__actions">
          {onEmailCart && !empty ? (
            <EmailCartLink href={emailCartHref} onOpen={onEmailCart} className="fk-mini-cart__email" />
          ) : null}
          {onContinueShopping ? (
            <Button variant="OUTLINE" color="GRAY_DARKEST" size="MEDIUM" onClick={onContinueShopping}>
              Continue Shopping
            </Button>
          ) : null}
          {empty ? null : checkoutHref ? (
            <Button asChild color="ACTION" size="MEDIUM">
              <Link href={checkoutHref} onClick={() => onCheckout()}>
                Checkout
              </Link>
            </Button>
          ) : (
            <Button color="ACTION" size="MEDIUM" icon="PADLOCK" onClick={() => onCheckout()}>
              Checkout
            </Button>
          )}
        </div>
      </footer>
    </section>
  );
}

/** The cart's lines with the just-added one moved to the top, the rest in the cart's order. */
function withLastAddedFirst(items: readonly MiniCartItem[], itemId: string | null): readonly MiniCartItem[] {
  const added = itemId === null ? undefined : items.find((item) => item.itemId === itemId);
  return added ? [added, ...items.filter((item) => item !== added)] : items;
}

type MiniCartLineProps = {
  item: MiniCartItem;
  href: string;
  busy: boolean;
  lastAdded: boolean;
  onQtyChange: (itemId: string, qty: number) => void;
  onRemove: (itemId: string) => void;
};

function MiniCartLine({ item, href, busy, lastAdded, onQtyChange, onRemove }: MiniCartLineProps) {
  return (
    <CartItemRow
      item={item}
      href={href}
      busy={busy}
      className={cn('fk-mini-cart__item', lastAdded && 'fk-mini-cart__item--added')}
      before={lastAdded ? <p className="fk-mini-cart__added">Just added</p> : null}
    >
      <QuantitySelector
        value={item.qty}
        label={`Quantity for ${item.productName}`}
        disabled={busy}
        onQtyChange={(qty) => onQtyChange(item.itemId, qty)}
      />
      <button type="button" className="fk-link-button" disabled={busy} onClick={() => onRemove(item.itemId)}>
        Remove<span className="fk-visually-hidden"> {item.productName}</span>
      </button>
    </CartItemRow>
  );
}
