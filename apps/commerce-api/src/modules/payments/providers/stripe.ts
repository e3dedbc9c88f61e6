// Stripe behind the PaymentProvider interface, on Stripe's own server SDK: PaymentIntents confirmed at once with
// the ConfirmationToken of the Payment Element, authorised only (capture at shipping) unless told otherwise.
// A card saved with `shouldSave` is kept under a Customer made for it (the adapter knows no shopper), so its
// reference names both: `cus_…/pm_…`; paying with it names the two again, removing it detaches the PaymentMethod.
import Stripe from 'stripe';
import { rejected, retryAfterSeconds, unavailable } from './outcome';
import type {
  CallOptions,
  CreatePaymentInput,
  PaymentProvider,
  ProviderDeclineCode,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderResult,
  ReadOptions,
  SavedCardDetails,
  WebhookVerification,
} from './provider';

/** Stripe's keys and where its API is. */
export interface StripeSettings {
  /** Secret key (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** Signing secret of the webhook endpoint (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Default deadline of a call in ms (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
  /** Another API base URL (STRIPE_API_URL), for a local stand-in; Stripe's own when absent. */
  apiUrl?: string;
}

type Intent = Stripe.PaymentIntent;

const EXPAND = ['latest_charge'];

function declineCode(code: string | null | undefined): ProviderDeclineCode {
  if (code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'authentication_required' || code === 'payment_intent_authentication_failure') {
    return 'authentication_failed';
  }
  return 'card_declined';
}

function charge(intent: Intent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

function status(intent: Intent): ProviderPaymentStatus {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorised';
    case 'succeeded': {
      const refunded = charge(intent)?.amount_refunded ?? 0;
      if (refunded === 0) return 'captured';
      return refunded >= intent.amount_received ? 'refunded' : 'partially_refunded';
    }
    case 'canceled':
      return 'canceled';
    // A confirmation that failed leaves the intent waiting for another payment method: the card was declined.
    case 'requires_payment_method':
      return intent.last_payment_error ? 'declined' : 'requires_confirmation';
    // requires_action, requires_confirmation and processing all wait for something before the outcome is known.
    default:
      return 'requires_confirmation';
  }
}

const idOf = (field: string | { id: string } | null): string | null =>
  typeof field === 'string' ? field : (field?.id ?? null);

/** A saved card's reference, `cus_…/pm_…`, read back; null when it is not one. */
function savedCardRef(ref: string): { customer: string; paymentMethod: string } | null {
  const match = /^(cus_\w{1,64})\/(pm_\w{1,64})$/.exec(ref);
  return match?.[1] && match[2] ? { customer: match[1], paymentMethod: match[2] } : null;
}

/** The card kept on the intent's Customer once it went through (saved now or charged again). */
function savedCard(intent: Intent, card: Stripe.Charge.PaymentMethodDetails.Card | undefined) {
  const customer = idOf(intent.customer);
  const method = idOf(intent.payment_method);
  const through = intent.status === 'requires_capture' || intent.status === 'succeeded';
  if (!customer || !method || !card || !through) return null;
  return {
    ref: `${customer}/${method}`,
    brand: card.brand ?? 'unknown',
    last4: card.last4 ?? '',
    expMonth: card.exp_month,
    expYear: card.exp_year,
  } satisfies SavedCardDetails;
}

function toProviderPayment(intent: Intent): ProviderPayment {
  const latest = charge(intent);
  const card = latest?.payment_method_details?.card;
  const current = status(intent);
  return {
    provider: 'stripe',
    id: intent.id,
    status: current,
    amount: intent.amount,
    currency: intent.currency,
    capturedAmount: intent.amount_received,
    refundedAmount: latest?.amount_refunded ?? 0,
    declineCode:
      current === 'declined'
        ? declineCode(intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code)
        : null,
    confirmationUrl: intent.next_action?.redirect_to_url?.url ?? null,
    // Stripe.js's handleNextAction runs any next action (3-D Secure in a frame, or a redirect) from it.
    clientSecret: intent.status === 'requires_action' ? (intent.client_secret ?? null) : null,
    card: card ? { brand: card.brand ?? 'unknown', last4: card.last4 ?? '' } : null,
    orderId: intent.metadata?.orderId ?? null,
    savedCard: savedCard(intent, card),
  };
}

/** Turns what the SDK threw into a failure, or into the payment when it is a card decline. */
function fromError(error: unknown): ProviderResult<ProviderPayment> {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  // A decline is an answer about the payment: the intent travels with the card error.
  if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
    return { ok: true, value: toProviderPayment(error.payment_intent) };
  }
  const status = error.statusCode ?? 0;
  if (error instanceof Stripe.errors.StripeConnectionError || status >= 500 || status === 429) {
    const header = error.headers?.['retry-after'];
    return unavailable(
      error instanceof Stripe.errors.StripeConnectionError
        ? 'The payment provider could not be reached in time'
        : `The payment provider answered ${status}`,
      retryAfterSeconds(Array.isArray(header) ? header[0] : header),
    );
  }
  return rejected(error.code ?? error.type, error.message);
}

/** Stripe behind the PaymentProvider interface. */
export class StripeProvider implements PaymentProvider {
  /** Name stored with payments. */
  readonly name = 'stripe';

  /** {@inheritDoc PaymentProvider.chargesSavedCards} */
  readonly chargesSavedCards = true;

  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      // The orchestration retries with the same key; the SDK must not retry on its own.
      maxNetworkRetries: 0,
      timeout: settings.timeoutMs,
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  /** {@inheritDoc PaymentProvider.createPayment} */
  createPayment(input: CreatePaymentInput, options: CallOptions) {
    const saved = input.savedCard === undefined ? undefined : savedCardRef(input.savedCard);
    if (saved === null) return Promise.resolve(rejected('invalid_saved_card', 'Not a saved card of Stripe'));
    return this.call(async () => {
      // The card comes from the Payment Element's token, or from the Customer it was saved on.
      const card = saved
        ? { customer: saved.customer, payment_method: saved.paymentMethod }
        : {
            confirmation_token: input.token,
            ...(input.shouldSave && {
              customer: (await this.stripe.customers.create({}, this.request(options, 'customer'))).id,
              setup_future_usage: 'off_session' as const,
            }),
          };
      return this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          confirm: true,
          ...card,
          capture_method: input.capture ? 'automatic' : 'manual',
          metadata: { ...input.metadata, orderId: input.orderId },
          ...(input.returnUrl && { return_url: input.returnUrl }),
          expand: EXPAND,
        },
        this.request(options),
      );
    });
  }

  /** {@inheritDoc PaymentProvider.detachSavedCard} */
  async detachSavedCard(ref: string, options: CallOptions): Promise<ProviderResult<null>> {
    const saved = savedCardRef(ref);
    if (!saved) return rejected('resource_missing', 'Not a saved card of Stripe');
    try {
      await this.stripe.paymentMethods.detach(saved.paymentMethod, {}, this.request(options));
      return { ok: true, value: null };
    } catch (error) {
      const failure = fromError(error);
      return failure.ok ? rejected('unexpected', 'A detach answered with a card error') : failure;
    }
  }

  /** {@inheritDoc PaymentProvider.confirmPayment} */
  confirmPayment(paymentId: string, options: CallOptions) {
    return this.call(async () => {
      // After 3-D Secure the intent usually moved on by itself; confirm only one still waiting for it.
      const intent = await this.stripe.paymentIntents.retrieve(
        paymentId,
        { expand: EXPAND },
        { timeout: this.timeout(options) },
      );
      if (intent.status !== 'requires_confirmation') return intent;
      return this.stripe.paymentIntents.confirm(paymentId, { expand: EXPAND }, this.request(options));
    });
  }

  /** {@inheritDoc PaymentProvider.capturePayment} */
  capturePayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.call(() =>
      this.stripe.paymentIntents.capture(
        paymentId,
        { ...(input.amount !== undefined && { amount_to_capture: input.amount }), expand: EXPAND },
        this.request(options),
      ),
    );
  }

  /** {@inheritDoc PaymentProvider.refundPayment} */
  refundPayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.call(async () => {
      await this.stripe.refunds.create(
        { payment_intent: paymentId, ...(input.amount !== undefined && { amount: input.amount }) },
        this.request(options),
      );
      return this.stripe.paymentIntents.retrieve(
        paymentId,
        { expand: EXPAND },
        { timeout: this.timeout(options) },
      );
    });
  }

  /** {@inheritDoc PaymentProvider.cancelPayment} */
  cancelPayment(paymentId: string, options: CallOptions) {
    return this.call(() =>
      this.stripe.paymentIntents.cancel(paymentId, { expand: EXPAND }, this.request(options)),
    );
  }

  /** {@inheritDoc PaymentProvider.retrievePayment} */
  retrievePayment(paymentId: string, options: ReadOptions = {}) {
    return this.call(() =>
      this.stripe.paymentIntents.retrieve(paymentId, { expand: EXPAND }, { timeout: this.timeout(options) }),
    );
  }

  /** {@inheritDoc PaymentProvider.findPayments} */
  async findPayments(orderId: string, options: ReadOptions = {}): Promise<ProviderResult<ProviderPayment[]>> {
    try {
      const found = await this.stripe.paymentIntents.search(
        { query: `metadata['orderId']:'${orderId.replace(/['\\]/g, '')}'`, expand: ['data.latest_charge'] },
        { timeout: this.timeout(options) },
      );
      return { ok: true, value: found.data.map(toProviderPayment) };
    } catch (error) {
      const failure = fromError(error);
      return failure.ok ? rejected('unexpected', 'A search answered with a card error') : failure;
    }
  }

  /** {@inheritDoc PaymentProvider.verifyWebhook} */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookVerification {
    const header = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        (Array.isArray(header) ? header[0] : header) ?? '',
        this.settings.webhookSecret,
      );
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : 'Bad signature' };
    }
    const object = event.data.object as { object?: string };
    if (object.object !== 'payment_intent')
      return { ok: false, reason: `Not a payment event: ${event.type}` };
    return {
      ok: true,
      event: { id: event.id, type: event.type, payment: toProviderPayment(object as Intent) },
    };
  }

  private timeout(options: ReadOptions): number {
    return options.timeoutMs ?? this.settings.timeoutMs;
  }

  /** The call's options; `step` keys a call made on the way to another under the same key. */
  private request(options: CallOptions, step?: string): Stripe.RequestOptions {
    const idempotencyKey = step ? `${options.idempotencyKey}-${step}` : options.idempotencyKey;
    return { idempotencyKey, timeout: this.timeout(options) };
  }

  private async call(run: () => Promise<Intent>): Promise<ProviderResult<ProviderPayment>> {
    try {
      return { ok: true, value: toProviderPayment(await run()) };
    } catch (error) {
      return fromError(error);
    }
  }
}
