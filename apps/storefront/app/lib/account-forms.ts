/** The notices the account pages show after a change (`?done=`). */
export const ACCOUNT_NOTICES: Record<string, string> = {
  profile: 'Your name is saved.',
  password: 'Your password is changed. You are signed out everywhere else.',
  newsletter: 'Your newsletter preference is saved.',
  'address-saved': 'Your address is saved.',
  'address-default': 'Your default address is changed.',
  'address-deleted': 'The address is deleted.',
  'card-removed': 'The card is removed.',
};

/** The address step's box that keeps the shipping contact in the signed-in shopper's address book. */
export const SAVE_TO_ADDRESS_BOOK_FIELD = 'saveToAddressBook';
