// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checkout, Order } from '../client/types';
import { commerceKeys } from '../query/keys';
import { useApplyPromoCode, useCheckout } from './checkout-hooks';
import { routedApi as setup } from './hooks.test.helper';
import {
  useBraintreeClient,
  useCancelOrderItem,
  useConfirmBalancePayment,
  useLookupOrder,
  useOrder,
  usePayBalance,
  usePayLink,
} from './order-hooks';

afterEach(cleanup);

const PERM = 'perm-0001';

const checkout = (discount: number): Checkout => ({
  permId: PERM,
  shippingContact: null,
  billingContact: null,
  coupons: [],
  giftcards: [],
  summary: {
    subtotal: 10000,
    discount,
    freeShipping: false,
    giftCards: 0,
    total: 10000 - discount,
    balanceDue: 0,
  },
  receipt: null,
  orderSummary: {
    subtotal: 10000,
    discounts: [],
    discountTotal: discount,
    shipping: 0,
    estimatedTax: 0,
    total: 10000 - discount,
  },
});

const order = (status: Order['items'][number]['shippingStatus']): Order =>
  ({ orderId: 'o1', orderReference: 'R-1', items: [{ itemId: 'i1', shippingStatus: status }] }) as Order;

describe('checkout hooks', () => {
  it('a promo code sets the cached checkout from its answer and reads the cart again', async () => {
    const { calls, queryClient, wrapper } = setup({
      [`GET /checkout/${PERM}`]: () => Response.json(checkout(0)),
      [`POST /checkout/${PERM}/coupons`]: () =>
        Response.json({
          code: 'SUCCESS',
          message: 'Promo code successfully applied!',
          checkout: checkout(1000),
        }),
    });
    queryClient.setQueryData(commerceKeys.cart(PERM), { permId: PERM, items: [], itemCount: 0, total: 0 });
    const { result } = renderHook(() => ({ checkout: useCheckout(PERM), apply: useApplyPromoCode(PERM) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.checkout.data?.summary.discount).toBe(0));
    await act(() => result.current.apply.mutateAsync('SAVE10'));
    await waitFor(() => expect(result.current.checkout.data?.summary.discount).toBe(1000));
    expect(queryClient.getQueryState(commerceKeys.cart(PERM))?.isInvalidated).toBe(true);
    expect(calls).toEqual([`GET /checkout/${PERM}`, `POST /checkout/${PERM}/coupons`]);
  });

  it('a refused code is an error carrying the API code and message', async () => {
    const { wrapper } = setup({
      [`POST /checkout/${PERM}/coupons`]: () =>
        Response.json({ code: 'PROMO_CODE_NOT_VALID', message: 'Promo code not valid.' }, { status: 422 }),
    });
    const { result } = renderHook(() => useApplyPromoCode(PERM), { wrapper });
    await act(() => result.current.mutateAsync('BAD').catch(() => undefined));
    await waitFor(() => expect(result.current.error?.code).toBe('PROMO_CODE_NOT_VALID'));
    expect(result.current.error?.error).toMatchObject({ message: 'Promo code not valid.' });
  });
});

describe('order hooks', () => {
  it('cancelling a line puts the changed order in the cache', async () => {
    const { wrapper } = setup({
      'GET /orders/o1': () => Response.json(order('PENDING')),
      'PUT /orders/o1/items/i1': () => Response.json({ data: order('CANCELLED'), msg: 'Item cancelled' }),
    });
    const { result } = renderHook(
      () => ({ order: useOrder('o1', 'tok'), cancel: useCancelOrderItem('o1', 'tok') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.order.data?.items[0]?.shippingStatus).toBe('PENDING'));
    await act(() =>
      result.current.cancel.mutateAsync({ itemId: 'i1', details: { reason: 'Changed my mind' } }),
    );
    await waitFor(() => expect(result.current.order.data?.items[0]?.shippingStatus).toBe('CANCELLED'));
  });

  it('stays idle without a token, and the look-up answers id and token', async () => {
    const { calls, wrapper } = setup({
      'POST /orders/lookup': () => Response.json({ orderId: 'o1', token: 'tok' }),
    });
    const { result } = renderHook(() => ({ order: useOrder('o1', null), lookup: useLookupOrder() }), {
      wrapper,
    });
    expect(result.current.order.fetchStatus).toBe('idle');
    const answer = await act(() =>
      result.current.lookup.mutateAsync({ orderReference: 'R-1', email: 'a@b.co' }),
    );
    expect(answer).toEqual({ orderId: 'o1', token: 'tok' });
    expect(calls).toEqual(['POST /orders/lookup']);
  });
});

describe('pay-link hooks', () => {
  it('reads the link, pays it, confirms it after the bank (3-D Secure), reading the link again after each', async () => {
    let paid = false;
    const { calls, wrapper } = setup({
      'GET /pay-links/o1': () =>
        paid
          ? Response.json({ statusCode: 409, code: 'BALANCE_PAID', message: 'Paid already' }, { status: 409 })
          : Response.json({
              orderId: 'o1',
              orderReference: 'R-1',
              balanceId: 'b1',
              amount: 2450,
              reason: 'Freight',
            }),
      'POST /pay-links/o1/payments': () =>
        Response.json({ orderId: 'o1', status: 'REQUIRES_CONFIRMATION', clientSecret: 'pi_1_secret_x' }),
      'POST /pay-links/o1/payments/confirm': () => {
        paid = true;
        return Response.json({ orderId: 'o1', status: 'PAID', token: 'tok', orderStatusUrl: 'x' });
      },
    });
    const { result } = renderHook(
      () => ({
        link: usePayLink('o1', 'link-token'),
        pay: usePayBalance('o1'),
        confirm: useConfirmBalancePayment('o1'),
        idle: usePayLink('o2', null),
      }),
      { wrapper },
    );
    expect(result.current.idle.fetchStatus).toBe('idle');
    await waitFor(() => expect(result.current.link.data?.amount).toBe(2450));
    const answer = await act(() =>
      result.current.pay.mutateAsync({
        payment: { linkToken: 'link-token', provider: 'sandbox', token: 'tok_1' },
        idempotencyKey: 'attempt-0001',
      }),
    );
    expect(answer).toMatchObject({ status: 'REQUIRES_CONFIRMATION', clientSecret: 'pi_1_secret_x' });
    const confirmed = await act(() =>
      result.current.confirm.mutateAsync({ linkToken: 'link-token', idempotencyKey: 'attempt-0001-confirm' }),
    );
    expect(confirmed.status).toBe('PAID');
    await waitFor(() => expect(result.current.link.error?.code).toBe('BALANCE_PAID'));
    expect(calls.filter((c) => c === 'GET /pay-links/o1')).toHaveLength(3);
  });

  it("reads Braintree's client token only when enabled", async () => {
    const { calls, wrapper } = setup({
      'GET /checkout/braintreeclient': () => Response.json({ clientToken: 'eyJ' }),
    });
    const { result, rerender } = renderHook(({ on }) => useBraintreeClient(on), {
      wrapper,
      initialProps: { on: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ on: true });
    await waitFor(() => expect(result.current.data?.clientToken).toBe('eyJ'));
    expect(calls).toEqual(['GET /checkout/braintreeclient']);
  });
});
