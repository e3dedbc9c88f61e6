import type { AddressBookEntry } from '@fitkit/commerce-hooks';
import { ContactAddress } from '@fitkit/ui/address-form';
import { Link } from 'react-router';
import { CHECKOUT_PATHS } from '../shop-routes';

/**
 * The signed-in shopper's address book at the address step: each contact with a link that fills the form with it
 * (`?address=`), so choosing another address works without JavaScript.
 */
export function AddressBookChoice({ entries }: { entries: readonly AddressBookEntry[] }) {
  return (
    <nav aria-label="Your address book" className="checkout-address-book">
      <h2>Ship to an address from your address book</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <ContactAddress contact={{ ...entry.contact, subscribe: false }} />
            <Link to={`${CHECKOUT_PATHS.address}?address=${encodeURIComponent(entry.id)}`}>
              Use this address
              <span className="fk-visually-hidden"> of {entry.contact.fullName}</span>
              {entry.isDefault ? ' (default)' : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
