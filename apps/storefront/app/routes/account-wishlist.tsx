import { wishlistIdOf } from '@fitkit/commerce-hooks';
import { WishlistLines } from '@fitkit/ui/wishlist-lines';
import { data, Link, redirect, useFetcher } from 'react-router';
import { CSRF_FIELD } from '../lib/csrf-field';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { commerceContext } from '../server/commerce.server';
import { requireCsrfToken, withCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { readWishlistForm, runWishlistForm, type WishlistOutcome } from '../server/wishlist.server';
import { ACCOUNT_PATHS, CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-wishlist';

export const meta: Route.MetaFunction = () => privatePageMeta('My wishlist');

/** The signed-in shopper's wishlist; a signed-out shopper is sent to sign in and brought back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const account = await requireAccount(request, context.get(shopperContext));
  const wishlist = await context.get(commerceContext).client.getWishlist(wishlistIdOf(account.id));
  if (!wishlist.ok)
    throw data('Your wishlist could not be loaded. Please refresh this page.', { status: 502 });
  return withCsrfToken(request, { items: wishlist.data.items });
}

/**
 * Move to cart and Remove, posted by the page's forms (303 back here without JavaScript; a script's fetcher sends
 * `respond=data` and gets the outcome). Nothing happens for a signed-out shopper: they are asked to sign in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const fields = await request.formData();
  requireCsrfToken(request, fields);
  const shopper = context.get(shopperContext);
  const account = await requireAccount(request, shopper);
  const form = readWishlistForm(fields);
  if (!form || form.intent === 'move-to-wishlist') {
    return data<WishlistOutcome>(
      { ok: false, status: 400, message: 'Unknown wishlist action' },
      { status: 400 },
    );
  }
  const outcome = await runWishlistForm(
    context.get(commerceContext).client,
    { permId: shopper.permId, userId: account.id },
    form,
  );
  if (!outcome.ok) return data(outcome, { status: outcome.status });
  if (fields.get('respond') === 'data') return data(outcome);
  return redirect(ACCOUNT_PATHS.wishlist, 303);
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const change = useFetcher<typeof action>({ key: 'wishlist-line' });
  const token = { [CSRF_FIELD]: loaderData.csrfToken };
  const send = (intent: 'move-to-cart' | 'remove') => (itemId: string) =>
    change.submit(
      { ...token, intent, itemId, respond: 'data' },
      { method: 'post', action: ACCOUNT_PATHS.wishlist },
    );
  const changing = change.state === 'idle' ? null : change.formData?.get('itemId');
  const answer = change.data ?? actionData;
  const failure = answer && !answer.ok ? answer.message : null;
  return (
    <div className="page wishlist-page">
      <h1>My wishlist</h1>
      {failure ? (
        <p role="alert" className="wishlist-page__error">
          {failure}
        </p>
      ) : null}
      <WishlistLines
        items={loaderData.items}
        action={ACCOUNT_PATHS.wishlist}
        hiddenFields={token}
        busyItemIds={typeof changing === 'string' ? [changing] : []}
        onMoveToCart={send('move-to-cart')}
        onRemove={send('remove')}
        emptyContent={<Link to="/">Continue shopping</Link>}
      />
      <p className="wishlist-page__links">
        <Link to={CHECKOUT_PATHS.cart}>Go to your cart</Link> ·{' '}
        <Link to={ACCOUNT_PATHS.account}>My account</Link>
      </p>
    </div>
  );
}
