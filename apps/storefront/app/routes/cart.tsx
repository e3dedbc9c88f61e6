import { isProvisionalCartItem } from '@fitkit/commerce-hooks/query';
import { useCart, useRemoveCartItem, useUpdateCartItem } from '@fitkit/commerce-hooks/react';
import { Button, Price, QuantitySelector } from '@fitkit/ui';
import { Link } from 'react-router';
import { ProductImage } from '../components/product-image';
import { Recommendations } from '../components/recommendations';
import { SITE_NAME } from '../lib/meta';
import { useShop } from '../lib/shop';
import { declarePage } from '../server/page-kind.server';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [
  { title: `Your Cart | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The cart is a private page: it renders one shopper's cart and is never stored. */
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

/** Marks the cart page as a checkout-style page: the header runs in simple mode (no mini cart). */
export const handle = { simple: true };

function fitmentLine(
  fitment: { year: number | null; makeName: string | null; modelName: string | null } | null,
) {
  if (!fitment) return null;
  return [fitment.year, fitment.makeName, fitment.modelName].filter(Boolean).join(' ');
}

// The cart route: the shopper's lines with quantity, remove and totals. The cart itself comes from the root
// loader (server-rendered) and TanStack Query (kept in step with every change).
export default function CartPage() {
  const { permId } = useShop();
  const { data: cart } = useCart(permId);
  const updateItem = useUpdateCartItem(permId);
  const removeItem = useRemoveCartItem(permId);
  if (!cart || cart.items.length === 0) {
    return (
      <div className="page cart-page">
        <h1>Your Cart</h1>
        <p>Your cart is empty.</p>
        <p>
          <Link to="/">Continue Shopping</Link>
        </p>
        <Recommendations types={['recent', 'recommended']} />
      </div>
    );
  }
  return (
    <div className="page cart-page">
      <h1>Your Cart</h1>
      <p>
        {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}
      </p>
      <ul className="cart-page__items">
        {cart.items.map((item) => {
          const provisional = isProvisionalCartItem(item);
          return (
            <li key={item.itemId} className="cart-page__item">
              <ProductImage image={item.image} alt="" width={200} height={150} />
              <div>
                <Link to={`/p/${item.productLineSlug}/${item.skuSlug}/`}>{item.productName}</Link>
                {item.fitmentData && <p className="cart-page__fitment">{fitmentLine(item.fitmentData)}</p>}
                {item.isVirtualItem ? (
                  <p>Qty {item.qty}</p>
                ) : (
                  <div className="cart-page__controls">
                    <QuantitySelector
                      value={item.qty}
                      label={`Quantity of ${item.productName}`}
                      disabled={provisional}
                      onQtyChange={(qty) => updateItem.mutate({ itemId: item.itemId, qty })}
                    />
                    <Button
                      type="button"
                      variant="OUTLINE"
                      color="GRAY_DARKEST"
                      size="SMALL"
                      disabled={provisional}
                      onClick={() => removeItem.mutate({ itemId: item.itemId })}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </div>
              <div className="cart-page__prices">
                <Price cents={item.salePrice} original={item.originalPrice} />
                <p>
                  Subtotal <Price cents={item.itemSubtotal} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="cart-page__total">
        Total <Price cents={cart.total} size="lg" />
      </p>
      <Recommendations types={['recent', 'recommended']} />
    </div>
  );
}
