export type { AddressFormProps, AddressFormValues } from './address-form';
export { AddressForm, BILLING_SAME_FIELD } from './address-form';
export type { Contact, ContactKind, ContactTextField } from './contact';
export {
  ADDRESS_COUNTRIES,
  CONTACT_KINDS,
  CONTACT_TEXT_FIELDS,
  contactFieldName,
  contactFromValues,
  contactRules,
  DEFAULT_COUNTRY,
  ZIPCODE_PATTERN,
} from './contact';
export type { ContactAddressProps } from './contact-address';
export { ContactAddress } from './contact-address';
export type { UsState, UsStateId } from './us-states';
export { isUsStateId, US_STATES } from './us-states';
