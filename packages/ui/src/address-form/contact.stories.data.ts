import type { Contact } from './contact';

/** A complete shipping contact for stories. */
export const alexShopper: Contact = {
  fullName: 'Alex Shopper',
  company: '',
  address1: '1600 Market St',
  address2: 'Suite 4',
  city: 'Denver',
  stateId: 'CO',
  zipcode: '80202',
  country: 'usa',
  email: 'alex@example.com',
  phone: '303-555-0142',
  subscribe: true,
};
