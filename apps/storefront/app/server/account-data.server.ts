import type { AddressBookEntry, HistoryOrder, SavedCard } from '@fitkit/commerce-hooks';
import { ADDRESS_BOOK_KIND, MAKE_DEFAULT_FIELD } from '@fitkit/ui/address-book';
import { type RouterContextProvider, redirect } from 'react-router';
import type { ACCOUNT_NOTICES } from '../lib/account-forms';
import { sameOriginPath } from '../lib/redirect-target';
import { ACCOUNT_PATHS } from '../shop-routes';
import { contactBody, verdictOf } from './checkout.server';
import { commerceContext } from './commerce.server';
import { shopperContext } from './shopper.server';
import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** What the account page shows besides the profile. */
export type AccountData = {
  addresses: AddressBookEntry[];
  cards: SavedCard[];
  orders: HistoryOrder[];
  newsletter: boolean;
};

/** The account's address book, saved cards, orders and newsletter preference, read at once. */
export async function readAccountData(context: Readonly<RouterContextProvider>): Promise<AccountData> {
  const { client } = context.get(commerceContext);
  const [addresses, cards, orders, newsletter] = await Promise.all([
    client.getAddressBook(),
    client.getSavedCards(),
    client.getOrderHistory(),
    client.getNewsletterPreference(),
  ]);
  if (!addresses.ok || !cards.ok || !orders.ok || !newsletter.ok) {
    throw new Response('Your account could not be read', { status: 503 });
  }
  return {
    addresses: addresses.data.addresses,
    cards: cards.data.cards,
    orders: orders.data.orders,
    newsletter: newsletter.data.subscribed,
  };
}

/** What an account action answers its page when it stays there: which form, and what went wrong. */
export type AccountActionAnswer = {
  form: string;
  errors: { field: string; message: string }[];
  generalError: string | null;
  /** What the shopper typed, to show again (address forms). */
  values?: Record<string, string>;
};

/** The page `path` again, with the notice of what was just done. */
export function doneRedirect(path: string, done: keyof typeof ACCOUNT_NOTICES & string): Response {
  return redirect(`${sameOriginPath(path, ACCOUNT_PATHS.account)}?done=${done}`, 303);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The address book form's contact and default box as the API reads them. */
function addressChange(form: FormData) {
  const { subscribe: _subscribe, ...contact } = contactBody(form, ADDRESS_BOOK_KIND, false);
  return { contact, isDefault: text(form, MAKE_DEFAULT_FIELD) === 'true' };
}

/** The typed contact, to show again on the form (the fields keep their names). */
function typedValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * Saves the address book form (a new contact, or `id`'s): a 303 to `donePath` when the API saved it, or its
 * errors under the form's field names.
 */
export async function saveAddress(
  shopper: ShopperKey,
  form: FormData,
  donePath: string,
  id?: string,
): Promise<Response | AccountActionAnswer> {
  const change = addressChange(form);
  const result = id
    ? await callShopperApi(shopper, 'PATCH', `account/addresses/${encodeURIComponent(id)}`, { body: change })
    : await callShopperApi(shopper, 'POST', 'account/addresses', { body: change });
  if (result.ok) return doneRedirect(donePath, 'address-saved');
  const verdict = verdictOf('address', result, `${ADDRESS_BOOK_KIND}.`);
  return {
    form: 'address',
    errors: verdict.errors,
    generalError: verdict.generalError,
    values: typedValues(form),
  };
}

/** The one-button forms of the address book and saved cards (`intent`, `id`): a 303 back with the notice. */
export async function runEntryForm(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  donePath: string,
): Promise<Response | AccountActionAnswer | null> {
  const shopper = context.get(shopperContext);
  const id = encodeURIComponent(text(form, 'id'));
  const calls = {
    default: ['POST', `account/addresses/${id}/default`, 'address-default'],
    delete: ['DELETE', `account/addresses/${id}`, 'address-deleted'],
    'remove-card': ['DELETE', `account/cards/${id}`, 'card-removed'],
  } as const;
  const intent = text(form, 'intent');
  if (!(intent in calls) || !id) return null;
  const [method, path, done] = calls[intent as keyof typeof calls];
  const result = await callShopperApi(shopper, method, path);
  if (result.ok) return doneRedirect(donePath, done);
  return { form: intent, errors: [], generalError: result.message };
}
