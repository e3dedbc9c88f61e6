// The one interface every payment provider sits behind (DESIGN §2): the embedded sandbox today, card and
// wallet providers by key later. Card data never reaches the API; a payment starts from the provider's token.

/** Where a payment stands at the provider. */
export type ProviderPaymentStatus =
  | 'requires_confirmation'
  | 'authorised'
  | 'captured'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled'
  | 'declined'
  | 'processing_error';

/** Why the provider declined a payment. */
export type ProviderDeclineCode = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

/** A payment as the provider reports it; money in integer cents. */
export interface ProviderPayment {
  /** The provider's name, e.g. 'sandbox'. */
  provider: string;
  /** The provider's payment id. */
  id: string;
  /** Where it stands. */
  status: ProviderPaymentStatus;
  /** Authorised amount in cents. */
  amount: number;
  /** Lower-case ISO 4217 code. */
  currency: string;
  /** Cents captured. */
  capturedAmount: number;
  /** Cents refunded. */
  refundedAmount: number;
  /** Set when declined. */
  declineCode: ProviderDeclineCode | null;
  /** Page the shopper must open to confirm (3-D Secure and the like); set while status is requires_confirmation. */
  confirmationUrl: string | null;
  /**
   * What the provider's browser script finishes the shopper's next action with (Stripe's PaymentIntent client
   * secret), while status is requires_confirmation. Sent only to the order's own shopper; never stored or logged.
   */
  clientSecret?: string | null;
  /** What may be shown of the card. */
  card: { brand: string; last4: string } | null;
  /** Our order id, as sent at creation. */
  orderId: string | null;
  /** The card the provider keeps for later payments (asked with `shouldSave`, or the saved card charged). */
  savedCard?: SavedCardDetails | null;
}

/** A card a provider keeps for the shopper: its reference there and what may be shown of it. */
export interface SavedCardDetails {
  /** The provider's reference (`pm_…` in the sandbox). */
  ref: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Every call that changes something names its idempotency key; every call has a deadline. */
export interface CallOptions {
  /** Same key + same request → the same answer and never a second charge. */
  idempotencyKey: string;
  /** Give up after this many ms (default from config); a timeout is an `unavailable` failure. */
  timeoutMs?: number;
}

/** A deadline for a read. */
export interface ReadOptions {
  /** Give up after this many ms (default from config). */
  timeoutMs?: number;
}

/** What starts a payment: a token from the provider's own card fields (never card data), or a saved card. */
export interface CreatePaymentInput {
  /** The provider's single-use token (`tok_…` for the sandbox); ignored when `savedCard` is given. */
  token: string;
  /** Charge the card the provider keeps under this reference instead (providers with `chargeSavedCard`). */
  savedCard?: string;
  /** Cents, > 0. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /** Our order the payment belongs to; stored with the payment for reconciliation. */
  orderId: string;
  /** Capture at once instead of only authorising (default false: capture at shipping). */
  capture?: boolean;
  /** Shop page the shopper returns to after a confirmation; must be on the shop origin. */
  returnUrl?: string;
  /** Keep the payment method for the shopper's later purchases (providers that can save cards). */
  shouldSave?: boolean;
  /** More of our own keys to keep with the payment. */
  metadata?: Record<string, string>;
}

/**
 * Why a call failed. `unavailable`: no answer in time, no connection, or the provider's own outage — the
 * outcome is unknown, so the route answers 503 with Retry-After and a later retry (same key) or reconciliation
 * settles it. `rejected`: the provider answered and refused the request (bad token, wrong state…).
 */
export type ProviderFailure =
  | { kind: 'unavailable'; retryAfterSeconds: number; message: string }
  | { kind: 'rejected'; code: string; message: string };

/** A call's answer: the value, or a typed failure; never a thrown error for a provider problem. */
export type ProviderResult<T> = { ok: true; value: T } | { ok: false; failure: ProviderFailure };

/** A genuine provider event about a payment. */
export interface ProviderEvent {
  /** The provider's event id; handle each once. */
  id: string;
  /** The provider's event type, e.g. 'payment.captured'. */
  type: string;
  /** The payment as it now stands. */
  payment: ProviderPayment;
}

/** A webhook delivery checked: the event, or why it was refused (answer 400 and change nothing). */
export type WebhookVerification = { ok: true; event: ProviderEvent } | { ok: false; reason: string };

/** A payment provider. */
export interface PaymentProvider {
  /** Name stored with payments, e.g. 'sandbox'. */
  readonly name: string;
  /** Authorises (or captures) a payment from a token; declines are a payment status, not a failure. */
  createPayment(input: CreatePaymentInput, options: CallOptions): Promise<ProviderResult<ProviderPayment>>;
  /** Finishes a payment once the shopper has confirmed it on the provider's page. */
  confirmPayment(paymentId: string, options: CallOptions): Promise<ProviderResult<ProviderPayment>>;
  /** Captures an authorised payment, all of it or `amount` cents. */
  capturePayment(
    paymentId: string,
    input: { amount?: number },
    options: CallOptions,
  ): Promise<ProviderResult<ProviderPayment>>;
  /** Refunds `amount` cents of a captured payment, or all that is left. */
  refundPayment(
    paymentId: string,
    input: { amount?: number },
    options: CallOptions,
  ): Promise<ProviderResult<ProviderPayment>>;
  /** Releases an authorisation that will not be captured. */
  cancelPayment(paymentId: string, options: CallOptions): Promise<ProviderResult<ProviderPayment>>;
  /** One payment as it stands now. */
  retrievePayment(paymentId: string, options?: ReadOptions): Promise<ProviderResult<ProviderPayment>>;
  /** The payments made for an order, for reconciling one whose answer never came. */
  findPayments(orderId: string, options?: ReadOptions): Promise<ProviderResult<ProviderPayment[]>>;
  /** Checks a webhook delivery's signature and age against its raw body. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookVerification;
  /**
   * Set by providers whose saved cards the shop can charge (`savedCard`) and that report them (`savedCard` of a
   * payment); the others may still keep a card asked with `shouldSave`, but the account lists none of theirs.
   */
  readonly chargesSavedCards?: boolean;
  /** Stops a saved card from being charged again (when the shopper removes it or deletes the account). */
  detachSavedCard?(ref: string, options: CallOptions): Promise<ProviderResult<null>>;
}
