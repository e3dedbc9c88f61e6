import type { CommerceClient, CommerceError } from '@fitkit/commerce-hooks';
import { redirect } from 'react-router';
import type { PaymentOutcome } from '../lib/payment-attempt';
import type { PaymentMethod } from '../lib/payment-methods';
import { PAY_PATHS } from '../shop-routes';
import { isLinkToken } from './orders.server';
import {
  confirmationOutcome,
  failedOutcome,
  orderStatusCookie,
  type PaymentRequest,
  statusPathOf,
} from './payment.server';

/**
 * The pay link's token lives in this cookie, scoped to the pay page and HttpOnly: the e-mail link's `?token=` is
 * moved here on first load and the page reloads at `/pay/?orderId=…`, so the token never shows in the address
 * bar, the history or a Referer header sent to the card frame's origin.
 */
export const PAY_LINK_COOKIE = 'payLinkToken';

/** Said when a link does not open a balance and the API did not say more. */
export const PAY_LINK_NOT_VALID_TEXT =
  'This payment link is not valid. Please open the link in your most recent e-mail from us again.';

/** The link's `?token=`, moved into the cookie with a reload at the clean URL (a malformed one is dropped); else null. */
export function moveLinkTokenToCookie(url: URL, orderId: string): Response | null {
  const token = url.searchParams.get('token');
  if (token === null) return null;
  const headers: HeadersInit = isLinkToken(token)
    ? {
        'Set-Cookie': `${PAY_LINK_COOKIE}=${token}; Max-Age=86400; Path=${PAY_PATHS.pay}; SameSite=Lax; Secure; HttpOnly`,
      }
    : {};
  return redirect(PAY_PATHS.payOrder(orderId), { status: 303, headers });
}

/** Why a pay link cannot be paid, as the page shows it: the API's words for the link's own refusals. */
export function payLinkProblem(error: CommerceError): { status: number; message: string } {
  if (error.kind === 'http' && [404, 409, 410, 429].includes(error.status)) {
    return { status: error.status, message: error.message };
  }
  if (error.kind === 'http' && error.status === 400) return { status: 404, message: PAY_LINK_NOT_VALID_TEXT };
  return { status: 503, message: 'We could not load your payment just now. Please try again in a moment.' };
}

/** The payment requests a pay link takes: a card's token, or the confirmation after the payer's bank. */
export type PayLinkRequest = Extract<PaymentRequest, { intent: 'card' | 'confirm' }>;

/** The ways a pay link offers: the sandbox card, and Stripe's card fields (with 3-D Secure) when configured. */
export function payLinkMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => method.id === 'sandbox' || method.id === 'stripe');
}

/**
 * Pays a pay link's balance with the card's token under the attempt's Idempotency-Key, or finishes it after the
 * payer's bank confirmation (3-D Secure) under `<key>-confirm`. Paid: 303 to `/thank-you/` with the order's status
 * link kept for that page and the link's cookie dropped; otherwise the outcome for the card step (the bank's
 * confirmation to run, a decline, or the same attempt to send again).
 */
export async function payLinkBalance(
  client: CommerceClient,
  orderId: string,
  linkToken: string,
  request: PayLinkRequest,
): Promise<Response | PaymentOutcome> {
  const result =
    request.intent === 'confirm'
      ? await client.confirmBalancePayment(orderId, { linkToken }, request.key)
      : await client.payBalance(
          orderId,
          { linkToken, provider: request.provider, token: request.token },
          request.key,
        );
  if (!result.ok) {
    const { error } = result;
    if (error.kind !== 'http') return failedOutcome(503, 'We could not reach our payment service.', null);
    return failedOutcome(error.status, error.message, error.code === 'PAYMENT_IN_FLIGHT' ? 1 : null);
  }
  if (result.data.status === 'REQUIRES_CONFIRMATION') return confirmationOutcome(result.data);
  const headers = new Headers();
  headers.append('Set-Cookie', `${PAY_LINK_COOKIE}=; Max-Age=0; Path=${PAY_PATHS.pay}`);
  const statusPath = statusPathOf(result.data.orderStatusUrl);
  if (statusPath) headers.append('Set-Cookie', orderStatusCookie(statusPath, PAY_PATHS.thankYou));
  const target = `${PAY_PATHS.thankYou}?${new URLSearchParams({ order: result.data.orderReference })}`;
  return redirect(target, { status: 303, headers });
}
