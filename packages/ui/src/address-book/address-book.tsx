import type { ComponentProps, ReactNode } from 'react';
import { ContactFieldset } from '../address-form/address-form';
import { type Contact, contactRules } from '../address-form/contact';
import { ContactAddress } from '../address-form/contact-address';
import { Button } from '../button';
import { GeneralError, type PostedFormProps, useServerCheckedForm } from '../forms';
import { cn } from '../utils/cn';

/** The contact kind of the address book's fields: its contacts prefill the checkout's shipping address. */
export const ADDRESS_BOOK_KIND = 'shippingContact' as const;

/** The name of the address book form's 'make this my default address' box. */
export const MAKE_DEFAULT_FIELD = 'isDefault';

/** One contact of the address book. */
export type AddressBookEntryView = {
  id: string;
  contact: Contact;
  isDefault: boolean;
};

/** Props of {@link AddressBookList}. */
export type AddressBookListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The contacts, the default first. */
  entries: readonly AddressBookEntryView[];
  /** Where the 'Make default' and 'Delete' forms post (with `intent` and `id`). */
  action: string;
  /** The edit page of a contact. */
  editHref: (id: string) => string;
  /** Fields every one of its forms posts as they are (a private page's CSRF token). */
  hiddenFields?: Readonly<Record<string, string>>;
};

/**
 * The address book: each contact as a postal address with its default mark, an edit link and the 'Make default'
 * and 'Delete' forms (plain posts with `intent` = `default` or `delete` and the contact's `id`).
 */
export function AddressBookList({
  entries,
  action,
  editHref,
  hiddenFields = {},
  className,
  ...props
}: AddressBookListProps) {
  if (entries.length === 0) {
    return (
      <p data-slot="address-book" data-state="empty" className="fk-address-book__empty">
        Your address book is empty. Add an address and it will fill in the checkout for you.
      </p>
    );
  }
  return (
    <ul data-slot="address-book" className={cn('fk-address-book', className)} {...props}>
      {entries.map((entry) => (
        <li key={entry.id} className="fk-address-book__entry" data-default={entry.isDefault || undefined}>
          {entry.isDefault ? <p className="fk-address-book__badge">Default address</p> : null}
          <ContactAddress contact={entry.contact} />
          <div className="fk-address-book__actions">
            <a href={editHref(entry.id)} className="fk-address-book__edit">
              Edit<span className="fk-visually-hidden"> the address of {entry.contact.fullName}</span>
            </a>
            {entry.isDefault ? null : (
              <EntryForm
                action={action}
                fields={{ ...hiddenFields, intent: 'default', id: entry.id }}
                label="Make default"
              >
                <span className="fk-visually-hidden"> the address of {entry.contact.fullName}</span>
              </EntryForm>
            )}
            <EntryForm
              action={action}
              fields={{ ...hiddenFields, intent: 'delete', id: entry.id }}
              label="Delete"
            >
              <span className="fk-visually-hidden"> the address of {entry.contact.fullName}</span>
            </EntryForm>
          </div>
        </li>
      ))}
    </ul>
  );
}

type EntryFormProps = {
  action: string;
  fields: Readonly<Record<string, string>>;
  label: string;
  children: ReactNode;
};

/** A one-button form about one entry. */
function EntryForm({ action, fields, label, children }: EntryFormProps) {
  return (
    <form method="post" action={action} className="fk-address-book__form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="OUTLINE" size="SMALL">
        {label}
        {children}
      </Button>
    </form>
  );
}

/** Props of {@link AddressBookForm}. */
export type AddressBookFormProps = PostedFormProps & {
  /** The form's accessible name and legend, e.g. 'Add an address'. */
  label: string;
  /** The contact to start with (editing, or what was posted). */
  defaultValues?: Partial<Contact>;
  /** Whether 'Make this my default address' starts ticked. */
  defaultIsDefault?: boolean;
  /** Fields posted as they are (an intent, the contact's id). */
  hiddenFields?: Readonly<Record<string, string>>;
  submitLabel?: string;
};

/**
 * Adds or edits one contact of the address book with the checkout address form's fields and rules (checked on
 * blur and submit, the server's errors on the fields and in the red box); posts to `action` without JavaScript.
 */
export function AddressBookForm({
  label,
  defaultValues,
  defaultIsDefault = false,
  hiddenFields = {},
  submitLabel = 'Save address',
  action,
  waiting = false,
  errors,
  generalError,
  className,
  ...props
}: AddressBookFormProps) {
  const validation = useServerCheckedForm({ fields: contactRules(ADDRESS_BOOK_KIND), errors, generalError });
  return (
    <form
      action={action}
      method="post"
      aria-label={label}
      data-slot="address-book-form"
      data-state={waiting ? 'waiting' : 'idle'}
      className={cn('fk-address-form', 'fk-address-book-form', className)}
      {...validation.formProps}
      {...props}
    >
      <GeneralError message={validation.generalError} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ContactFieldset
        kind={ADDRESS_BOOK_KIND}
        legend={label}
        validation={validation}
        defaults={defaultValues}
      >
        <label className="fk-address-form__check">
          <input type="checkbox" name={MAKE_DEFAULT_FIELD} value="true" defaultChecked={defaultIsDefault} />
          Make this my default address
        </label>
      </ContactFieldset>
      <Button type="submit" waiting={waiting} className="fk-address-form__submit">
        {submitLabel}
      </Button>
    </form>
  );
}
