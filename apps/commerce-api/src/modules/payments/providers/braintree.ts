// Braintree behind the PaymentProvider interface, on Braintree's official Node SDK: a sale from the nonce of
// Braintree's browser fields, authorised only (submitted for settlement at shipping) unless told otherwise. The
// browser fields start from a client token the API hands out (`braintreeClientToken`). A card saved with
// `shouldSave` is stored in Braintree's vault (a vault customer made with it); its payment method token is the
// saved card's reference, charged with `paymentMethodToken` and deleted from the vault when the shopper removes it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import braintree from 'braintree';
import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_RETRY_AFTER_SECONDS, rejected, unavailable } from './outcome';
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

/** Braintree's keys and which of its gateways to use. */
export interface BraintreeSettings {
  /** Merchant id (BRAINTREE_MERCHANT_ID). */
  merchantId: string;
  /** Public key (BRAINTREE_PUBLIC_KEY). */
  publicKey: string;
  /** Private key (BRAINTREE_PRIVATE_KEY). */
  privateKey: string;
  /** `sandbox` or `production` (BRAINTREE_ENVIRONMENT), or another gateway's URL, for a local stand-in. */
  environment: string;
  /** Default deadline of a call in ms (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
}

type Transaction = braintree.Transaction;

const SETTLING = new Set([
  'submitted_for_settlement',
  'settling',
  'settlement_pending',
  'settled',
  'settlement_confirmed',
]);
const DECLINED = new Set(['processor_declined', 'gateway_rejected', 'failed', 'settlement_declined']);

function status(transaction: Transaction, refunded: number): ProviderPaymentStatus {
  if (SETTLING.has(transaction.status)) {
    if (refunded === 0) return 'captured';
    return refunded >= Number(transaction.amount) * 100 ? 'refunded' : 'partially_refunded';
  }
  if (DECLINED.has(transaction.status)) return 'declined';
  if (transaction.status === 'authorized') return 'authorised';
  if (transaction.status === 'voided' || transaction.status === 'authorization_expired') return 'canceled';
  // authorizing, settlement_pending…: the outcome is still to come.
  return 'requires_confirmation';
}

function declineCode(transaction: Transaction): ProviderDeclineCode {
  if (transaction.gatewayRejectionReason === 'three_d_secure') return 'authentication_failed';
  // Braintree's processor response for insufficient funds.
  if (transaction.processorResponseCode === '2001') return 'insufficient_funds';
  return 'card_declined';
}

// A vault payment method token, as Braintree makes them (and as a merchant may name them).
const VAULT_TOKEN = /^[\w-]{1,64}$/;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const decimal = (amount: number) => (amount / 100).toFixed(2);

function toProviderPayment(transaction: Transaction, refunded = 0): ProviderPayment {
  const current = status(transaction, refunded);
  const card = transaction.creditCard;
  return {
    provider: 'braintree',
    id: transaction.id,
    status: current,
    amount: cents(transaction.amount),
    currency: (transaction.currencyIsoCode ?? 'usd').toLowerCase(),
    capturedAmount: SETTLING.has(transaction.status) ? cents(transaction.amount) : 0,
    refundedAmount: refunded,
    declineCode: current === 'declined' ? declineCode(transaction) : null,
    confirmationUrl: null,
    card: card?.last4 ? { brand: (card.cardType ?? 'unknown').toLowerCase(), last4: card.last4 } : null,
    orderId: transaction.orderId ?? null,
    // A vaulted card has a token; a sale that was not let through keeps nothing worth listing.
    savedCard:
      card?.token && card.last4 && (current === 'authorised' || current === 'captured')
        ? {
            ref: card.token,
            brand: (card.cardType ?? 'unknown').toLowerCase(),
            last4: card.last4,
            expMonth: Number(card.expirationMonth),
            expYear: Number(card.expirationYear),
          }
        : null,
  };
}

// The SDK's errors carry a type naming the HTTP answer; these mean no answer or the gateway's own trouble.
const UNAVAILABLE = new Set([
  'serverError',
  'serviceUnavailableError',
  'gatewayTimeoutError',
  'tooManyRequestsError',
  'requestTimeoutError',
  'unexpectedError',
]);

function fromError(error: unknown): ProviderResult<never> {
  const { type, message } = (error ?? {}) as { type?: string; message?: string };
  if (type === undefined || UNAVAILABLE.has(type)) {
    return unavailable(`The payment provider failed: ${message ?? 'no answer'}`, DEFAULT_RETRY_AFTER_SECONDS);
  }
  return rejected(type, message ?? 'The payment provider refused the request');
}

function environment(setting: string): braintree.Environment {
  if (setting === 'production') return braintree.Environment.Production;
  if (setting === 'sandbox') return braintree.Environment.Sandbox;
  const url = new URL(setting);
  const ssl = url.protocol === 'https:';
  return new braintree.Environment(
    url.hostname,
    url.port || (ssl ? '443' : '80'),
    '',
    ssl,
    url.hostname,
    url.port,
  );
}

// One gateway per call: the SDK has one deadline per gateway, and a call names its own.
function gatewayFor(settings: BraintreeSettings, options: ReadOptions): braintree.BraintreeGateway {
  const gateway = new braintree.BraintreeGateway({
    environment: environment(settings.environment),
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });
  gateway.config.timeout = options.timeoutMs ?? settings.timeoutMs;
  return gateway;
}

/** A client token for Braintree's browser fields, the data of `GET checkout/braintreeclient`. */
export async function braintreeClientToken(
  settings: BraintreeSettings,
  options: ReadOptions = {},
): Promise<ProviderResult<string>> {
  try {
    const result = await gatewayFor(settings, options).clientToken.generate({});
    return result.success
      ? { ok: true, value: result.clientToken }
      : rejected('client_token', result.message);
  } catch (error) {
    return fromError(error);
  }
}

/** Braintree behind the PaymentProvider interface. */
export class BraintreeProvider implements PaymentProvider {
  /** Name stored with payments. */
  readonly name = 'braintree';

  /** {@inheritDoc PaymentProvider.chargesSavedCards} */
  readonly chargesSavedCards = true;

  constructor(private readonly settings: BraintreeSettings) {}

  /** A client token for the browser fields (`GET checkout/braintreeclient`). */
  clientToken(options: ReadOptions = {}): Promise<ProviderResult<string>> {
    return braintreeClientToken(this.settings, options);
  }

  /**
   * Braintree takes no idempotency key: before a sale, the adapter looks for one already made for the order (a
   * retry after a timeout whose sale did land) and answers with it instead of charging twice.
   */
  async createPayment(
    input: CreatePaymentInput,
    options: CallOptions,
  ): Promise<ProviderResult<ProviderPayment>> {
    if (input.savedCard !== undefined && !VAULT_TOKEN.test(input.savedCard)) {
      return rejected('invalid_saved_card', 'Not a saved card of Braintree');
    }
    const earlier = await this.findPayments(input.orderId, options);
    if (!earlier.ok) return earlier;
    const made = earlier.value.find(
      (payment) => payment.status !== 'declined' && payment.amount === input.amount,
    );
    if (made) return { ok: true, value: made };
    return this.result(options, (gateway) =>
      gateway.transaction.sale({
        amount: decimal(input.amount),
        ...(input.savedCard !== undefined
          ? { paymentMethodToken: input.savedCard }
          : { paymentMethodNonce: input.token }),
        orderId: input.orderId,
        options: {
          submitForSettlement: input.capture ?? false,
          ...(input.shouldSave && { storeInVaultOnSuccess: true }),
        },
      }),
    );
  }

  /** Deletes the saved card from Braintree's vault. */
  async detachSavedCard(ref: string, options: CallOptions): Promise<ProviderResult<null>> {
    if (!VAULT_TOKEN.test(ref)) return rejected('notFoundError', 'Not a saved card of Braintree');
    try {
      await gatewayFor(this.settings, options).paymentMethod.delete(ref);
      return { ok: true, value: null };
    } catch (error) {
      return fromError(error);
    }
  }

  /** Braintree's 3-D Secure happens in its browser fields before the nonce: the payment stands as it is. */
  confirmPayment(paymentId: string, options: CallOptions) {
    return this.retrievePayment(paymentId, options);
  }

  /** {@inheritDoc PaymentProvider.capturePayment} */
  capturePayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.result(options, (gateway) =>
      gateway.transaction.submitForSettlement(
        paymentId,
        input.amount === undefined ? undefined : decimal(input.amount),
      ),
    );
  }

  /** Refunds a settled sale; the answer is the sale with all its refunds counted. */
  async refundPayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    const refund = await this.result(options, (gateway) =>
      gateway.transaction.refund(paymentId, input.amount === undefined ? undefined : decimal(input.amount)),
    );
    return refund.ok ? this.retrievePayment(paymentId, options) : refund;
  }

  /** {@inheritDoc PaymentProvider.cancelPayment} */
  cancelPayment(paymentId: string, options: CallOptions) {
    return this.result(options, (gateway) => gateway.transaction.void(paymentId));
  }

  /** {@inheritDoc PaymentProvider.retrievePayment} */
  async retrievePayment(
    paymentId: string,
    options: ReadOptions = {},
  ): Promise<ProviderResult<ProviderPayment>> {
    try {
      const gateway = gatewayFor(this.settings, options);
      const transaction = await gateway.transaction.find(paymentId);
      const refunds = await Promise.all(
        (transaction.refundIds ?? []).map((id) => gateway.transaction.find(id)),
      );
      const refunded = refunds.reduce((sum, refund) => sum + cents(refund.amount), 0);
      return { ok: true, value: toProviderPayment(transaction, refunded) };
    } catch (error) {
      return fromError(error);
    }
  }

  /** {@inheritDoc PaymentProvider.findPayments} */
  async findPayments(orderId: string, options: ReadOptions = {}): Promise<ProviderResult<ProviderPayment[]>> {
    try {
      const found: ProviderPayment[] = [];
      const stream = gatewayFor(this.settings, options).transaction.search(
        (search: { orderId(): { is(value: string): void } }) => search.orderId().is(orderId),
      );
      for await (const transaction of stream) found.push(toProviderPayment(transaction as Transaction));
      return { ok: true, value: found };
    } catch (error) {
      return fromError(error);
    }
  }

  /**
   * Checks a webhook delivery (the form Braintree posts: `bt_signature`, `bt_payload`) as Braintree's SDK does, but
   * at once: an HMAC-SHA1 of the payload keyed with the SHA-1 of the private key, under our public key.
   */
  verifyWebhook(rawBody: string): WebhookVerification {
    const form = new URLSearchParams(rawBody);
    const payload = form.get('bt_payload');
    const given = (form.get('bt_signature') ?? '')
      .split('&')
      .map((pair) => pair.split('|'))
      .find(([publicKey]) => publicKey === this.settings.publicKey)?.[1];
    if (!payload || !given) return { ok: false, reason: 'No signature for our key' };
    const key = createHash('sha1').update(this.settings.privateKey).digest();
    const expected = Buffer.from(createHmac('sha1', key).update(payload).digest('hex'));
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) {
      return { ok: false, reason: 'Bad signature' };
    }
    const notification = new XMLParser({ parseTagValue: false }).parse(
      Buffer.from(payload, 'base64').toString('utf8'),
    )?.notification as {
      kind?: string;
      timestamp?: string;
      subject?: { transaction?: Record<string, string> };
    };
    const found = notification?.subject?.transaction;
    if (!notification?.kind || !found?.id) return { ok: false, reason: 'Not a transaction event' };
    const card = found['credit-card'] as unknown as Record<string, string> | undefined;
    const transaction = {
      id: found.id,
      status: found.status,
      amount: found.amount,
      currencyIsoCode: found['currency-iso-code'],
      orderId: found['order-id'],
      creditCard: card && { last4: card['last-4'], cardType: card['card-type'] },
    } as Transaction;
    return {
      ok: true,
      event: {
        id: `${found.id}:${notification.kind}:${notification.timestamp ?? ''}`,
        type: notification.kind,
        payment: toProviderPayment(transaction),
      },
    };
  }

  private async result(
    options: ReadOptions,
    run: (gateway: braintree.BraintreeGateway) => Promise<braintree.ValidatedResponse<Transaction>>,
  ): Promise<ProviderResult<ProviderPayment>> {
    try {
      const answer = await run(gatewayFor(this.settings, options));
      // A declined sale answers with the transaction; other refusals (wrong state, bad nonce) have none.
      if (answer.transaction && (answer.success || DECLINED.has(answer.transaction.status))) {
        return { ok: true, value: toProviderPayment(answer.transaction) };
      }
      return rejected(answer.errors?.deepErrors?.()[0]?.code ?? 'rejected', answer.message);
    } catch (error) {
      return fromError(error);
    }
  }
}
