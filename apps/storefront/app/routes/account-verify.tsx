import { AccountFormPage } from '../components/account-form-page';
import { privatePageMeta } from '../lib/meta';
import { relayRedirect, submitAccountForm } from '../server/account.server';
import { declarePage } from '../server/page-kind.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-verify';

export const meta: Route.MetaFunction = () => privatePageMeta('Confirm your e-mail address');

// Reached from the verification e-mail. Confirming waits for the shopper's button press, so mail scanners that
// open links confirm nothing.
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  declarePage(context, 'private');
  return submitAccountForm(
    { request, context },
    {
      fields: [],
      apiPath: 'account/verify',
      body: () => ({ token: params.token }),
      done: () => relayRedirect(`${ACCOUNT_PATHS.signIn}?done=verified`),
    },
  );
}

export default function AccountVerifyPage({ params }: Route.ComponentProps) {
  return (
    <AccountFormPage
      title="Confirm your e-mail address"
      fields={[]}
      submitLabel="Confirm my e-mail address"
      action={`${ACCOUNT_PATHS.account}verify/${encodeURIComponent(params.token)}/`}
    />
  );
}
