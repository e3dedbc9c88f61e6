import { AccountFormPage } from '../components/account-form-page';
import { privatePageMeta } from '../lib/meta';
import { relayRedirect, submitAccountForm } from '../server/account.server';
import { mergeGarageAfterSignIn } from '../server/garage.server';
import { declarePage } from '../server/page-kind.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-sign-in-link';

export const meta: Route.MetaFunction = () => privatePageMeta('Sign in with your e-mailed link');

// Reached from the sign-in link e-mail. Signing in waits for the shopper's button press, so mail scanners that
// open links spend nothing.
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

/** Signs in with the link's token: a new session, the browser's garage merged into the account's, the account. */
export async function action({ request, context, params }: Route.ActionArgs) {
  declarePage(context, 'private');
  const answer = await submitAccountForm(
    { request, context },
    {
      fields: [],
      apiPath: 'account/sign-in-link',
      body: () => ({ token: params.token }),
      done: (result) => relayRedirect(ACCOUNT_PATHS.account, result.sessionCookies),
    },
  );
  return answer instanceof Response ? mergeGarageAfterSignIn({ request, context }, answer) : answer;
}

export default function AccountSignInLinkPage({ params }: Route.ComponentProps) {
  return (
    <AccountFormPage
      title="Sign in with your e-mailed link"
      fields={[]}
      submitLabel="Sign in"
      action={`${ACCOUNT_PATHS.signIn}link/${encodeURIComponent(params.token)}/`}
    />
  );
}
