import { Button } from '@fitkit/ui/button';
import { data, Form, Link } from 'react-router';
import { CSRF_FIELD } from '../lib/csrf-field';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { csrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => privatePageMeta('My account');

/** The signed-in shopper's profile; a signed-out shopper is sent to sign in and brought back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const account = await requireAccount(request, context.get(shopperContext));
  const { token, headers } = csrfToken(request);
  return data({ name: account.name, email: account.email, csrfToken: token }, { headers });
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page account-page">
      <h1>My account</h1>
      <section aria-labelledby="account-profile">
        <h2 id="account-profile">Profile</h2>
        <dl className="account-profile">
          <dt>Name</dt>
          <dd>{loaderData.name}</dd>
          <dt>E-mail</dt>
          <dd>{loaderData.email}</dd>
        </dl>
      </section>
      <p>
        <Link to={ACCOUNT_PATHS.wishlist}>My wishlist</Link>
      </p>
      <p>
        <Link to={ACCOUNT_PATHS.garage}>My garage</Link>
      </p>
      <div className="account-sign-out">
        <Form method="post" action={ACCOUNT_PATHS.signOut} reloadDocument>
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
          <Button type="submit">Sign out</Button>
        </Form>
        <Form method="post" action={ACCOUNT_PATHS.signOut} reloadDocument>
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
          <input type="hidden" name="everywhere" value="on" />
          <Button type="submit" variant="OUTLINE">
            Sign out everywhere
          </Button>
        </Form>
      </div>
    </div>
  );
}
