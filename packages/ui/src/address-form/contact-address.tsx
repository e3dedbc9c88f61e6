import type { ComponentProps } from 'react';
import { cn } from '../utils/cn';
import { ADDRESS_COUNTRIES, type Contact } from './contact';

/** Props of {@link ContactAddress}. */
export type ContactAddressProps = Omit<ComponentProps<'address'>, 'children'> & {
  /** The contact to show. */
  contact: Contact;
};

/** A shipping or billing contact as a postal address, one line per part, then e-mail and phone. */
export function ContactAddress({ contact, className, ...props }: ContactAddressProps) {
  const country = ADDRESS_COUNTRIES.find((entry) => entry.id === contact.country)?.name ?? contact.country;
  const lines = [
    contact.fullName,
    contact.company,
    contact.address1,
    contact.address2,
    `${contact.city}, ${contact.stateId} ${contact.zipcode}`,
    country,
    contact.email,
    contact.phone,
  ].filter((line) => line.trim() !== '');
  return (
    <address data-slot="contact-address" className={cn('fk-contact-address', className)} {...props}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
