import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { amountDue } from './amount-due';
import type { CheckoutDetailsSource } from './checkout-details';
import { PayPalProvider } from './providers/paypal';
import type { ProviderRegistry } from './providers/registry';

/**
 * PayPal's request id of one createOrder of a checkout: the client's key with the amount, so a repeat makes no
 * second order and a changed cart a new one; hashed, so PayPal never sees the permId.
 */
function paypalOrderKey(site: string, permId: string, key: string, amount: number): string {
  return `checkout-${createHash('sha256').update(`${site}\0${permId}\0${key}\0${amount}`).digest('hex')}`;
}

/**
 * The PayPal order the shopper approves in PayPal's buttons (their createOrder), for what the checkout owes now.
 * Nothing is held or ordered: `payments Paypal` makes the order with the approved PayPal order's id, and only its
 * own amount places it. Answers the PayPal order, or how long to wait when PayPal did not answer.
 */
export async function paypalCheckoutOrder(
  deps: { db: Database; providers: ProviderRegistry; checkoutDetails: CheckoutDetailsSource },
  site: string,
  permId: string,
  key: string,
): Promise<{ ok: true; value: { id: string; amount: number } } | { ok: false; retryAfterSeconds: number }> {
  const paypal = deps.providers.get('paypal');
  if (!(paypal instanceof PayPalProvider)) {
    throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', "The payment provider 'paypal' is not available");
  }
  const { amountCents } = await amountDue(deps.db, deps.checkoutDetails, site, permId);
  if (amountCents <= 0) {
    throw new ApiError(
      422,
      'PAYMENT_REJECTED',
      'Your gift cards cover the total: place the order with them.',
    );
  }
  const result = await paypal.createCheckoutOrder(
    // A reference of this checkout attempt: the order itself is made once the shopper has approved.
    { orderId: randomUUID(), amount: amountCents, currency: 'usd' },
    { idempotencyKey: paypalOrderKey(site, permId, key, amountCents) },
  );
  if (result.ok) return { ok: true, value: { id: result.value.id, amount: amountCents } };
  if (result.failure.kind === 'unavailable') {
    return { ok: false, retryAfterSeconds: result.failure.retryAfterSeconds };
  }
  throw new ApiError(422, 'PAYMENT_REJECTED', 'PayPal did not accept the order; please try again.');
}
