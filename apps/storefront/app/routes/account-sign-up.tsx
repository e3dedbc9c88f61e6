import { SIGN_UP_FIELDS } from '@fitkit/ui/account-form';
import { Link } from 'react-router';
import { AccountFormPage } from '../components/account-form-page';
import { privatePageMeta } from '../lib/meta';
import { submitAccountForm } from '../server/account.server';
import { declarePage } from '../server/page-kind.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-sign-up';

/** Said after every sign-up, a new address or a taken one alike, so the form tells nobody who has an account. */
export const VERIFICATION_SENT =
  'Check your e-mail: we have sent a link to confirm your address. Open it, then sign in.';

export const meta: Route.MetaFunction = () => privatePageMeta('Create an account');

export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  return submitAccountForm(
    { request, context },
    {
      fields: SIGN_UP_FIELDS,
      apiPath: 'account/sign-up',
      done: () => ({ ok: true, notice: VERIFICATION_SENT }),
    },
  );
}

export default function AccountSignUpPage() {
  return (
    <AccountFormPage
      title="Create an account"
      fields={SIGN_UP_FIELDS}
      submitLabel="Create account"
      action={ACCOUNT_PATHS.signUp}
      footer={<Link to={ACCOUNT_PATHS.signIn}>I have an account: sign in</Link>}
    />
  );
}
