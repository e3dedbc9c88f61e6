import { SITE_HEADER } from './constants';
import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type {
  AddressBook,
  AddressBookChange,
  AddressBookEntry,
  HistoryOrder,
  NewsletterPreference,
  PaymentAnswer,
  SavedCard,
} from './types';

/**
 * The signed-in shopper's own data (`account/…`, read from the session cookie the shop forwards): address book,
 * saved cards, order history, name, newsletter preference, deleting the account, and paying with a saved card.
 * Every call answers 401 UNAUTHENTICATED without a session; another shopper's address or card answers 404.
 */
export interface AccountCalls {
  /** The address book, the default first. */
  getAddressBook(options?: CallOptions): Promise<Result<AddressBook>>;
  /** Adds a contact (checked as the checkout's address form; `errors` per field); 409 ADDRESS_BOOK_FULL. */
  addAddress(change: AddressBookChange, options?: CallOptions): Promise<Result<AddressBookEntry>>;
  /** Replaces a contact; 404 ADDRESS_NOT_FOUND. */
  updateAddress(
    id: string,
    change: AddressBookChange,
    options?: CallOptions,
  ): Promise<Result<AddressBookEntry>>;
  /** Makes a contact the default (it prefills checkout); 404 ADDRESS_NOT_FOUND. */
  setDefaultAddress(id: string, options?: CallOptions): Promise<Result<null>>;
  /** Removes a contact; 404 ADDRESS_NOT_FOUND. */
  deleteAddress(id: string, options?: CallOptions): Promise<Result<null>>;
  /** The saved cards (brand, last four, expiry). */
  getSavedCards(options?: CallOptions): Promise<Result<{ cards: SavedCard[] }>>;
  /** Removes a saved card (detached at its provider); 404 SAVED_CARD_NOT_FOUND. */
  removeSavedCard(id: string, options?: CallOptions): Promise<Result<null>>;
  /** Orders placed signed in, and guest orders with the verified e-mail, newest first. */
  getOrderHistory(options?: CallOptions): Promise<Result<{ orders: HistoryOrder[] }>>;
  /** A short-lived link to one of the account's orders on the order status page; 404 ORDER_NOT_FOUND. */
  getOrderHistoryLink(orderId: string, options?: CallOptions): Promise<Result<{ orderStatusUrl: string }>>;
  /** Whether the account's e-mail gets the newsletter. */
  getNewsletterPreference(options?: CallOptions): Promise<Result<NewsletterPreference>>;
  /** Subscribes (confirmed by e-mail) or unsubscribes the account's e-mail. */
  setNewsletterPreference(
    preference: NewsletterPreference,
    options?: CallOptions,
  ): Promise<Result<NewsletterPreference>>;
  /** Changes the account's name. */
  updateProfile(profile: { name: string }, options?: CallOptions): Promise<Result<null>>;
  /** Deletes the account with its password (400 VALIDATION_ERROR on `password` when wrong). */
  deleteAccount(password: string, options?: CallOptions): Promise<Result<null>>;
  /** Pays the cart with a saved card under the attempt's Idempotency-Key; 404 SAVED_CARD_NOT_FOUND. */
  payWithSavedCard(
    permId: string,
    savedCardId: string,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<Result<PaymentAnswer>>;
}

/** The account calls of a client. */
export function accountMethods({ api, call, config }: Transport): AccountCalls {
  const header = { [SITE_HEADER]: config.site };
  return {
    getAddressBook: ({ signal } = {}) =>
      call<AddressBook>((s) => api.GET('/account/addresses', { signal: s }), signal),
    addAddress: (change, { signal } = {}) =>
      call<AddressBookEntry>((s) => api.POST('/account/addresses', { body: change, signal: s }), signal),
    updateAddress: (id, change, { signal } = {}) =>
      call<AddressBookEntry>(
        (s) => api.PATCH('/account/addresses/{id}', { params: { path: { id } }, body: change, signal: s }),
        signal,
      ),
    setDefaultAddress: (id, { signal } = {}) =>
      call<null>(
        (s) => api.POST('/account/addresses/{id}/default', { params: { path: { id } }, signal: s }),
        signal,
      ),
    deleteAddress: (id, { signal } = {}) =>
      call<null>(
        (s) => api.DELETE('/account/addresses/{id}', { params: { path: { id } }, signal: s }),
        signal,
      ),
    getSavedCards: ({ signal } = {}) =>
      call<{ cards: SavedCard[] }>((s) => api.GET('/account/cards', { signal: s }), signal),
    removeSavedCard: (id, { signal } = {}) =>
      call<null>((s) => api.DELETE('/account/cards/{id}', { params: { path: { id } }, signal: s }), signal),
    getOrderHistory: ({ signal } = {}) =>
      call<{ orders: HistoryOrder[] }>(
        (s) => api.GET('/account/orders', { params: { header }, signal: s }),
        signal,
      ),
    getOrderHistoryLink: (orderId, { signal } = {}) =>
      call<{ orderStatusUrl: string }>(
        (s) =>
          api.POST('/account/orders/{id}/link', { params: { path: { id: orderId }, header }, signal: s }),
        signal,
      ),
    getNewsletterPreference: ({ signal } = {}) =>
      call<NewsletterPreference>((s) => api.GET('/account/newsletter', { signal: s }), signal),
    setNewsletterPreference: (preference, { signal } = {}) =>
      call<NewsletterPreference>(
        (s) => api.POST('/account/newsletter', { body: preference, signal: s }),
        signal,
      ),
    updateProfile: (profile, { signal } = {}) =>
      call<null>((s) => api.POST('/account/profile', { body: profile, signal: s }), signal),
    deleteAccount: (password, { signal } = {}) =>
      call<null>((s) => api.POST('/account/delete', { body: { password }, signal: s }), signal),
    payWithSavedCard: (permId, savedCardId, idempotencyKey, { signal } = {}) =>
      call<PaymentAnswer>(
        (s) =>
          api.POST('/payments/{permId}/saved-card', {
            params: { path: { permId }, header: { ...header, 'idempotency-key': idempotencyKey } },
            body: { savedCardId },
            signal: s,
          }),
        signal,
      ),
  };
}
