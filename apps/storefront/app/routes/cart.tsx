import { commerceKeys } from '@fitkit/commerce-hooks/query';
import { useCart } from '@fitkit/commerce-hooks/react';
import { Button } from '@fitkit/ui/button';
import { pluralize } from '@fitkit/ui/mini-cart';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { CartLine } from '../components/cart-line';
import { CartOrderSummary } from '../components/cart-order-summary';
import { EmailCartForm } from '../components/email-cart-form';
import { Recommendations } from '../components/recommendations';
import { SITE_NAME } from '../lib/meta';
import { useShop } from '../lib/shop';
import type { loader as rootLoader } from '../root';
import { readCartForm, runCartForm } from '../server/cart-form.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/cart';

/** Where the cart lives; forms redirect back here. */
const CART_PATH = '/checkout/cart/';

export const meta: Route.MetaFunction = () => [
  { title: `Your Cart | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The cart is a private page: it renders one shopper's cart and is never stored. */
export function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return { shared: new URL(request.url).searchParams.has('shared') };
}

/**
 * The cart's forms (quantity, remove, warranty, Email Cart), for shoppers without JavaScript and for the controls
 * that have no hook: the API does the change, then the shopper is sent back to the cart (303). A failure is shown
 * on the cart page with its message.
 */
export async function action({ context, request }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = readCartForm(await request.formData());
  if (!form) return data({ message: 'Unknown cart action' }, { status: 400 });
  const outcome = await runCartForm(
    context.get(shopperContext),
    form,
    new URL(CART_PATH, request.url).toString(),
  );
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  return redirect(outcome.shared ? `${CART_PATH}?shared=1` : CART_PATH, 303);
}

/** Marks the cart page as a checkout-style page: the header runs in simple mode (no mini cart). */
export const handle = { simple: true };

/** After a form's round trip the root loader has the fresh cart: the query cache takes it over. */
function useCartFromRevalidation(permId: string) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const queryClient = useQueryClient();
  const first = useRef(root?.cart);
  useEffect(() => {
    if (root?.cart && root.cart !== first.current)
      queryClient.setQueryData(commerceKeys.cart(permId), root.cart);
  }, [root?.cart, permId, queryClient]);
  return root?.shell.theme.shareCart ?? false;
}

// The cart route: the shopper's lines with quantity, remove, warranty and the order summary from the API. The cart
// itself comes from the root loader (server-rendered) and TanStack Query (kept in step with every change).
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { permId } = useShop();
  const { data: cart } = useCart(permId);
  const shareCart = useCartFromRevalidation(permId);
  const error = actionData?.message ? (
    <p role="alert" className="cart-page__error">
      {actionData.message}
    </p>
  ) : null;
  if (!cart || cart.items.length === 0) {
    return (
      <div className="page cart-page">
        <h1>Your Cart</h1>
        {error}
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
      {error}
      <p>{pluralize(cart.itemCount, 'item')}</p>
      <ul className="cart-page__items">
        {cart.items.map((item) => (
          <CartLine key={item.itemId} item={item} permId={permId} />
        ))}
      </ul>
      {cart.summary && <CartOrderSummary summary={cart.summary} />}
      <Button asChild color="ACTION" size="LARGE" icon="PADLOCK" className="cart-page__checkout">
        <Link to={CHECKOUT_PATHS.address}>Proceed to Checkout</Link>
      </Button>
      {shareCart && <EmailCartForm sent={loaderData.shared} />}
      <Recommendations types={['recent', 'recommended']} />
    </div>
  );
}
