import { useAccountSession } from '@fitkit/commerce-hooks/react';
import { useLocation, useNavigate } from 'react-router';
import { withOverlay } from '../lib/overlay';
import { ACCOUNT_PATHS } from '../shop-routes';
import { useLoginOverlay } from './login-overlay-choice';

/** Loads the login modal's code on intent, so the press opens it at once. */
const loadLoginOverlay = () => import('./login-overlay');

/** Where the Account link goes without JavaScript, or before the session is known: the sign-in page, then back. */
const ACCOUNT_LINK_FALLBACK = `${ACCOUNT_PATHS.signIn}?returnUrl=${encodeURIComponent(ACCOUNT_PATHS.account)}`;

/**
 * The header's Account link (SPEC §2): signed in, it goes to the account page; otherwise it opens the login modal,
 * which goes to the account page. Who is signed in comes from a request after paint (public pages are cached), and
 * without JavaScript the link is the sign-in page's. The header hydrates it after paint, so none of this is in the
 * first load.
 */
export function SiteAccountLink() {
  const { data: session } = useAccountSession();
  const location = useLocation();
  const navigate = useNavigate();
  const overlay = useLoginOverlay();
  const signedIn = Boolean(session?.user);
  return (
    <a
      href={signedIn ? ACCOUNT_PATHS.account : ACCOUNT_LINK_FALLBACK}
      className="site-account-link"
      data-state={signedIn ? 'signed-in' : 'signed-out'}
      onPointerEnter={signedIn ? undefined : () => void loadLoginOverlay()}
      onFocus={signedIn ? undefined : () => void loadLoginOverlay()}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        if (signedIn) navigate(ACCOUNT_PATHS.account);
        else navigate(withOverlay(location, overlay), { preventScrollReset: true });
      }}
    >
      {signedIn ? 'My Account' : 'Sign In'}
    </a>
  );
}
