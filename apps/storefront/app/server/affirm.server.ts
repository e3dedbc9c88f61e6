import { createHash } from 'node:crypto';
import type { PaymentOutcome } from '../lib/payment-attempt';
import { AFFIRM_PATHS } from '../shop-routes';
import { failedOutcome, pay } from './payment.server';
import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** The Idempotency-Key of paying with one Affirm checkout token: a reload or a repost of it replays, never pays twice. */
export function affirmPaymentKey(checkoutToken: string): string {
  return `affirm-${createHash('sha256').update(checkoutToken).digest('hex').slice(0, 40)}`;
}

/** The text when the shopper's checkout is not in this browser (no permId cookie came with Affirm's return). */
export const AFFIRM_NO_CHECKOUT_TEXT =
  'We could not find your checkout in this browser. Please open your cart and pay again; nothing was charged.';

/**
 * Pays the shopper's own cart with Affirm's checkout token (`payments Affirm`): only a shopper whose permId cookie
 * came with the request owns a cart to pay; anyone else is told so and nothing is called.
 */
export async function payWithAffirm(
  shopper: ShopperKey & { isNew: boolean },
  checkoutToken: string,
): Promise<{ outcome: PaymentOutcome; statusPath: string | null }> {
  if (shopper.isNew) {
    return {
      outcome: { kind: 'failed', message: AFFIRM_NO_CHECKOUT_TEXT, sameAttempt: false, retryAfter: null },
      statusPath: null,
    };
  }
  return pay(shopper, {
    intent: 'affirm',
    key: affirmPaymentKey(checkoutToken),
    token: checkoutToken,
  });
}

/**
 * The checkout object affirm.js opens Affirm with (`payments AffirmObject`), priced by the API for the shopper's
 * checkout, with the shop's own Affirm pages on `origin` (the API refuses any other) as the return pages.
 */
export async function affirmCheckoutObject(
  shopper: ShopperKey,
  origin: string,
): Promise<{ ok: true; checkout: unknown } | { ok: false; outcome: PaymentOutcome }> {
  const result = await callShopperApi<unknown>(
    shopper,
    'POST',
    `payments/${encodeURIComponent(shopper.permId)}/affirm-object`,
    {
      body: {
        userConfirmationUrl: new URL(AFFIRM_PATHS.success, origin).toString(),
        userCancelUrl: new URL(AFFIRM_PATHS.cancelled, origin).toString(),
      },
    },
  );
  if (result.ok) return { ok: true, checkout: result.data };
  return { ok: false, outcome: failedOutcome(result.status, result.message, result.retryAfter) };
}
