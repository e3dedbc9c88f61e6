import { type ComponentProps, type ReactNode, useId } from 'react';
import { Button } from '../button';
import { CartItemRow } from '../mini-cart/cart-item-row';
import { formatMoney } from '../price/format-money';
import { useUi } from '../provider';
import { QuantitySelector } from '../quantity-selector';
import { ActionForm } from '../utils/action-form';
import { useHydrated } from '../utils/use-hydrated';
import {
  type CartLineItem,
  type CartLineWarranty,
  offersInstallation,
  offersWarranty,
  warrantyChoice,
} from './cart-line';
import { LineList } from './line-list';

/** Props of {@link CartLines}. */
export type CartLinesProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The cart's lines. */
  items: readonly CartLineItem[];
  /** Called when the shopper picks a new quantity for a line. */
  onQtyChange?: (itemId: string, qty: number) => void;
  /** Called when the shopper removes a line. */
  onRemove?: (itemId: string) => void;
  /** Called when the shopper picks, changes or drops a line's protection plan (null drops it). */
  onWarrantyChange?: (itemId: string, warranty: CartLineWarranty | null) => void;
  /** Called when the shopper adds (true) or drops (false) a line's professional installation. */
  onInstallationChange?: (itemId: string, installed: boolean) => void;
  /** Offers 'Move to wishlist' on each line (for a signed-in shopper: the wishlist needs one). */
  moveToWishlist?: boolean;
  /** Called when the shopper moves a line to the wishlist. */
  onMoveToWishlist?: (itemId: string) => void;
  /**
   * Where each line's forms post without JavaScript: fields `intent` (update-qty, remove, set-warranty,
   * add-installation, remove-installation, move-to-wishlist), `itemId`, `qty`, `planId`, `warrantyQty`, `lineQty`.
   */
  action?: string;
  /** Link of each line's name; defaults to the shop's SKU route (UiProvider `routes.sku`). */
  getItemHref?: (item: CartLineItem) => string;
  /** Lines with a change in flight; their controls are disabled. */
  busyItemIds?: readonly string[];
  /** Shown instead of the list when the cart is empty, e.g. a link back to shopping. */
  emptyContent?: ReactNode;
};

/** The cart page's lines: picture, name, vehicle, prices, quantity, remove and protection plan per line. */
export function CartLines({
  items,
  onQtyChange,
  onRemove,
  onWarrantyChange,
  onInstallationChange,
  moveToWishlist = false,
  onMoveToWishlist,
  action,
  getItemHref,
  busyItemIds = [],
  emptyContent,
  className,
  ...props
}: CartLinesProps) {
  const { routes } = useUi();
  return (
    <LineList
      slot="cart-lines"
      label="Items in your cart"
      emptyText="Your cart is empty."
      emptyContent={emptyContent}
      busy={busyItemIds.length > 0}
      className={className}
      {...props}
      lines={items.map((item) => (
        <CartLine
          key={item.itemId}
          item={item}
          href={(getItemHref ?? routes.sku)(item)}
          busy={busyItemIds.includes(item.itemId)}
          onMoveToWishlist={moveToWishlist ? (onMoveToWishlist ?? null) : undefined}
          {...{ action, onQtyChange, onRemove, onWarrantyChange, onInstallationChange }}
        />
      ))}
    />
  );
}

type CartLineProps = Pick<
  CartLinesProps,
  'action' | 'onQtyChange' | 'onRemove' | 'onWarrantyChange' | 'onInstallationChange'
> & {
  item: CartLineItem;
  href: string;
  busy: boolean;
  /** Offered when not undefined; null posts the form without JavaScript. */
  onMoveToWishlist: ((itemId: string) => void) | null | undefined;
};

function CartLine({
  item,
  href,
  busy,
  action,
  onQtyChange,
  onRemove,
  onWarrantyChange,
  onInstallationChange,
  onMoveToWishlist,
}: CartLineProps) {
  const hydrated = useHydrated();
  // 'Update' posts a changed select; it steps aside once a script handles the change in the page.
  const update = (handled: boolean) =>
    hydrated && handled ? null : (
      <Button type="submit" variant="OUTLINE" color="GRAY_DARKEST" size="SMALL">
        Update
      </Button>
    );
  return (
    <CartItemRow
      item={item}
      originalSubtotal={item.originalSubtotal}
      href={href}
      busy={busy}
      className="fk-cart-lines__item"
      after={
        <>
          {offersWarranty(item) ? (
            <WarrantyChoice
              item={item}
              busy={busy}
              action={action}
              update={update(Boolean(onWarrantyChange))}
              onChange={onWarrantyChange}
            />
          ) : null}
          {offersInstallation(item) ? (
            <InstallationChoice item={item} busy={busy} action={action} onChange={onInstallationChange} />
          ) : null}
        </>
      }
    >
      <ActionForm
        action={action}
        fields={{ intent: 'update-qty', itemId: item.itemId }}
        onAction={undefined}
        className="fk-cart-lines__form"
      >
        <QuantitySelector
          name="qty"
          value={item.qty}
          label={`Quantity for ${item.productName}`}
          showLabel
          disabled={busy}
          onQtyChange={(qty) => onQtyChange?.(item.itemId, qty)}
        />
        {update(Boolean(onQtyChange))}
      </ActionForm>
      <ActionForm
        action={action}
        fields={{ intent: 'remove', itemId: item.itemId }}
        onAction={onRemove && (() => onRemove(item.itemId))}
        className="fk-cart-lines__form"
      >
        <button type="submit" className="fk-link-button" disabled={busy}>
          Remove<span className="fk-visually-hidden"> {item.productName}</span>
        </button>
      </ActionForm>
      {onMoveToWishlist !== undefined ? (
        <ActionForm
          action={action}
          fields={{ intent: 'move-to-wishlist', itemId: item.itemId }}
          onAction={onMoveToWishlist ? () => onMoveToWishlist(item.itemId) : undefined}
          className="fk-cart-lines__form"
        >
          <button type="submit" className="fk-link-button" disabled={busy}>
            Move to wishlist<span className="fk-visually-hidden"> {item.productName}</span>
          </button>
        </ActionForm>
      ) : null}
    </CartItemRow>
  );
}

type WarrantyChoiceProps = {
  item: CartLineItem;
  busy: boolean;
  action: string | undefined;
  update: ReactNode;
  onChange: CartLinesProps['onWarrantyChange'];
};

/** The protection plan of one line: a plan (or none) and how many of the line's units it covers. */
function WarrantyChoice({ item, busy, action, update, onChange }: WarrantyChoiceProps) {
  const planSelectId = useId();
  const current = item.warranty ?? null;
  const send = (planId: string | null, qty: number) =>
    onChange?.(item.itemId, warrantyChoice(planId, qty, item.qty));
  return (
    <ActionForm
      action={action}
      // The line's qty goes along, so a plan picked without JavaScript covers the whole line as it does with it.
      fields={{ intent: 'set-warranty', itemId: item.itemId, lineQty: String(item.qty) }}
      onAction={undefined}
      className="fk-cart-lines__warranty"
    >
      <fieldset disabled={busy}>
        <legend>
          Protection plan<span className="fk-visually-hidden"> for {item.productName}</span>
        </legend>
        <div className="fk-cart-lines__warranty-row">
          <label htmlFor={planSelectId} className="fk-visually-hidden">
            Plan
          </label>
          <select
            id={planSelectId}
            name="planId"
            className="fk-input fk-cart-lines__plan"
            value={current?.planId ?? ''}
            onChange={(event) => send(event.currentTarget.value || null, current?.qty ?? item.qty)}
          >
            <option value="">No protection plan</option>
            {(item.warrantyPlans ?? []).map((plan) => (
              <option key={plan.planId} value={plan.planId}>
                {plan.name} — {formatMoney(plan.price)} each
              </option>
            ))}
          </select>
          {current && item.qty > 1 ? (
            <QuantitySelector
              name="warrantyQty"
              value={current.qty}
              max={item.qty}
              label={`Plan quantity for ${item.productName}`}
              onQtyChange={(qty) => send(current.planId, qty)}
            />
          ) : null}
          {update}
        </div>
      </fieldset>
    </ActionForm>
  );
}

type InstallationChoiceProps = {
  item: CartLineItem;
  busy: boolean;
  action: string | undefined;
  onChange: CartLinesProps['onInstallationChange'];
};

/** Professional installation of one line: one button that adds it (with its price per unit) or drops it. */
function InstallationChoice({ item, busy, action, onChange }: InstallationChoiceProps) {
  const installed = Boolean(item.installation);
  return (
    <ActionForm
      action={action}
      fields={{ intent: installed ? 'remove-installation' : 'add-installation', itemId: item.itemId }}
      onAction={onChange && (() => onChange(item.itemId, !installed))}
      className="fk-cart-lines__installation"
    >
      <Button type="submit" variant="OUTLINE" color="GRAY_DARKEST" size="SMALL" disabled={busy}>
        {installed
          ? 'Remove installation'
          : `Add professional installation (${formatMoney(item.installationPrice ?? 0)} each)`}
        <span className="fk-visually-hidden"> for {item.productName}</span>
      </Button>
    </ActionForm>
  );
}
