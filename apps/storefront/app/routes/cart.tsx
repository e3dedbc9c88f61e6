import type { Cart } from '@fitkit/commerce-hooks';
import { commerceKeys, isProvisionalCartItem } from '@fitkit/commerce-hooks/query';
import { useCart, useRemoveCartItem, useUpdateCartItem } from '@fitkit/commerce-hooks/react';
import { Button } from '@fitkit/ui/button';
import { CartLines, pluralize } from '@fitkit/ui/cart-lines';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { data, Link, redirect, useFetcher, useRouteLoaderData } from 'react-router';
import { CartOrderSummary } from '../components/cart-order-summary';
import { Recommendations } from '../components/recommendations';
import { deferHydration } from '../lib/deferred-hydration';
import { SITE_NAME } from '../lib/meta';
import { overlayOf } from '../lib/overlay';
import type { loader as rootLoader } from '../root';
import { currentAccount, signInPath } from '../server/account.server';
import { readCartForm, runCartForm } from '../server/cart-form.server';
import { cartOf, commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { privateRecommendations } from '../server/recommendations.server';
import { shopperContext } from '../server/shopper.server';
import type { ApiFieldError } from '../server/shopper-api.server';
import { readWishlistForm, runWishlistForm } from '../server/wishlist.server';
import { CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/cart';

/** Where the cart lives; forms redirect back here. */
const CART_PATH = CHECKOUT_PATHS.cart;

// 'Email Cart' (its tooltip library and form) is rendered by the server but hydrates once the browser is idle or the
// shopper reaches for it, so it stays out of the cart's first load; without JavaScript it works as rendered.
const emailCartPart = deferHydration(() =>
  import('../components/cart-email-cart').then((m) => m.CartEmailCart),
);

export const meta: Route.MetaFunction = () => [
  { title: `Your Cart | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The cart is a private page: it renders one shopper's cart and is never stored. */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const { search, searchParams } = new URL(request.url);
  // 'Move to wishlist' is offered to a signed-in shopper only: the wishlist needs one (SPEC §6).
  const shopper = context.get(shopperContext);
  const { client } = context.get(commerceContext);
  const [account, cart, recommendations] = await Promise.all([
    currentAccount(shopper),
    cartOf(shopper, client),
    privateRecommendations(request, shopper, client),
  ]);
  return {
    // The cart page is private: the shopper's permId and cart render here (public pages read them after paint).
    permId: shopper.permId,
    cart: cart.ok ? cart.data : null,
    shared: searchParams.has('shared'),
    emailCartAsked: overlayOf(search) === 'sc',
    signedIn: account !== null,
    recommendations,
  };
}

/** 'Move to wishlist' of a line (SPEC §4); a signed-out shopper is asked to sign in and nothing moves (SPEC §5). */
async function moveToWishlist(context: Route.ActionArgs['context'], itemId: string) {
  const shopper = context.get(shopperContext);
  const account = await currentAccount(shopper);
  if (!account) return redirect(signInPath(CART_PATH), 303);
  return runWishlistForm(
    context.get(commerceContext).client,
    { permId: shopper.permId, userId: account.id },
    { intent: 'move-to-wishlist', itemId },
  );
}

/** What the action answers when it does not redirect: the outcome, or the failure with its field errors. */
type CartActionAnswer =
  | { ok: true; shared: boolean }
  | {
      ok: false;
      intent: string | null;
      message: string;
      errors: ApiFieldError[];
      /** An Email Cart post's name and e-mail, to fill its form again. */
      values?: { name: string; email: string };
    };

/**
 * The cart's forms (quantity, remove, warranty, installation, Email Cart), for shoppers without JavaScript and for
 * the controls that have no hook: the API does the change, then the shopper is sent back to the cart (303). A
 * script's fetcher (field `respond=data`) gets the outcome instead, so it can stay where it is (the mini cart's
 * Email Cart dialog on any page). A failure is answered with its message and field errors.
 */
export async function action({ context, request }: Route.ActionArgs) {
  declarePage(context, 'private');
  const fields = await request.formData();
  const answer = (body: CartActionAnswer, status = 200) => data(body, { status });
  const wishlistForm = readWishlistForm(fields);
  if (wishlistForm?.intent === 'move-to-wishlist') {
    const moved = await moveToWishlist(context, wishlistForm.itemId);
    if (moved instanceof Response) return moved;
    if (!moved.ok) {
      return answer(
        { ok: false, intent: wishlistForm.intent, message: moved.message, errors: [] },
        moved.status,
      );
    }
    return fields.get('respond') === 'data' ? answer({ ok: true, shared: false }) : redirect(CART_PATH, 303);
  }
  const form = readCartForm(fields);
  if (!form) return answer({ ok: false, intent: null, message: 'Unknown cart action', errors: [] }, 400);
  const outcome = await runCartForm(
    context.get(shopperContext),
    form,
    new URL(CART_PATH, request.url).toString(),
  );
  if (!outcome.ok) {
    const values = form.intent === 'share' ? { name: form.name, email: form.email } : undefined;
    return answer({ ...outcome, intent: form.intent, ...(values ? { values } : {}) }, 400);
  }
  if (fields.get('respond') === 'data') return answer(outcome);
  return redirect(outcome.shared ? `${CART_PATH}?shared=1` : CART_PATH, 303);
}

/** Marks the cart page as a checkout-style page: the header runs in simple mode (no mini cart). */
export const handle = { simple: true };

/**
 * The cart the page's loader read is the cart query's data: at the first render (so the server renders it) and
 * after each form's round trip. Answers whether the theme offers Email Cart.
 */
function useCartFromLoader(permId: string, cart: Cart | null) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const queryClient = useQueryClient();
  const [first] = useState(() => {
    if (cart && !queryClient.getQueryData(commerceKeys.cart(permId)))
      queryClient.setQueryData(commerceKeys.cart(permId), cart);
    return cart;
  });
  useEffect(() => {
    if (cart && cart !== first) queryClient.setQueryData(commerceKeys.cart(permId), cart);
  }, [cart, first, permId, queryClient]);
  return root?.shell.theme.shareCart ?? false;
}

/**
 * The lines with their controls: quantity and remove through the cart hooks; warranty and installation through
 * the page's action in a fetcher (the loader's fresh cart follows). Without JavaScript each is a plain form.
 */
function CartPageLines({ cart, permId, signedIn }: { cart: Cart; permId: string; signedIn: boolean }) {
  const updateItem = useUpdateCartItem(permId);
  const removeItem = useRemoveCartItem(permId);
  const lineChange = useFetcher<CartActionAnswer>({ key: 'cart-line' });
  const send = (fields: Record<string, string>) =>
    lineChange.submit({ ...fields, respond: 'data' }, { method: 'post', action: CART_PATH });
  const changing = lineChange.state === 'idle' ? null : lineChange.formData?.get('itemId');
  const busyItemIds = cart.items
    .filter((item) => isProvisionalCartItem(item) || item.itemId === changing)
    .map((item) => item.itemId);
  const failed = lineChange.data && !lineChange.data.ok ? lineChange.data.message : null;
  return (
    <>
      {failed ? (
        <p role="alert" className="cart-page__error">
          {failed}
        </p>
      ) : null}
      <CartLines
        items={cart.items}
        action={CART_PATH}
        busyItemIds={busyItemIds}
        onQtyChange={(itemId, qty) => updateItem.mutate({ itemId, qty })}
        onRemove={(itemId) => removeItem.mutate({ itemId })}
        onWarrantyChange={(itemId, warranty) =>
          send({
            intent: 'set-warranty',
            itemId,
            planId: warranty?.planId ?? '',
            warrantyQty: String(warranty?.qty ?? ''),
          })
        }
        onInstallationChange={(itemId, installed) =>
          send({ intent: installed ? 'add-installation' : 'remove-installation', itemId })
        }
        moveToWishlist={signedIn}
        onMoveToWishlist={(itemId) => send({ intent: 'move-to-wishlist', itemId })}
      />
    </>
  );
}

// The cart route: the shopper's lines with quantity, remove, warranty, installation and the order summary from the
// API. The cart itself comes from the page's loader (server-rendered) and TanStack Query (kept in step with every
// change).
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { permId } = loaderData;
  const shareCart = useCartFromLoader(permId, loaderData.cart);
  const { data: cart } = useCart(permId);
  const failure = actionData && !actionData.ok ? actionData : null;
  const shareFailure = failure?.intent === 'share' ? failure : null;
  const error =
    failure && !shareFailure ? (
      <p role="alert" className="cart-page__error">
        {failure.message}
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
        <Recommendations
          types={['recent', 'recommended']}
          rendered={loaderData.recommendations}
          firstImages
        />
      </div>
    );
  }
  return (
    <div className="page cart-page">
      <h1>Your Cart</h1>
      {error}
      <p>{pluralize(cart.itemCount, 'item')}</p>
      <CartPageLines cart={cart} permId={permId} signedIn={loaderData.signedIn} />
      {cart.summary && <CartOrderSummary summary={cart.summary} />}
      <Button asChild color="ACTION" size="LARGE" icon="PADLOCK" className="cart-page__checkout">
        <Link to={CHECKOUT_PATHS.address}>Proceed to Checkout</Link>
      </Button>
      {shareCart && (
        <emailCartPart.Component
          sent={loaderData.shared}
          formInPage={loaderData.emailCartAsked || shareFailure !== null}
          errors={shareFailure?.errors}
          message={shareFailure?.message || null}
          values={shareFailure?.values}
        />
      )}
      <Recommendations types={['recent', 'recommended']} rendered={loaderData.recommendations} />
    </div>
  );
}
