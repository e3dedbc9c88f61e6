import { RESET_REQUEST_FIELDS } from '@fitkit/ui/account-form';
import { Link } from 'react-router';
import { AccountFormPage } from '../components/account-form-page';
import { privatePageMeta } from '../lib/meta';
import { submitAccountForm } from '../server/account.server';
import { declarePage } from '../server/page-kind.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-reset';

/** Said whether or not the address has an account. */
export const RESET_SENT = 'If an account uses this address, we have sent it a link to choose a new password.';

export const meta: Route.MetaFunction = () => privatePageMeta('Reset your password');

export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  return submitAccountForm(
    { request, context },
    {
      fields: RESET_REQUEST_FIELDS,
      apiPath: 'account/password-reset-request',
      done: () => ({ ok: true, notice: RESET_SENT }),
    },
  );
}

export default function AccountResetPage() {
  return (
    <AccountFormPage
      title="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      fields={RESET_REQUEST_FIELDS}
      submitLabel="Send me a link"
      action={ACCOUNT_PATHS.reset}
      footer={<Link to={ACCOUNT_PATHS.signIn}>Back to sign in</Link>}
    />
  );
}
