import { describe, expect, it } from 'vitest';
import { recordingClient } from './recording-client.test.helper';

const why = { reason: 'Ordered by mistake' };

describe('checkout, receipt, order, tracking and pay-link calls', () => {
  it('send each call to its path with x-site and the documented body', async () => {
    const { api, sent } = recordingClient(undefined, { headers: { site: 'x-site' } });
    await api.getCheckout('perm-1');
    await api.applyPromoCode('perm-1', ' SAVE10 ');
    await api.removePromoCode('perm-1', 'SAVE10');
    await api.addGiftCard('perm-1', { number: ' 6000 ', pin: '1234' });
    await api.removeGiftCard('perm-1', 'gc 1');
    await api.getReceipt('R-1001', { permId: 'perm-1', lastFour: '4242', displayNetwork: 'visa' });
    await api.getOrder('o1', 't/k');
    await api.cancelOrder('o1', 'tk', why);
    await api.cancelOrderItem('o1', 'i1', 'tk', why);
    await api.returnOrderItem('o1', 'i2', 'tk', why);
    await api.lookupOrder({ orderReference: 'R-1001', zipcode: '10001' });
    await api.getTracking('trk1');
    await api.getPayLink('o1', 'link-token');
    await api.payBalance('o1', { linkToken: 'link-token', provider: 'sandbox', token: 'tok_1' }, 'key-0001');
    await api.confirmBalancePayment('o1', { linkToken: 'link-token' }, 'key-0001-confirm');
    await api.getBraintreeClient();
    expect(sent).toEqual([
      { method: 'GET', url: '/checkout/perm-1', site: 'fitkit', body: undefined },
      { method: 'POST', url: '/checkout/perm-1/coupons', site: 'fitkit', body: { promoCodeId: 'SAVE10' } },
      { method: 'DELETE', url: '/checkout/perm-1/coupons/SAVE10', site: 'fitkit', body: undefined },
      {
        method: 'POST',
        url: '/checkout/perm-1/giftcards',
        site: 'fitkit',
        body: { number: '6000', pin: '1234' },
      },
      { method: 'DELETE', url: '/checkout/perm-1/giftcards/gc%201', site: 'fitkit', body: undefined },
      {
        method: 'GET',
        url: '/receipt/R-1001?permId=perm-1&lastFour=4242&displayNetwork=visa',
        site: 'fitkit',
        body: undefined,
      },
      { method: 'GET', url: '/orders/o1?token=t%2Fk', site: 'fitkit', body: undefined },
      {
        method: 'PUT',
        url: '/orders/o1?token=tk',
        site: 'fitkit',
        body: { shippingStatus: 'CANCELLED', cancellationDetails: why },
      },
      {
        method: 'PUT',
        url: '/orders/o1/items/i1?token=tk',
        site: 'fitkit',
        body: { shippingStatus: 'CANCELLED', cancellationDetails: why },
      },
      {
        method: 'PUT',
        url: '/orders/o1/items/i2?token=tk',
        site: 'fitkit',
        body: { shippingStatus: 'RETURNED', returnDetails: why },
      },
      {
        method: 'POST',
        url: '/orders/lookup',
        site: 'fitkit',
        body: { orderReference: 'R-1001', zipcode: '10001' },
      },
      { method: 'GET', url: '/tracking/trk1', site: 'fitkit', body: undefined },
      { method: 'GET', url: '/pay-links/o1?token=link-token', site: 'fitkit', body: undefined },
      {
        method: 'POST',
        url: '/pay-links/o1/payments',
        site: 'fitkit',
        body: { linkToken: 'link-token', provider: 'sandbox', token: 'tok_1' },
      },
      {
        method: 'POST',
        url: '/pay-links/o1/payments/confirm',
        site: 'fitkit',
        body: { linkToken: 'link-token' },
      },
      { method: 'GET', url: '/checkout/braintreeclient', site: 'fitkit', body: undefined },
    ]);
  });

  it('answer a documented failure as an error value with its code and message', async () => {
    const { api } = recordingClient(
      { statusCode: 409, code: 'PROMO_CODE_EXISTS', message: 'Promo code has already been applied.' },
      { status: 409 },
    );
    expect(await api.applyPromoCode('perm-1', 'SAVE10')).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 409,
        code: 'PROMO_CODE_EXISTS',
        message: 'Promo code has already been applied.',
      },
    });
  });

  it('reads a rate-limited answer as RATE_LIMITED with the wait in its message', async () => {
    const message = 'Too many attempts. Please try again in 60 seconds.';
    const { api } = recordingClient({ statusCode: 429, code: 'RATE_LIMITED', message }, { status: 429 });
    const result = await api.lookupOrder({ orderReference: 'R-1', email: 'a@b.co' });
    expect(result).toMatchObject({ ok: false, error: { status: 429, code: 'RATE_LIMITED', message } });
  });
});
