import { describe, expect, it } from 'vitest';
import { validateValues } from '../forms/validation';
import { contactFieldName, contactFromValues, contactRules, DEFAULT_COUNTRY } from './contact';
import { isUsStateId, US_STATES } from './us-states';

describe('contactRules', () => {
  it('names every field of SPEC §3 as the server reads it', () => {
    expect(contactRules('shippingContact').map((rule) => rule.name)).toEqual([
      'shippingContact.fullName',
      'shippingContact.company',
      'shippingContact.address1',
      'shippingContact.address2',
      'shippingContact.city',
      'shippingContact.stateId',
      'shippingContact.zipcode',
      'shippingContact.country',
      'shippingContact.email',
      'shippingContact.phone',
    ]);
  });

  it('checks a shipping contact with the form core: required, email, default max length', () => {
    const { errors } = validateValues(contactRules('shippingContact'), {
      'shippingContact.fullName': '  ',
      'shippingContact.email': 'alex@example',
      'shippingContact.company': 'x'.repeat(51),
      'shippingContact.country': DEFAULT_COUNTRY,
    });
    expect(errors['shippingContact.fullName']).toBe('This field is required.');
    expect(errors['shippingContact.email']).toBe('Please enter a valid Email');
    expect(errors['shippingContact.company']).toBe('Please enter no more than 50 characters.');
    expect(errors['shippingContact.phone']).toBe('This field is required.');
    expect(errors['shippingContact.address2']).toBeUndefined();
  });

  it('asks billing for the address only, and nothing when it is the shipping one', () => {
    const billing = contactRules('billingContact');
    expect(billing.filter((rule) => rule.required).map((rule) => rule.name)).toEqual([
      'billingContact.fullName',
      'billingContact.address1',
      'billingContact.city',
      'billingContact.stateId',
      'billingContact.zipcode',
      'billingContact.country',
    ]);
    expect(contactRules('billingContact', false).some((rule) => rule.required)).toBe(false);
  });
});

describe('contactFromValues', () => {
  it('reads a contact back from the form values', () => {
    const contact = contactFromValues(
      'billingContact',
      { [contactFieldName('billingContact', 'city')]: 'Denver', 'shippingContact.city': 'Boulder' },
      false,
    );
    expect(contact.city).toBe('Denver');
    expect(contact.fullName).toBe('');
    expect(contact.subscribe).toBe(false);
  });
});

describe('US_STATES', () => {
  it('lists the 50 states and DC once each', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.id)).size).toBe(51);
    expect(isUsStateId('CO')).toBe(true);
    expect(isUsStateId('ZZ')).toBe(false);
  });
});
