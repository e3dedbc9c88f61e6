import type { CartItem } from '@fitkit/commerce-hooks';
import { isProvisionalCartItem } from '@fitkit/commerce-hooks/query';
import { useRemoveCartItem, useUpdateCartItem } from '@fitkit/commerce-hooks/react';
import { Button } from '@fitkit/ui/button';
import { formatFitmentLine } from '@fitkit/ui/mini-cart';
import { Price } from '@fitkit/ui/price';
import { useUi } from '@fitkit/ui/provider';
import { QuantitySelector } from '@fitkit/ui/quantity-selector';
import { Form, Link } from 'react-router';
import { ProductImage } from './product-image';

/** The vehicle line of a cart item, then its application note. */
function fitmentWithNote(fitment: CartItem['fitmentData']): string | null {
  const vehicle = formatFitmentLine(fitment);
  if (!vehicle) return null;
  return fitment?.appNote ? `${vehicle} — ${fitment.appNote}` : vehicle;
}

/** The hidden fields naming a form's intent and line. */
function Target({ intent, itemId }: { intent: string; itemId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemId" value={itemId} />
    </>
  );
}

/** The protection plan choice of a line: a form, so it works without JavaScript too. */
function WarrantyChoice({ item }: { item: CartItem }) {
  const plans = item.warrantyPlans ?? [];
  if (plans.length === 0) return null;
  const id = `warranty-${item.itemId}`;
  return (
    <Form method="post" className="cart-line__warranty">
      <Target intent="warranty" itemId={item.itemId} />
      <input type="hidden" name="qty" value={item.qty} />
      <label htmlFor={id}>Protection plan</label>
      <select id={id} name="plan" defaultValue={item.warranty?.planId ?? ''}>
        <option value="">No protection plan</option>
        {plans.map((plan) => (
          <option key={plan.planId} value={plan.planId}>
            {plan.name} (${(plan.price / 100).toFixed(2)} each)
          </option>
        ))}
      </select>
      <Button type="submit" variant="OUTLINE" color="GRAY_DARKEST" size="SMALL">
        Apply
      </Button>
    </Form>
  );
}

/**
 * One cart line (SPEC §2 cart): image 200x150, name linking to the SKU, vehicle with its note, prices with the
 * original struck, subtotal. Quantity and remove are forms posting to the cart route; with JavaScript they go
 * through the cart hooks instead. Virtual lines (warranties, gift cards) have a fixed quantity and no controls.
 */
export function CartLine({ item, permId }: { item: CartItem; permId: string }) {
  const updateItem = useUpdateCartItem(permId);
  const removeItem = useRemoveCartItem(permId);
  const { routes } = useUi();
  const provisional = isProvisionalCartItem(item);
  const fitment = fitmentWithNote(item.fitmentData);
  return (
    <li className="cart-page__item" data-virtual={item.isVirtualItem || undefined}>
      <ProductImage image={item.image} alt="" width={200} height={150} />
      <div>
        <Link to={routes.sku(item)}>{item.productName}</Link>
        {fitment && <p className="cart-page__fitment">{fitment}</p>}
        {item.isVirtualItem ? (
          <p>Qty {item.qty}</p>
        ) : (
          <div className="cart-page__controls">
            <Form method="post">
              <Target intent="qty" itemId={item.itemId} />
              <QuantitySelector
                name="qty"
                value={item.qty}
                label={`Quantity of ${item.productName}`}
                disabled={provisional}
                onQtyChange={(qty) => updateItem.mutate({ itemId: item.itemId, qty })}
              />
              <noscript>
                <button type="submit">Update</button>
              </noscript>
            </Form>
            <Form method="post">
              <Target intent="remove" itemId={item.itemId} />
              <Button
                type="submit"
                variant="OUTLINE"
                color="GRAY_DARKEST"
                size="SMALL"
                disabled={provisional}
                onClick={(event) => {
                  event.preventDefault();
                  removeItem.mutate({ itemId: item.itemId });
                }}
              >
                Remove
              </Button>
            </Form>
          </div>
        )}
        {!item.isVirtualItem && !provisional && <WarrantyChoice item={item} />}
      </div>
      <div className="cart-page__prices">
        <Price cents={item.salePrice} original={item.originalPrice} />
        <p>
          Subtotal <Price cents={item.itemSubtotal} original={item.originalSubtotal} />
        </p>
      </div>
    </li>
  );
}
