import { redirect } from 'react-router';
import { signOut } from '../server/account.server';
import { requireCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-sign-out';

// Signing out is a form's post (a link could be followed by anything); a GET goes to the account page.
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return redirect(ACCOUNT_PATHS.account, 303);
}

/** Ends this session, or with `everywhere` every session of the account, and goes home signed out (token checked). */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = await request.formData();
  // Signing out changes the session: the account page's token must come with it (Origin was checked already).
  requireCsrfToken(request, form);
  return signOut(context.get(shopperContext), form.get('everywhere') === 'on');
}
