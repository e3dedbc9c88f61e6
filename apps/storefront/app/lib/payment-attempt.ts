/** What a payment attempt came to, as the payment step's browser code handles it. */
export type PaymentOutcome =
  | { kind: 'placed' }
  | { kind: 'confirm'; orderId: string; confirmationUrl: string }
  /** The provider's script runs the confirmation on this page (Stripe.js with the PaymentIntent's secret). */
  | { kind: 'authenticate'; orderId: string; clientSecret: string }
  | {
      kind: 'failed';
      /** The API's words: the card's reason, or why it could not be reached. */
      message: string;
      /** The API may still finish this attempt: a retry sends the same Idempotency-Key. */
      sameAttempt: boolean;
      /** Seconds to wait before that retry (Retry-After). */
      retryAfter: number | null;
    };

/** Where a payment waiting for the shopper's confirmation is remembered while they are on the provider's page. */
export const PENDING_CONFIRMATION_KEY = 'fitkit:pending-payment';

/**
 * The Idempotency-Key of the current attempt: made once, kept while the API may still finish the attempt (a 503 or
 * an attempt in flight), and made anew after an answer that ends it (a decline).
 */
export function nextAttemptKey(
  current: string | null,
  last: PaymentOutcome | null,
  make: () => string,
): string {
  if (current && (last === null || (last.kind === 'failed' && last.sameAttempt))) return current;
  return make();
}

/** The message of a failed attempt, with when to try again when the API said. */
export function failureMessage(outcome: Extract<PaymentOutcome, { kind: 'failed' }>): string {
  if (!outcome.sameAttempt) return outcome.message;
  const wait = outcome.retryAfter ? ` in ${outcome.retryAfter} seconds` : '';
  return `We could not complete the payment just now. Please try again${wait}; you will not be charged twice.`;
}

/** What a payment action answers the browser: the outcome of the attempt (null when the form was not one). */
export type CardPaymentAnswer = { form: 'payment'; outcome: PaymentOutcome | null };
