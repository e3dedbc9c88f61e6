import { redirect } from 'react-router';
import { sameOriginPath } from '../lib/redirect-target';
import { relayRedirect } from '../server/account.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { callShopperApi } from '../server/shopper-api.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-hosted-sign-in';

/** Nothing to show: the hosted sign-in starts from a form post (the sign-in page, the login modal). */
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  throw redirect(ACCOUNT_PATHS.signIn, 303);
}

/**
 * Starts a sign-in at the hosted service (SPEC §6): the API stores the state and PKCE verifier and names the
 * issuer's page; the shopper goes there with the state cookie, and comes back to `account-hosted-return`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = await request.formData();
  const returnUrl = sameOriginPath(form.get('returnUrl'), ACCOUNT_PATHS.account);
  const result = await callShopperApi<{ url: string }>(
    context.get(shopperContext),
    'POST',
    'account/hosted-sign-in',
    {
      body: { returnUrl },
    },
  );
  if (!result.ok) return relayRedirect(`${ACCOUNT_PATHS.signIn}?done=hosted-failed`);
  return relayRedirect(result.data.url, result.sessionCookies);
}
