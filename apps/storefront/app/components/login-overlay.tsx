import { accountSessionKey } from '@fitkit/commerce-hooks/query';
import { AccountForm, SIGN_IN_FIELDS } from '@fitkit/ui/account-form';
import { LoginDialog } from '@fitkit/ui/login-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { overlayOf, withoutOverlay } from '../lib/overlay';
import type { AccountFormAnswer, AccountFormNotice } from '../server/account.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import { HostedSignInForm } from './hosted-sign-in-form';
import { useLoginOverlay } from './login-overlay-choice';

/**
 * The login modal (`mod=login`, or `mod=cognitoLoginPopup` when the hosted sign-in service is on): the sign-in
 * form posted to the sign-in page's action through a fetcher (its errors and notices come back here; success
 * goes to the account page), or the hosted service's button. Closing removes `mod` from the URL.
 */
export default function LoginOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offered = useLoginOverlay();
  // The hosted service's button only where it is on; a `mod` asking for it otherwise gets the built-in form.
  const hosted = offered === 'cognitoLoginPopup' && overlayOf(location.search) === 'cognitoLoginPopup';
  const fetcher = useFetcher<AccountFormAnswer | AccountFormNotice>({ key: 'login-modal' });
  const answer = fetcher.data;
  const refused = answer && !answer.ok ? answer : null;
  // After a post the page loads again (a sign-in redirects to the account page): the header asks who is signed in.
  useEffect(() => {
    if (fetcher.state === 'loading') void queryClient.invalidateQueries({ queryKey: accountSessionKey });
  }, [fetcher.state, queryClient]);
  return (
    <LoginDialog
      open
      onOpenChange={(open) => {
        if (!open) navigate(withoutOverlay(location), { replace: true, preventScrollReset: true });
      }}
    >
      {hosted ? (
        <HostedSignInForm returnUrl={ACCOUNT_PATHS.account} />
      ) : (
        <div
          // The form checks its fields first (it prevents the post when one is wrong); a valid form goes through
          // the fetcher, so the modal stays for errors and notices.
          onSubmit={(event) => {
            if (event.defaultPrevented) return;
            event.preventDefault();
            fetcher.submit(event.target as HTMLFormElement, { method: 'post', action: ACCOUNT_PATHS.signIn });
          }}
        >
          <AccountForm
            label="Sign in"
            fields={SIGN_IN_FIELDS}
            submitLabel="Sign in"
            action={ACCOUNT_PATHS.signIn}
            hiddenFields={{ returnUrl: ACCOUNT_PATHS.account }}
            waiting={fetcher.state !== 'idle'}
            notice={answer?.ok ? answer.notice : null}
            {...(refused ? { errors: refused.errors, generalError: refused.generalError } : {})}
            footer={
              <>
                <Link to={ACCOUNT_PATHS.signUp}>Create an account</Link>
                <Link to={ACCOUNT_PATHS.reset}>Forgot your password?</Link>
              </>
            }
          />
        </div>
      )}
    </LoginDialog>
  );
}
