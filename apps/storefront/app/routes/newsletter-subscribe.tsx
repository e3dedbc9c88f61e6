import { readCookie } from '@fitkit/fitment';
import { Link } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { CUSTOMER_EMAIL_COOKIE } from '../lib/newsletter';
import { declarePage } from '../server/page-kind.server';
import type { Route } from './+types/newsletter-subscribe';

// The confirmation page opened after signing up (SPEC §2); it names the address when the cookie has it.
export function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const raw = readCookie(request.headers.get('cookie'), CUSTOMER_EMAIL_COOKIE);
  let email: string | null = null;
  try {
    email = raw ? decodeURIComponent(raw) : null;
  } catch {
    // A cookie that is not URI-encoded text is someone else's; the page reads fine without the address.
  }
  return { email };
}

export const meta: Route.MetaFunction = () => [
  { title: `Thanks for Subscribing | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterSubscribedPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page newsletter-page">
      <h1>Thanks for subscribing!</h1>
      <p>
        {loaderData.email ? (
          <>
            You're on the list. We'll send our news, new parts and deals to{' '}
            <strong>{loaderData.email}</strong>.
          </>
        ) : (
          <>You're on the list. Watch your inbox for our news, new parts and deals.</>
        )}
      </p>
      <p>Every e-mail has a link to unsubscribe whenever you like.</p>
      <p>
        <Link to="/">Continue Shopping</Link>
      </p>
    </div>
  );
}
