import type { PaymentOutcome } from '../lib/payment-attempt';
import { allowedReturnUrl, sameOriginPath } from '../lib/redirect-target';
import { config } from './config.server';
import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** The API's answer to a payment (PaymentAnswer): placed, or waiting for the shopper's confirmation. */
type PaymentAnswer = {
  orderId: string;
  orderReference: string;
  status: 'PLACED' | 'REQUIRES_CONFIRMATION';
  confirmationUrl: string | null;
  orderStatusUrl: string | null;
};

/** What the payment step's browser code asks for; the key is the attempt's Idempotency-Key. */
export type PaymentRequest =
  | { intent: 'card'; key: string; token: string }
  | { intent: 'giftcard'; key: string }
  | { intent: 'confirm'; key: string; orderId: string };

/** Reads a payment step form; null when it is not one. */
export function readPaymentRequest(form: FormData): PaymentRequest | null {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const key = get('key');
  if (!key) return null;
  switch (get('intent')) {
    case 'card':
      return get('token') ? { intent: 'card', key, token: get('token') } : null;
    case 'giftcard':
      return { intent: 'giftcard', key };
    case 'confirm':
      return get('orderId') ? { intent: 'confirm', key, orderId: get('orderId') } : null;
    default:
      return null;
  }
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
  const [path, body] =
    request.intent === 'card'
      ? [`${base}/card`, { provider: 'sandbox', token: request.token }]
      : request.intent === 'giftcard'
        ? [`${base}/giftcard`, undefined]
        : [`${base}/orders/${encodeURIComponent(request.orderId)}/confirm`, undefined];
  const result = await callShopperApi<PaymentAnswer>(shopper, 'POST', path, {
    body,
    headers: { 'idempotency-key': request.key },
  });
  if (!result.ok) {
    // The API may still finish this attempt (the provider did not answer, or the attempt is in flight): it says so
    // with a 503 or a Retry-After, and the same key is sent again.
    const sameAttempt = result.status >= 500 || result.retryAfter !== null;
    return {
      outcome: { kind: 'failed', message: result.message, sameAttempt, retryAfter: result.retryAfter },
      statusPath: null,
    };
  }
  const answer = result.data;
  if (answer.status === 'REQUIRES_CONFIRMATION') {
    // The shopper is sent only to the provider's own origin (or back to the shop).
    const origins = [new URL(config.sandboxPublicUrl).origin];
    const confirmationUrl = allowedReturnUrl(answer.confirmationUrl, '', origins);
    if (!confirmationUrl) {
      const message = 'We could not open the confirmation page of your bank. Please try again.';
      return { outcome: { kind: 'failed', message, sameAttempt: false, retryAfter: null }, statusPath: null };
    }
    return { outcome: { kind: 'confirm', orderId: answer.orderId, confirmationUrl }, statusPath: null };
  }
  const status = answer.orderStatusUrl ? new URL(answer.orderStatusUrl, 'http://shop.invalid') : null;
  return {
    outcome: { kind: 'placed' },
    statusPath: status ? sameOriginPath(`${status.pathname}${status.search}`, '/orderstatus/') : null,
  };
}

/** The cookie that hands the receipt page the order status link (with its token) for an hour. */
export const ORDER_STATUS_COOKIE = 'orderStatusLink';

/** The Set-Cookie of {@link ORDER_STATUS_COOKIE}, readable only by the receipt page. */
export function orderStatusCookie(path: string): string {
  return `${ORDER_STATUS_COOKIE}=${encodeURIComponent(path)}; Max-Age=3600; Path=/checkout/receipt/; SameSite=Lax; Secure; HttpOnly`;
}
