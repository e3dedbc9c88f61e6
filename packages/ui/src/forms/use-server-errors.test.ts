import { describe, expect, it } from 'vitest';
import { serverErrorMap } from './use-server-errors';

describe('serverErrorMap', () => {
  it('keys the errors list by field', () => {
    expect(
      serverErrorMap([
        { field: 'shippingContact.zipcode', message: 'Zip code not valid' },
        { field: 'shippingContact.email', message: 'Please enter a valid Email' },
      ]),
    ).toEqual({
      'shippingContact.zipcode': 'Zip code not valid',
      'shippingContact.email': 'Please enter a valid Email',
    });
    expect(serverErrorMap(undefined)).toEqual({});
  });
});
