import type { FieldRule } from '../forms';

/** The two contacts of checkout data (SPEC §3). */
export const CONTACT_KINDS = ['shippingContact', 'billingContact'] as const;
/** One of {@link CONTACT_KINDS}. */
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The text fields of a contact (SPEC §3), in the order the form shows them. */
export const CONTACT_TEXT_FIELDS = [
  'fullName',
  'company',
  'address1',
  'address2',
  'city',
  'stateId',
  'zipcode',
  'country',
  'email',
  'phone',
] as const;
/** One of {@link CONTACT_TEXT_FIELDS}. */
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];

/** A shipping or billing contact (SPEC §3 Checkout data). */
export type Contact = Record<ContactTextField, string> & {
  /** Newsletter sign-up; shipping defaults to true. */
  subscribe: boolean;
};

/** The country a contact starts with (SPEC §3). */
export const DEFAULT_COUNTRY = 'usa';

/** Countries the shop ships to. */
export const ADDRESS_COUNTRIES = [{ id: DEFAULT_COUNTRY, name: 'United States' }] as const;

/** A US zip code: five digits, optionally ZIP+4. */
export const ZIPCODE_PATTERN = '\\d{5}(-\\d{4})?';

/** The form field name of a contact's field, as the server reads it: `shippingContact.zipcode`. */
export function contactFieldName(kind: ContactKind, field: ContactTextField | 'subscribe'): string {
  return `${kind}.${field}`;
}

/**
 * The rules of one contact's fields. Shipping needs name, street, city, state, zip, email and phone; billing
 * needs the address only (the order's e-mail and phone are the shipping ones). `required: false` drops every
 * requirement, for a billing contact that is the same as shipping.
 */
export function contactRules(kind: ContactKind, required = true): FieldRule[] {
  const shipping = kind === 'shippingContact';
  const needs: Record<ContactTextField, boolean> = {
    fullName: true,
    company: false,
    address1: true,
    address2: false,
    city: true,
    stateId: true,
    zipcode: true,
    country: true,
    email: shipping,
    phone: shipping,
  };
  const shape: Partial<Record<ContactTextField, Omit<FieldRule, 'name'>>> = {
    zipcode: { maxLength: 10 },
    email: { type: 'email' },
    phone: { type: 'tel', maxLength: 20 },
  };
  return CONTACT_TEXT_FIELDS.map((field) => ({
    name: contactFieldName(kind, field),
    required: required && needs[field],
    ...shape[field],
  }));
}

/** A contact from a form's trimmed values and its subscribe box. */
export function contactFromValues(
  kind: ContactKind,
  values: Readonly<Record<string, string>>,
  subscribe: boolean,
): Contact {
  const entries = CONTACT_TEXT_FIELDS.map((field) => [field, values[contactFieldName(kind, field)] ?? '']);
  return { ...(Object.fromEntries(entries) as Record<ContactTextField, string>), subscribe };
}
