import { GeneralError } from '@fitkit/ui/forms';
import { data, Link, redirect } from 'react-router';
import { isAffirmCheckoutToken } from '../lib/affirm-return';
import { SITE_NAME } from '../lib/meta';
import { payWithAffirm } from '../server/affirm.server';
import { declarePage } from '../server/page-kind.server';
import { orderStatusCookie } from '../server/payment.server';
import { shopperContext } from '../server/shopper.server';
import { AFFIRM_PATHS, CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/affirm-success';

export const meta: Route.MetaFunction = () => [
  { title: `Paying with Affirm | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Part of the checkout: simple mode (no search bar, no mini cart, no pop-ups). */
export const handle = { simple: true };

const TOKEN_PARAM = 'checkout_token';

/**
 * Affirm's confirmation (userConfirmationUrl) with its `checkout_token`: the shopper's own cart is paid with it
 * (`payments Affirm`) and the receipt follows; a refused or missing token is shown in the general box.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM);
  if (!isAffirmCheckoutToken(token)) {
    return data({ error: 'Affirm did not confirm a loan. Please choose how you would like to pay.' }, 400);
  }
  const { outcome, statusPath } = await payWithAffirm(context.get(shopperContext), token);
  if (outcome.kind === 'placed') {
    const headers = statusPath ? { 'Set-Cookie': orderStatusCookie(statusPath) } : undefined;
    throw redirect(CHECKOUT_PATHS.receipt, { status: 303, headers });
  }
  const error = outcome.kind === 'failed' ? outcome.message : 'Affirm could not complete the payment.';
  return data({ error }, outcome.kind === 'failed' && outcome.sameAttempt ? 503 : 402);
}

/**
 * Affirm posts the token across sites, and the browser leaves the shopper's SameSite cookie off that POST: the
 * token goes on to the same page by GET (a top-level navigation, which carries the cookie), paid there once.
 */
export async function action({ context, request }: Route.ActionArgs) {
  declarePage(context, 'private');
  const token = (await request.formData()).get(TOKEN_PARAM);
  const target = isAffirmCheckoutToken(token)
    ? `${AFFIRM_PATHS.success}?${new URLSearchParams({ [TOKEN_PARAM]: token })}`
    : AFFIRM_PATHS.success;
  return redirect(target, 303);
}

// Shown only when paying with Affirm did not go through: the reason, and the way back to the payment step.
export default function AffirmSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page checkout-page">
      <h1>Paying with Affirm</h1>
      <GeneralError message={loaderData.error} />
      <p>
        <Link to={CHECKOUT_PATHS.payment}>Back to payment</Link>
      </p>
    </div>
  );
}
