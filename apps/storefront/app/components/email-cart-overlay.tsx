import { EmailCartDialog } from '@fitkit/ui/email-cart';
import type { ServerFieldError } from '@fitkit/ui/forms';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { withoutOverlay } from '../lib/overlay';
import { CHECKOUT_PATHS } from '../shop-routes';

/** What the cart route's action answers a script's Email Cart post. */
type ShareAnswer =
  | { ok: true; shared: boolean }
  | { ok?: false; message: string; errors: ServerFieldError[] };

/**
 * The Email Cart overlay (`?mod=sc`, SPEC §2): the dialog posts name and e-mail to the cart route's action, which
 * asks the API to e-mail a restore link (`POST cart/{permId}/share`); its field errors and message come back into
 * the dialog. Closing removes `mod` from the URL.
 */
export default function EmailCartOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ShareAnswer>({ key: 'email-cart' });
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : null;
  return (
    <EmailCartDialog
      open
      onOpenChange={(open) => {
        if (!open) navigate(withoutOverlay(location), { replace: true, preventScrollReset: true });
      }}
      onSend={({ name, email }) =>
        fetcher.submit(
          { intent: 'share', name, email, respond: 'data' },
          { method: 'post', action: CHECKOUT_PATHS.cart },
        )
      }
      waiting={fetcher.state !== 'idle'}
      sent={answer?.ok === true}
      errors={failed?.errors}
      generalError={failed?.message || null}
    />
  );
}
