import { DELETE_ACCOUNT_FIELDS } from '@fitkit/ui/account-form';
import { AccountFormPage } from '../components/account-form-page';
import { CSRF_FIELD } from '../lib/csrf-field';
import { privatePageMeta } from '../lib/meta';
import { relayRedirect, requireAccount, submitAccountForm } from '../server/account.server';
import { requireCsrfPost, withCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-delete';

export const meta: Route.MetaFunction = () => privatePageMeta('Delete my account');

export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  await requireAccount(request, context.get(shopperContext));
  return withCsrfToken(request, {});
}

/** Deletes the account with its password: every session ends, and the shopper goes home signed out. */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  await requireCsrfPost(request);
  await requireAccount(request, context.get(shopperContext));
  return submitAccountForm(
    { request, context },
    {
      fields: DELETE_ACCOUNT_FIELDS,
      apiPath: 'account/delete',
      done: (result) => relayRedirect('/', result.sessionCookies),
    },
  );
}

export default function AccountDeletePage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFormPage
      title="Delete my account"
      intro="Your name, password, address book, saved cards and newsletter subscription are removed and you are signed out everywhere. Your orders are kept as tax law requires, without your e-mail address and phone number. This cannot be undone."
      fields={DELETE_ACCOUNT_FIELDS}
      submitLabel="Delete my account"
      action={ACCOUNT_PATHS.delete}
      hiddenFields={{ [CSRF_FIELD]: loaderData.csrfToken }}
      footer={<a href={ACCOUNT_PATHS.account}>Keep my account</a>}
    />
  );
}
