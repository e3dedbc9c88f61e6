import type { CommerceClient, PayLink } from '@fitkit/commerce-hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { commerceContext } from '../server/commerce.server';
import { config } from '../server/config.server';
import { action, loader } from './pay';
import { runRoute } from './route.test.helper';
import { loader as thankYouLoader } from './thank-you';

const ORDER_ID = '0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77';
const TOKEN = 'link_abcdefghijklmnopqrstuvwxyz012345';
const PAGE = `/pay/?orderId=${ORDER_ID}`;
const LINK: PayLink = {
  orderId: ORDER_ID,
  orderReference: 'FK-ABCD2345',
  balanceId: 'b1',
  amount: 2_450,
  reason: 'Freight surcharge',
  expiresAt: '2026-12-09T00:00:00.000Z',
};

/** Runs a route function of the pay pages with a commerce client; answers what it returned or threw. */
function run(
  fn: (args: never) => unknown,
  target: string,
  { cookie = '', client = {}, form }: { cookie?: string; client?: Partial<CommerceClient>; form?: FormData },
) {
  const request = new Request(`http://shop.test${target}`, {
    headers: { cookie },
    ...(form ? { method: 'POST', body: form } : {}),
  });
  return runRoute(fn, request, (context) =>
    context.set(commerceContext, { client: client as CommerceClient, queryClient: new QueryClient() }),
  );
}

const statusOf = (answer: unknown) => (answer as { init: ResponseInit }).init.status;
const dataOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

function payForm(token = 'tok_1', key = 'attempt-0001') {
  const form = new FormData();
  form.set('intent', 'card');
  form.set('key', key);
  form.set('token', token);
  return form;
}

describe('the pay page', () => {
  it('moves the e-mail link’s token into a cookie for /pay/ and reloads without it, asking nothing', async () => {
    const getPayLink = vi.fn();
    const { answer, cacheControl } = await run(loader, `${PAGE}&token=${TOKEN}`, { client: { getPayLink } });
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(PAGE);
    expect(response.headers.get('Set-Cookie')).toBe(
      `payLinkToken=${TOKEN}; Max-Age=86400; Path=/pay/; SameSite=Lax; Secure; HttpOnly`,
    );
    expect(getPayLink).not.toHaveBeenCalled();
    expect(cacheControl).toBe('private, no-store');
  });

  it('shows the order reference and the amount due of the link in its cookie', async () => {
    const getPayLink = vi.fn<CommerceClient['getPayLink']>(async () => ({ ok: true, data: LINK }));
    const { answer, cacheControl } = await run(loader, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { getPayLink },
    });
    expect(answer).toMatchObject({ link: LINK, problem: null });
    expect(getPayLink).toHaveBeenCalledWith(ORDER_ID, TOKEN);
    expect(cacheControl).toBe('private, no-store');
  });

  it('answers a wrong, expired or used link with its 4xx and the API’s words; no token at all is a 404', async () => {
    for (const [status, code, message] of [
      [404, 'PAY_LINK_NOT_VALID', 'This payment link is not valid.'],
      [410, 'PAY_LINK_EXPIRED', 'This payment link has expired.'],
      [409, 'BALANCE_PAID', 'This balance has been paid already. Thank you!'],
    ] as const) {
      const getPayLink = async () => ({
        ok: false as const,
        error: { kind: 'http' as const, status, code, message },
      });
      const { answer } = await run(loader, PAGE, { cookie: `payLinkToken=${TOKEN}`, client: { getPayLink } });
      expect(statusOf(answer)).toBe(status);
      expect(dataOf(answer)).toEqual({ link: null, problem: message });
    }
    const { answer } = await run(loader, PAGE, { client: { getPayLink: vi.fn() } });
    expect(statusOf(answer)).toBe(404);
    expect(dataOf(answer).problem).toMatch(/not valid/);
  });

  it('pays with the attempt’s key and sends the shopper to /thank-you/ with the status link kept for it', async () => {
    const payBalance = vi.fn<CommerceClient['payBalance']>(async () => ({
      ok: true,
      data: {
        orderId: ORDER_ID,
        orderReference: 'FK-ABCD2345',
        balanceId: 'b1',
        amount: 2_450,
        status: 'PAID',
        confirmationUrl: null,
        clientSecret: null,
        token: 'status_token_0123456789',
        orderStatusUrl: `http://shop.test/order/status/${ORDER_ID}/?token=status_token_0123456789`,
      },
    }));
    const { answer } = await run(action, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { payBalance },
      form: payForm(),
    });
    expect(payBalance).toHaveBeenCalledWith(
      ORDER_ID,
      { linkToken: TOKEN, provider: 'sandbox', token: 'tok_1' },
      'attempt-0001',
    );
    const response = answer as Response;
    expect(response.headers.get('Location')).toBe('/thank-you/?order=FK-ABCD2345');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('payLinkToken=; Max-Age=0; Path=/pay/');
    expect(cookies).toContain(
      `orderStatusLink=${encodeURIComponent(`/order/status/${ORDER_ID}/?token=status_token_0123456789`)}; Max-Age=3600; Path=/thank-you/; SameSite=Lax; Secure; HttpOnly`,
    );

    const thanks = await run(thankYouLoader, '/thank-you/?order=FK-ABCD2345', {
      cookie: cookies[1]!.split(';')[0]!,
    });
    expect(thanks.answer).toEqual({
      reference: 'FK-ABCD2345',
      statusHref: `/order/status/${ORDER_ID}/?token=status_token_0123456789`,
    });
    expect(thanks.cacheControl).toBe('private, no-store');
  });

  it('a decline is the card step’s message; an attempt in flight is sent again with its key; no link pays nothing', async () => {
    const declined = async () => ({
      ok: false as const,
      error: {
        kind: 'http' as const,
        status: 402,
        code: 'CARD_DECLINED' as const,
        message: 'Your card was declined.',
      },
    });
    const first = await run(action, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { payBalance: declined },
      form: payForm(),
    });
    expect(dataOf(first.answer).outcome).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
      sameAttempt: false,
      retryAfter: null,
    });
    const inFlight = async () => ({
      ok: false as const,
      error: { kind: 'http' as const, status: 409, code: 'PAYMENT_IN_FLIGHT' as const, message: 'Wait' },
    });
    const second = await run(action, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { payBalance: inFlight },
      form: payForm(),
    });
    expect(dataOf(second.answer).outcome).toMatchObject({ sameAttempt: true });
    const payBalance = vi.fn();
    const none = await run(action, PAGE, { client: { payBalance }, form: payForm() });
    expect(statusOf(none.answer)).toBe(400);
    expect(payBalance).not.toHaveBeenCalled();
  });

  it("3-D Secure: Stripe's card answers the client secret to this browser, and the confirmation pays under <key>-confirm", async () => {
    const waiting = {
      orderId: ORDER_ID,
      orderReference: 'FK-ABCD2345',
      balanceId: 'b1',
      amount: 2_450,
      status: 'REQUIRES_CONFIRMATION' as const,
      confirmationUrl: null,
      clientSecret: 'pi_1_secret_x',
      token: null,
      orderStatusUrl: null,
    };
    const payBalance = vi.fn<CommerceClient['payBalance']>(async () => ({ ok: true, data: waiting }));
    const form = payForm('ctoken_1');
    form.set('provider', 'stripe');
    const first = await run(action, PAGE, { cookie: `payLinkToken=${TOKEN}`, client: { payBalance }, form });
    expect(payBalance).toHaveBeenCalledWith(
      ORDER_ID,
      { linkToken: TOKEN, provider: 'stripe', token: 'ctoken_1' },
      'attempt-0001',
    );
    expect(statusOf(first.answer)).toBe(200);
    expect(dataOf(first.answer).outcome).toEqual({
      kind: 'authenticate',
      orderId: ORDER_ID,
      clientSecret: 'pi_1_secret_x',
    });
    expect(first.cacheControl).toBe('private, no-store');

    const confirmBalancePayment = vi.fn<CommerceClient['confirmBalancePayment']>(async () => ({
      ok: true,
      data: { ...waiting, status: 'PAID', clientSecret: null, token: 'tk', orderStatusUrl: null },
    }));
    const confirm = new FormData();
    confirm.set('intent', 'confirm');
    confirm.set('key', 'attempt-0001-confirm');
    confirm.set('orderId', ORDER_ID);
    const second = await run(action, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { confirmBalancePayment },
      form: confirm,
    });
    expect(confirmBalancePayment).toHaveBeenCalledWith(
      ORDER_ID,
      { linkToken: TOKEN },
      'attempt-0001-confirm',
    );
    expect((second.answer as Response).headers.get('Location')).toBe('/thank-you/?order=FK-ABCD2345');
  });

  it("3-D Secure on the sandbox's page: the payer goes there only on the sandbox's own origin", async () => {
    const waiting = (confirmationUrl: string) => async () => ({
      ok: true as const,
      data: {
        orderId: ORDER_ID,
        orderReference: 'FK-ABCD2345',
        balanceId: 'b1',
        amount: 2_450,
        status: 'REQUIRES_CONFIRMATION' as const,
        confirmationUrl,
        clientSecret: null,
        token: null,
        orderStatusUrl: null,
      },
    });
    const sandboxPage = `${config.sandboxPublicUrl}/confirm/pay_1`;
    const ok = await run(action, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { payBalance: waiting(sandboxPage) },
      form: payForm(),
    });
    expect(dataOf(ok.answer).outcome).toEqual({
      kind: 'confirm',
      orderId: ORDER_ID,
      confirmationUrl: sandboxPage,
    });
    const elsewhere = await run(action, PAGE, {
      cookie: `payLinkToken=${TOKEN}`,
      client: { payBalance: waiting('https://evil.example/confirm') },
      form: payForm(),
    });
    expect(statusOf(elsewhere.answer)).toBe(400);
    expect(dataOf(elsewhere.answer).outcome).toMatchObject({ kind: 'failed' });
  });

  it('the thank-you page without a status link points to the order look-up', async () => {
    const { answer } = await run(thankYouLoader, '/thank-you/?order=<script>', {});
    expect(answer).toEqual({ reference: null, statusHref: '/orderstatus/' });
  });
});
