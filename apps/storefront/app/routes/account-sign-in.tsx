import { SIGN_IN_FIELDS } from '@fitkit/ui/account-form';
import { Link } from 'react-router';
import { AccountFormPage } from '../components/account-form-page';
import { HostedSignInForm } from '../components/hosted-sign-in-form';
import { privatePageMeta } from '../lib/meta';
import { sameOriginPath } from '../lib/redirect-target';
import { relayRedirect, submitAccountForm } from '../server/account.server';
import { config } from '../server/config.server';
import { mergeGarageAfterSignIn } from '../server/garage.server';
import { declarePage } from '../server/page-kind.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-sign-in';

/** What the pages that send the shopper here tell them (`?done=`). */
const NOTICES: Record<string, string> = {
  verified: 'Your e-mail address is confirmed. You can sign in now.',
  reset: 'Your password is changed. Sign in with the new one.',
  'hosted-failed': 'The sign-in service did not sign you in. Please try again.',
};

/** What the shopper reads when a sign-in from a new place needs the e-mailed link (202 from the API). */
export const SIGN_IN_LINK_NOTICE =
  'For your safety, we have e-mailed you a link to sign in. Open it to continue (if this address has an account).';

export const meta: Route.MetaFunction = () => privatePageMeta('Sign in');

export function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const query = new URL(request.url).searchParams;
  return {
    returnUrl: sameOriginPath(query.get('returnUrl'), ACCOUNT_PATHS.account),
    notice: NOTICES[query.get('done') ?? ''] ?? null,
    hostedSignIn: config.hostedSignIn,
  };
}

/**
 * Signs in: a new session cookie, the browser's garage merged into the account's, and a 303 to the return URL (on
 * our origin); or the form with what was wrong.
 */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const answer = await submitAccountForm(
    { request, context },
    {
      fields: SIGN_IN_FIELDS,
      apiPath: 'account/sign-in',
      done: (result, form) =>
        result.status === 202
          ? { ok: true, notice: SIGN_IN_LINK_NOTICE }
          : relayRedirect(
              sameOriginPath(form.get('returnUrl'), ACCOUNT_PATHS.account),
              result.sessionCookies,
            ),
    },
  );
  return answer instanceof Response ? mergeGarageAfterSignIn({ request, context }, answer) : answer;
}

export default function AccountSignInPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFormPage
      title="Sign in"
      fields={SIGN_IN_FIELDS}
      submitLabel="Sign in"
      action={ACCOUNT_PATHS.signIn}
      hiddenFields={{ returnUrl: loaderData.returnUrl }}
      notice={loaderData.notice}
      footer={
        <>
          <Link to={ACCOUNT_PATHS.signUp}>Create an account</Link>
          <Link to={ACCOUNT_PATHS.reset}>Forgot your password?</Link>
        </>
      }
      after={loaderData.hostedSignIn ? <HostedSignInForm returnUrl={loaderData.returnUrl} /> : null}
    />
  );
}
