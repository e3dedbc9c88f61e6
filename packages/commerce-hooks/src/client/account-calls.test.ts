import { describe, expect, it } from 'vitest';
import { recordingClient } from './recording-client.test.helper';

const change = { contact: { fullName: 'Sam' }, isDefault: true };

describe('account calls', () => {
  it('send each call to its path with the documented body', async () => {
    const { api, sent } = recordingClient(undefined, { headers: { key: 'idempotency-key' } });
    await api.getAddressBook();
    await api.addAddress(change);
    await api.updateAddress('a1', change);
    await api.setDefaultAddress('a1');
    await api.deleteAddress('a1');
    await api.getSavedCards();
    await api.removeSavedCard('c1');
    await api.getOrderHistory();
    await api.getOrderHistoryLink('o1');
    await api.getNewsletterPreference();
    await api.setNewsletterPreference({ subscribed: true });
    await api.updateProfile({ name: 'Sam' });
    await api.deleteAccount('secret password');
    await api.payWithSavedCard('perm-1', 'c1', 'key-0001');
    expect(sent).toEqual([
      { method: 'GET', url: '/account/addresses', key: null, body: undefined },
      { method: 'POST', url: '/account/addresses', key: null, body: change },
      { method: 'PATCH', url: '/account/addresses/a1', key: null, body: change },
      { method: 'POST', url: '/account/addresses/a1/default', key: null, body: undefined },
      { method: 'DELETE', url: '/account/addresses/a1', key: null, body: undefined },
      { method: 'GET', url: '/account/cards', key: null, body: undefined },
      { method: 'DELETE', url: '/account/cards/c1', key: null, body: undefined },
      { method: 'GET', url: '/account/orders', key: null, body: undefined },
      { method: 'POST', url: '/account/orders/o1/link', key: null, body: undefined },
      { method: 'GET', url: '/account/newsletter', key: null, body: undefined },
      { method: 'POST', url: '/account/newsletter', key: null, body: { subscribed: true } },
      { method: 'POST', url: '/account/profile', key: null, body: { name: 'Sam' } },
      { method: 'POST', url: '/account/delete', key: null, body: { password: 'secret password' } },
      {
        method: 'POST',
        url: '/payments/perm-1/saved-card',
        key: 'key-0001',
        body: { savedCardId: 'c1' },
      },
    ]);
  });

  it("hands back another shopper's address as the API's 404", async () => {
    const { api } = recordingClient(
      { statusCode: 404, code: 'ADDRESS_NOT_FOUND', message: 'Address not found' },
      { status: 404 },
    );
    const result = await api.deleteAddress('theirs');
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404, code: 'ADDRESS_NOT_FOUND' },
    });
  });
});
