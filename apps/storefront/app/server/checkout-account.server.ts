import type { AddressBookEntry, SavedCard } from '@fitkit/commerce-hooks';
import type { RouterContextProvider } from 'react-router';
import { currentAccount } from './account.server';
import { contactBody } from './checkout.server';
import { commerceContext } from './commerce.server';
import { shopperContext } from './shopper.server';
import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** The signed-in shopper's address book at the address step (empty for a guest). */
export type AddressBookChoice = {
  signedIn: boolean;
  entries: AddressBookEntry[];
  /** The contact chosen with `?address=`: it fills the form whatever the checkout held. */
  chosen: AddressBookEntry | null;
  /** The default contact: it fills the form while the checkout has none. */
  byDefault: AddressBookEntry | null;
};

/** Reads the signed-in shopper's address book for the address step, with the contact chosen by `choice`. */
export async function addressBookChoice(
  context: Readonly<RouterContextProvider>,
  choice: string | null,
): Promise<AddressBookChoice> {
  const account = await currentAccount(context.get(shopperContext));
  if (!account) return { signedIn: false, entries: [], chosen: null, byDefault: null };
  const book = await context.get(commerceContext).client.getAddressBook();
  // The address book only prefills: the step works without it.
  const entries = book.ok ? book.data.addresses : [];
  return {
    signedIn: true,
    entries,
    chosen: entries.find((entry) => entry.id === choice) ?? null,
    byDefault: entries.find((entry) => entry.isDefault) ?? null,
  };
}

/**
 * Keeps the posted shipping contact in the address book (the API checked it a moment ago); a contact the book
 * already holds is not added twice, and a failure does not hold up the checkout.
 */
export async function saveToAddressBook(shopper: ShopperKey, form: FormData): Promise<void> {
  const { subscribe: _subscribe, ...contact } = contactBody(form, 'shippingContact', false);
  const book = await callShopperApi<{ addresses: AddressBookEntry[] }>(shopper, 'GET', 'account/addresses');
  if (!book.ok) return;
  const same = (entry: AddressBookEntry) =>
    Object.entries(contact).every(
      ([field, value]) => (entry.contact as Record<string, unknown>)[field] === value,
    );
  if (book.data.addresses.some(same)) return;
  await callShopperApi(shopper, 'POST', 'account/addresses', { body: { contact } });
}

/**
 * The payment step's saved cards: a signed-in shopper's cards to pay with, and whether a new card may be saved
 * (never for a guest).
 */
export async function savedCardsOf(
  context: Readonly<RouterContextProvider>,
): Promise<{ cards: SavedCard[]; canSave: boolean }> {
  if (!(await currentAccount(context.get(shopperContext)))) return { cards: [], canSave: false };
  const cards = await context.get(commerceContext).client.getSavedCards();
  return { cards: cards.ok ? cards.data.cards : [], canSave: true };
}
