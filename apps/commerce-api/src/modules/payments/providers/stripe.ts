// Stripe behind the PaymentProvider interface, on Stripe's own server SDK: PaymentIntents confirmed at once with
// the ConfirmationToken of the Payment Element, authorised only (capture at shipping) unless told otherwise.
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
    return this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          confirm: true,
          confirmation_token: input.token,
          capture_method: input.capture ? 'automatic' : 'manual',
          metadata: { ...input.metadata, orderId: input.orderId },
          ...(input.returnUrl && { return_url: input.returnUrl }),
          ...(input.shouldSave && { setup_future_usage: 'off_session' as const }),
          expand: EXPAND,
        },
        this.request(options),
      ),
    );
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

  private request(options: CallOptions): Stripe.RequestOptions {
    return { idempotencyKey: options.idempotencyKey, timeout: this.timeout(options) };
  }

  private async call(run: () => Promise<Intent>): Promise<ProviderResult<ProviderPayment>> {
    try {
      return { ok: true, value: toProviderPayment(await run()) };
    } catch (error) {
      return fromError(error);
    }
  }
}
