import { readCookie } from '@fitkit/fitment';
import { sameOriginPath } from '../lib/redirect-target';
import { relayRedirect } from '../server/account.server';
import { mergeGarageAfterSignIn } from '../server/garage.server';
import { declarePage } from '../server/page-kind.server';
import { HOSTED_STATE_COOKIE, shopperContext } from '../server/shopper.server';
import { callShopperApi, shopperHeaders } from '../server/shopper-api.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-hosted-return';

/** What the issuer may send back; anything else in the query is not passed on. */
const RETURN_PARAMS = ['code', 'state', 'iss', 'error'] as const;

/**
 * The hosted sign-in service's return (its redirect URI): the API checks the state against this browser's state
 * cookie and exchanges the code with the PKCE verifier; the shopper gets the session cookie (and the browser's garage
 * joins the account's) and goes where they were going (a path on our origin), or back to sign in when it failed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const query = new URL(request.url).searchParams;
  const body = Object.fromEntries(
    RETURN_PARAMS.flatMap((name) => {
      const value = query.get(name);
      return value === null ? [] : [[name, value.slice(0, 4096)]];
    }),
  );
  const shopper = context.get(shopperContext);
  const state = readCookie(request.headers.get('cookie') ?? '', HOSTED_STATE_COOKIE);
  const cookie = `${shopperHeaders(shopper).cookie}${state ? `; ${HOSTED_STATE_COOKIE}=${state}` : ''}`;
  const result = await callShopperApi<{ returnUrl: string }>(
    shopper,
    'POST',
    'account/hosted-sign-in/return',
    {
      body,
      headers: { cookie },
    },
  );
  if (!result.ok) return relayRedirect(`${ACCOUNT_PATHS.signIn}?done=hosted-failed`);
  return mergeGarageAfterSignIn(
    { request, context },
    relayRedirect(sameOriginPath(result.data.returnUrl, ACCOUNT_PATHS.account), result.sessionCookies),
  );
}
