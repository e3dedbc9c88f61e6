import type { CommerceClient, Order } from '@fitkit/commerce-hooks';
import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { commerceContext } from '../server/commerce.server';
import { pageKindMiddleware } from '../server/page-kind.server';
import { loader } from './order-status';

const ORDER_ID = '0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const PAGE = `/order/status/${ORDER_ID}/`;

/** Runs the status page's loader inside the root's page-kind middleware; returns its answer and Cache-Control. */
async function open(target: string, cookie: string, getOrder: CommerceClient['getOrder']) {
  const request = new Request(`http://shop.test${target}`, { headers: { cookie } });
  const context = new RouterContextProvider();
  context.set(commerceContext, {
    client: { getOrder } as CommerceClient,
    queryClient: new QueryClient(),
  });
  let answer: unknown;
  const response = await pageKindMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      try {
        answer = await loader({ request, params: { orderId: target.split('/')[3] }, context } as never);
      } catch (thrown) {
        answer = thrown;
      }
      return new Response(null);
    },
  );
  return { answer, cacheControl: (response as Response).headers.get('Cache-Control') };
}

const found = vi.fn<CommerceClient['getOrder']>(async () => ({
  ok: true,
  data: { orderId: ORDER_ID, orderReference: 'R-1001' } as Order,
}));

describe('the order status page', () => {
  it('moves the token of the link into its cookie and reloads without it, never asking the API first', async () => {
    const getOrder = vi.fn();
    const { answer, cacheControl } = await open(`${PAGE}?token=${TOKEN}`, '', getOrder);
    expect((answer as Response).headers.get('Location')).toBe(PAGE);
    expect(getOrder).not.toHaveBeenCalled();
    expect(cacheControl).toBe('private, no-store');
  });

  it('reads the order with the token of its cookie', async () => {
    const { answer, cacheControl } = await open(PAGE, `orderToken=${TOKEN}`, found);
    expect(answer).toEqual({ order: { orderId: ORDER_ID, orderReference: 'R-1001' } });
    expect(found).toHaveBeenCalledWith(ORDER_ID, TOKEN);
    expect(cacheControl).toBe('private, no-store');
  });

  it('sends a shopper without a token, or with one that no longer opens the order, to the order login', async () => {
    const without = await open(PAGE, '', found);
    expect((without.answer as Response).headers.get('Location')).toBe('/orderstatus/');
    const expired = await open(PAGE, `orderToken=${TOKEN}`, async () => ({
      ok: false,
      error: { kind: 'http', status: 404, code: 'ORDER_NOT_FOUND', message: 'Not found' },
    }));
    const response = expired.answer as Response;
    expect(response.headers.get('Location')).toBe('/orderstatus/');
    expect(response.headers.get('Set-Cookie')).toBe(`orderToken=; Max-Age=0; Path=${PAGE}`);
  });

  it('answers 404 for an id that is no order id', async () => {
    const { answer } = await open('/order/status/not-an-id/', `orderToken=${TOKEN}`, found);
    expect((answer as { init: ResponseInit }).init.status).toBe(404);
  });
});
