import { AddressBookForm } from '@fitkit/ui/address-book';
import { contactFromValues } from '@fitkit/ui/address-form';
import { data, useNavigation } from 'react-router';
import { CSRF_FIELD } from '../lib/csrf-field';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { type AccountActionAnswer, saveAddress } from '../server/account-data.server';
import { commerceContext } from '../server/commerce.server';
import { requireCsrfPost, withCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-address';

export const meta: Route.MetaFunction = () => privatePageMeta('Edit address');

/** One contact of the shopper's own address book to edit; any other id is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  await requireAccount(request, context.get(shopperContext));
  const book = await context.get(commerceContext).client.getAddressBook();
  if (!book.ok) throw new Response('Your address book could not be read', { status: 503 });
  const entry = book.data.addresses.find((candidate) => candidate.id === params.addressId);
  if (!entry) throw data('Not Found', { status: 404 });
  return withCsrfToken(request, { entry });
}

/** Saves the contact: back to the address book with the notice (303), or the form with what was wrong. */
export async function action({ request, params, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  await requireCsrfPost(request);
  const shopper = context.get(shopperContext);
  await requireAccount(request, shopper);
  const answer = await saveAddress(
    shopper,
    await request.formData(),
    ACCOUNT_PATHS.addresses,
    params.addressId,
  );
  if (answer instanceof Response) return answer;
  return data<AccountActionAnswer>(answer, { status: 400 });
}

export default function AccountAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const waiting = useNavigation().state === 'submitting';
  const { entry } = loaderData;
  return (
    <div className="page account-page">
      <h1>Edit address</h1>
      <AddressBookForm
        label="Edit address"
        action={ACCOUNT_PATHS.address(entry.id)}
        defaultIsDefault={entry.isDefault}
        hiddenFields={{ [CSRF_FIELD]: loaderData.csrfToken }}
        waiting={waiting}
        {...(actionData
          ? {
              errors: actionData.errors,
              generalError: actionData.generalError,
              defaultValues: contactFromValues('shippingContact', actionData.values ?? {}, false),
            }
          : { defaultValues: entry.contact })}
      />
      <p>
        <a href={ACCOUNT_PATHS.addresses}>Back to the address book</a>
      </p>
    </div>
  );
}
