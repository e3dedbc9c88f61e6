import { AddressBookForm, AddressBookList } from '@fitkit/ui/address-book';
import { contactFromValues } from '@fitkit/ui/address-form';
import { data, useNavigation } from 'react-router';
import { ACCOUNT_NOTICES } from '../lib/account-forms';
import { CSRF_FIELD } from '../lib/csrf-field';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { type AccountActionAnswer, runEntryForm, saveAddress } from '../server/account-data.server';
import { commerceContext } from '../server/commerce.server';
import { requireCsrfToken, withCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-addresses';

export const meta: Route.MetaFunction = () => privatePageMeta('Address book');

/** The address book with the form that adds a contact. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  await requireAccount(request, context.get(shopperContext));
  const book = await context.get(commerceContext).client.getAddressBook();
  if (!book.ok) throw new Response('Your address book could not be read', { status: 503 });
  const done = new URL(request.url).searchParams.get('done') ?? '';
  return withCsrfToken(request, { addresses: book.data.addresses, notice: ACCOUNT_NOTICES[done] ?? null });
}

/** Adds a contact (`intent` = `add`), or makes one the default or deletes it; back here with the notice (303). */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = await request.formData();
  requireCsrfToken(request, form);
  const shopper = context.get(shopperContext);
  await requireAccount(request, shopper);
  const answer =
    form.get('intent') === 'add'
      ? await saveAddress(shopper, form, ACCOUNT_PATHS.addresses)
      : await runEntryForm(context, form, ACCOUNT_PATHS.addresses);
  if (answer instanceof Response) return answer;
  return data<AccountActionAnswer>(
    answer ?? { form: 'unknown', errors: [], generalError: 'Please try again.' },
    {
      status: 400,
    },
  );
}

export default function AccountAddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const waiting = useNavigation().state === 'submitting';
  const refused = actionData?.form === 'address' ? actionData : undefined;
  const other = actionData && actionData.form !== 'address' ? actionData.generalError : null;
  const token = { [CSRF_FIELD]: loaderData.csrfToken };
  return (
    <div className="page account-page">
      <h1>Address book</h1>
      <p role="status" className="fk-outcome" data-tone={loaderData.notice ? 'success' : undefined}>
        {loaderData.notice ?? other}
      </p>
      <AddressBookList
        entries={loaderData.addresses.map((entry) => ({
          ...entry,
          contact: { ...entry.contact, subscribe: false },
        }))}
        action={ACCOUNT_PATHS.addresses}
        editHref={ACCOUNT_PATHS.address}
        hiddenFields={token}
      />
      <AddressBookForm
        label="Add an address"
        action={ACCOUNT_PATHS.addresses}
        hiddenFields={{ ...token, intent: 'add' }}
        waiting={waiting}
        {...(refused
          ? {
              errors: refused.errors,
              generalError: refused.generalError,
              defaultValues: contactFromValues('shippingContact', refused.values ?? {}, false),
            }
          : {})}
      />
      <p>
        <a href={ACCOUNT_PATHS.account}>Back to my account</a>
      </p>
    </div>
  );
}
