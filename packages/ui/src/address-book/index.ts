export type { AddressBookEntryView, AddressBookFormProps, AddressBookListProps } from './address-book';
export { ADDRESS_BOOK_KIND, AddressBookForm, AddressBookList, MAKE_DEFAULT_FIELD } from './address-book';
