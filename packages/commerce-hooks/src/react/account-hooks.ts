import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type {
  AddressBook,
  AddressBookChange,
  AddressBookEntry,
  HistoryOrder,
  NewsletterPreference,
  SavedCard,
} from '../client/types';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** A mutation of the account's data; afterwards the queries under `key` are read again. */
function useAccountMutation<T, V>(
  run: (client: CommerceClient, variables: V) => Promise<Result<T>>,
  key: QueryKey,
): UseMutationResult<T, CommerceRequestError, V> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<T, CommerceRequestError, V>({
    mutationFn: (variables) => run(client, variables).then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The signed-in shopper's address book. */
export function useAddressBook(): UseQueryResult<AddressBook, CommerceRequestError> {
  return useQuery(commerceQueries.addressBook(useCommerceClient()));
}

/** Adds a contact to the address book. */
export function useAddAddress() {
  return useAccountMutation<AddressBookEntry, AddressBookChange>(
    (client, change) => client.addAddress(change),
    commerceKeys.addressBook(),
  );
}

/** Replaces a contact of the address book. */
export function useUpdateAddress() {
  return useAccountMutation<AddressBookEntry, { id: string; change: AddressBookChange }>(
    (client, { id, change }) => client.updateAddress(id, change),
    commerceKeys.addressBook(),
  );
}

/** Makes a contact the default. */
export function useSetDefaultAddress() {
  return useAccountMutation<null, string>(
    (client, id) => client.setDefaultAddress(id),
    commerceKeys.addressBook(),
  );
}

/** Removes a contact. */
export function useDeleteAddress() {
  return useAccountMutation<null, string>(
    (client, id) => client.deleteAddress(id),
    commerceKeys.addressBook(),
  );
}

/** The signed-in shopper's saved cards. */
export function useSavedCards(): UseQueryResult<{ cards: SavedCard[] }, CommerceRequestError> {
  return useQuery(commerceQueries.savedCards(useCommerceClient()));
}

/** Removes a saved card. */
export function useRemoveSavedCard() {
  return useAccountMutation<null, string>(
    (client, id) => client.removeSavedCard(id),
    commerceKeys.savedCards(),
  );
}

/** The signed-in shopper's order history. */
export function useOrderHistory(): UseQueryResult<{ orders: HistoryOrder[] }, CommerceRequestError> {
  return useQuery(commerceQueries.orderHistory(useCommerceClient()));
}

/** The signed-in shopper's newsletter preference. */
export function useNewsletterPreference(): UseQueryResult<NewsletterPreference, CommerceRequestError> {
  return useQuery(commerceQueries.newsletterPreference(useCommerceClient()));
}

/** Subscribes or unsubscribes the account's e-mail. */
export function useSetNewsletterPreference() {
  return useAccountMutation<NewsletterPreference, NewsletterPreference>(
    (client, preference) => client.setNewsletterPreference(preference),
    commerceKeys.newsletterPreference(),
  );
}

/** Changes the account's name. */
export function useUpdateProfile() {
  return useAccountMutation<null, { name: string }>(
    (client, profile) => client.updateProfile(profile),
    commerceKeys.account(),
  );
}

/** Deletes the account with its password; every account query is dropped afterwards. */
export function useDeleteAccount() {
  return useAccountMutation<null, string>(
    (client, password) => client.deleteAccount(password),
    commerceKeys.account(),
  );
}
