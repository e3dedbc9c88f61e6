import { NEW_PASSWORD_FIELDS } from '@fitkit/ui/account-form';
import { AccountFormPage } from '../components/account-form-page';
import { privatePageMeta } from '../lib/meta';
import { relayRedirect, submitAccountForm } from '../server/account.server';
import { declarePage } from '../server/page-kind.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-reset-password';

export const meta: Route.MetaFunction = () => privatePageMeta('Choose a new password');

// Reached from the reset e-mail; the token stays in the path and is posted with the new password.
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

/** Sets the new password (every session of the account ends) and sends the shopper to sign in with it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  declarePage(context, 'private');
  return submitAccountForm(
    { request, context },
    {
      fields: NEW_PASSWORD_FIELDS,
      apiPath: 'account/password-reset',
      body: ({ password }) => ({ token: params.token, password }),
      done: () => relayRedirect(`${ACCOUNT_PATHS.signIn}?done=reset`),
    },
  );
}

export default function AccountResetPasswordPage({ params }: Route.ComponentProps) {
  return (
    <AccountFormPage
      title="Choose a new password"
      fields={NEW_PASSWORD_FIELDS}
      submitLabel="Save password"
      action={`${ACCOUNT_PATHS.reset}${encodeURIComponent(params.token)}/`}
    />
  );
}
