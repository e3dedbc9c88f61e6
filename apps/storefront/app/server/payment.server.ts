import type { PaymentOutcome } from '../lib/payment-attempt';
import { type CardProvider, isCardProvider } from '../lib/payment-methods';
import { allowedReturnUrl, sameOriginPath } from '../lib/redirect-target';
import { config } from './config.server';
import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** The API's answer to a payment (PaymentAnswer): placed, or waiting for the shopper's confirmation. */
type PaymentAnswer = {
  orderId: string;
  orderReference: string;
  status: 'PLACED' | 'REQUIRES_CONFIRMATION';
  confirmationUrl: string | null;
  /** Set when the provider's script confirms in the page (Stripe's 3-D Secure); only ever for this shopper. */
  clientSecret?: string | null;
  orderStatusUrl: string | null;
};

/** What the payment step's browser code asks for; the key is the attempt's Idempotency-Key. */
export type PaymentRequest =
  | { intent: 'card'; key: string; token: string; provider: CardProvider; shouldSave: boolean }
  | { intent: 'saved-card'; key: string; savedCardId: string }
  | { intent: 'giftcard'; key: string }
  | { intent: 'confirm'; key: string; orderId: string }
  | { intent: 'affirm'; key: string; token: string }
  /** PayPal's buttons approved this PayPal order (its id is the token); `onApprove` pays with it. */
  | { intent: 'paypal'; key: string; token: string };

/** Reads a payment step form; null when it is not one. */
export function readPaymentRequest(form: FormData): PaymentRequest | null {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const key = get('key');
  if (!key) return null;
  switch (get('intent')) {
    case 'card': {
      // The sandbox when unnamed; a provider the shop does not know is no payment request.
      const provider = get('provider') || 'sandbox';
      return get('token') && isCardProvider(provider)
        ? { intent: 'card', key, token: get('token'), provider, shouldSave: get('shouldSave') === 'true' }
        : null;
    }
    case 'saved-card':
      return get('savedCardId') ? { intent: 'saved-card', key, savedCardId: get('savedCardId') } : null;
    case 'giftcard':
      return { intent: 'giftcard', key };
    case 'confirm':
      return get('orderId') ? { intent: 'confirm', key, orderId: get('orderId') } : null;
    case 'paypal':
      return get('token') ? { intent: 'paypal', key, token: get('token') } : null;
    default:
      return null;
  }
}

// The API path and body of each kind of payment request.
function paymentCall(base: string, request: PaymentRequest): [string, object | undefined] {
  switch (request.intent) {
    case 'card':
      // Bolt's card token pays through its own call (payments Bolt); Bolt keeps no card for us.
      if (request.provider === 'bolt') return [`${base}/bolt`, { token: request.token, shouldSave: false }];
      // SPEC §7 shouldSave: the API keeps the card only for a signed-in shopper (a guest's is never kept).
      return [
        `${base}/card`,
        { provider: request.provider, token: request.token, shouldSave: request.shouldSave },
      ];
    case 'saved-card':
      return [`${base}/saved-card`, { savedCardId: request.savedCardId }];
    case 'giftcard':
      return [`${base}/giftcard`, undefined];
    case 'confirm':
      return [`${base}/orders/${encodeURIComponent(request.orderId)}/confirm`, undefined];
    case 'affirm':
      return [`${base}/affirm`, { token: request.token }];
    case 'paypal':
      return [`${base}/paypal`, { token: request.token, shouldSave: false }];
  }
}

/** The outcome of an answer that is not a success, with whether the API may still finish the same attempt. */
export function failedOutcome(status: number, message: string, retryAfter: number | null): PaymentOutcome {
  // The API may still finish this attempt (the provider did not answer, or the attempt is in flight): it says so
  // with a 503 or a Retry-After, and the same key is sent again.
  const sameAttempt = status >= 500 || retryAfter !== null;
  return { kind: 'failed', message, sameAttempt, retryAfter };
}

/** The shop path of an API's order status link (with its token), kept on our origin. */
export function statusPathOf(orderStatusUrl: string | null): string | null {
  const status = orderStatusUrl ? new URL(orderStatusUrl, 'http://shop.invalid') : null;
  return status ? sameOriginPath(`${status.pathname}${status.search}`, '/orderstatus/') : null;
}

/**
 * Pays through the API's payment routes with the attempt's Idempotency-Key: only the provider's token leaves the
 * browser. Answers what the step does next; on success also the order status path, for the receipt.
 */
export async function pay(
  shopper: ShopperKey,
  request: PaymentRequest,
): Promise<{ outcome: PaymentOutcome; statusPath: string | null }> {
  const { permId } = shopper;
  const base = `payments/${encodeURIComponent(permId)}`;
  const [path, body] = paymentCall(base, request);
  const result = await callShopperApi<PaymentAnswer>(shopper, 'POST', path, {
    body,
    headers: { 'idempotency-key': request.key },
  });
  if (!result.ok) {
    return { outcome: failedOutcome(result.status, result.message, result.retryAfter), statusPath: null };
  }
  const answer = result.data;
  if (answer.status === 'REQUIRES_CONFIRMATION')
    return { outcome: confirmationOutcome(answer), statusPath: null };
  return { outcome: { kind: 'placed' }, statusPath: statusPathOf(answer.orderStatusUrl) };
}

/**
 * What the browser does for an answer waiting for the shopper's confirmation (checkout or pay link): run the
 * provider's script in the page with the client secret, or go to the provider's confirmation page.
 */
export function confirmationOutcome(answer: {
  orderId: string;
  confirmationUrl: string | null;
  clientSecret?: string | null;
}): PaymentOutcome {
  if (answer.clientSecret) {
    // Stays between this shopper's browser and the provider's script: the answer is private, nothing logs it.
    return { kind: 'authenticate', orderId: answer.orderId, clientSecret: answer.clientSecret };
  }
  // The shopper is sent only to the provider's own origin (or back to the shop).
  const origins = [new URL(config.sandboxPublicUrl).origin];
  const confirmationUrl = allowedReturnUrl(answer.confirmationUrl, '', origins);
  if (!confirmationUrl) {
    const message = 'We could not open the confirmation page of your bank. Please try again.';
    return { kind: 'failed', message, sameAttempt: false, retryAfter: null };
  }
  return { kind: 'confirm', orderId: answer.orderId, confirmationUrl };
}

/** The cookie that hands the receipt page the order status link (with its token) for an hour. */
export const ORDER_STATUS_COOKIE = 'orderStatusLink';

/** The Set-Cookie of {@link ORDER_STATUS_COOKIE}, readable only by the page that links it (the receipt by default). */
export function orderStatusCookie(path: string, page = '/checkout/receipt/'): string {
  return `${ORDER_STATUS_COOKIE}=${encodeURIComponent(path)}; Max-Age=3600; Path=${page}; SameSite=Lax; Secure; HttpOnly`;
}

/**
 * Makes the PayPal order PayPal's buttons open (their `createOrder`) for what the shopper's checkout owes now,
 * under the key of that one call: its id, or why it could not be made.
 */
export async function createPayPalOrder(
  shopper: ShopperKey,
  key: string,
): Promise<{ ok: true; id: string } | { ok: false; outcome: PaymentOutcome }> {
  const result = await callShopperApi<{ id: string }>(
    shopper,
    'POST',
    `payments/${encodeURIComponent(shopper.permId)}/paypal-order`,
    { headers: { 'idempotency-key': key } },
  );
  if (result.ok) return { ok: true, id: result.data.id };
  return { ok: false, outcome: failedOutcome(result.status, result.message, result.retryAfter) };
}
