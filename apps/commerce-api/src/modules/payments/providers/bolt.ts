// Bolt behind the PaymentProvider interface, through a small typed client of Bolt's merchant transactions API
// (Bolt publishes no official Node server SDK): authorise with the token of Bolt's card fields, capture at
// shipping, refund (a credit), void. Webhooks are signed with HMAC-SHA256 over the raw body.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  errorCodeOf,
  headerValue,
  type JsonApiCall,
  jsonApi,
  noOrderSearch,
  type PaymentCall,
  paymentCall,
} from './outcome';
import type {
  CallOptions,
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderResult,
  ReadOptions,
  WebhookVerification,
} from './provider';

/** Bolt's keys and where its API is. */
export interface BoltSettings {
  /** Merchant API key (BOLT_API_KEY). */
  apiKey: string;
  /** Key webhooks are signed with (BOLT_SIGNING_SECRET). */
  signingSecret: string;
  /** Base URL of Bolt's API, sandbox or live (BOLT_API_URL). */
  apiUrl: string;
  /** Default deadline of a call in ms (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
}

interface BoltAmount {
  amount: number;
  currency: string;
}

/** A transaction as Bolt's merchant API answers it (the fields the adapter reads). */
export interface BoltTransaction {
  reference: string;
  status: string;
  amount: BoltAmount;
  captures?: { amount: BoltAmount }[];
  refund_transactions?: { amount: BoltAmount }[];
  from_credit_card?: { last4?: string; network?: string };
  order?: { cart?: { order_reference?: string } };
}

/** The signature header of Bolt's webhooks. */
export const BOLT_SIGNATURE_HEADER = 'x-bolt-hmac-sha256';

const sum = (parts: { amount: BoltAmount }[] | undefined) =>
  (parts ?? []).reduce((total, part) => total + part.amount.amount, 0);

function status(transaction: BoltTransaction, refunded: number): ProviderPaymentStatus {
  switch (transaction.status) {
    case 'authorized':
      return 'authorised';
    case 'completed':
      if (refunded === 0) return 'captured';
      return refunded >= sum(transaction.captures) ? 'refunded' : 'partially_refunded';
    case 'cancelled':
      return 'canceled';
    case 'failed':
    case 'rejected_irreversible':
    case 'rejected_reversible':
      return 'declined';
    // pending: held for Bolt's fraud review; the answer comes later.
    default:
      return 'requires_confirmation';
  }
}

function toProviderPayment(transaction: BoltTransaction): ProviderPayment {
  const refunded = sum(transaction.refund_transactions);
  const current = status(transaction, refunded);
  const card = transaction.from_credit_card;
  return {
    provider: 'bolt',
    id: transaction.reference,
    status: current,
    amount: transaction.amount.amount,
    currency: transaction.amount.currency.toLowerCase(),
    capturedAmount: sum(transaction.captures),
    refundedAmount: refunded,
    declineCode: current === 'declined' ? 'card_declined' : null,
    confirmationUrl: null,
    card: card?.last4 ? { brand: (card.network ?? 'unknown').toLowerCase(), last4: card.last4 } : null,
    orderId: transaction.order?.cart?.order_reference ?? null,
  };
}

/** Bolt behind the PaymentProvider interface. */
export class BoltProvider implements PaymentProvider {
  /** Name stored with payments. */
  readonly name = 'bolt';
  private readonly send: JsonApiCall;
  private readonly transaction: PaymentCall;

  constructor(
    private readonly settings: BoltSettings,
    fetchFn: typeof fetch = fetch,
  ) {
    this.send = jsonApi({
      baseUrl: `${settings.apiUrl}/v1/merchant/transactions`,
      timeoutMs: settings.timeoutMs,
      idempotencyHeader: 'idempotency-key',
      errorCode: errorCodeOf,
      // Bolt wants a fresh nonce on every request; the idempotency key is what makes a retry safe.
      headers: async () => ({
        ok: true,
        value: { 'x-api-key': settings.apiKey, 'x-nonce': String(randomInt(1e11, 1e14)) },
      }),
      fetchFn,
    });
    this.transaction = paymentCall<BoltTransaction>(this.send, toProviderPayment);
  }

  /** {@inheritDoc PaymentProvider.createPayment} */
  createPayment(input: CreatePaymentInput, options: CallOptions) {
    const currency = input.currency.toUpperCase();
    return this.transaction('POST', '/authorize', options, {
      auto_capture: input.capture ?? false,
      source: 'direct_payments',
      cart: { order_reference: input.orderId, total_amount: input.amount, currency },
      credit_card: { token: input.token },
    });
  }

  /** Bolt has no step after its card fields: the payment stands as it is. */
  confirmPayment(paymentId: string, options: CallOptions) {
    return this.retrievePayment(paymentId, options);
  }

  /** {@inheritDoc PaymentProvider.capturePayment} */
  capturePayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.withAmount(paymentId, input, options, '/capture', (t) => t.amount.amount - sum(t.captures));
  }

  /** {@inheritDoc PaymentProvider.refundPayment} */
  refundPayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.withAmount(
      paymentId,
      input,
      options,
      '/credit',
      (t) => sum(t.captures) - sum(t.refund_transactions),
    );
  }

  /** {@inheritDoc PaymentProvider.cancelPayment} */
  cancelPayment(paymentId: string, options: CallOptions) {
    return this.transaction('POST', '/void', options, { transaction_reference: paymentId });
  }

  /** {@inheritDoc PaymentProvider.retrievePayment} */
  retrievePayment(paymentId: string, options: ReadOptions = {}) {
    return this.transaction('GET', `/${encodeURIComponent(paymentId)}`, options);
  }

  /** Bolt cannot list transactions by order: an order whose answer never came is settled by retrying with its key or by the webhook. */
  findPayments() {
    return noOrderSearch('Bolt');
  }

  /** {@inheritDoc PaymentProvider.verifyWebhook} */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookVerification {
    const signature = Buffer.from(headerValue(headers[BOLT_SIGNATURE_HEADER]) ?? '', 'base64');
    const expected = createHmac('sha256', this.settings.signingSecret).update(rawBody).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      return { ok: false, reason: 'Bad signature' };
    }
    let hook: { type?: string; object?: string; data?: BoltTransaction & { id?: string } };
    try {
      hook = JSON.parse(rawBody);
    } catch {
      return { ok: false, reason: 'Unreadable body' };
    }
    const { type, object, data } = hook;
    if (object !== 'transaction' || !type || !data?.reference)
      return { ok: false, reason: 'Not a transaction event' };
    // Bolt's hooks carry no event id: the transaction and the event type name one event.
    return {
      ok: true,
      event: { id: `${data.id ?? data.reference}:${type}`, type, payment: toProviderPayment(data) },
    };
  }

  // Capture and credit need the transaction's currency and, when no amount is given, what is left of it.
  private async withAmount(
    paymentId: string,
    input: { amount?: number },
    options: CallOptions,
    path: '/capture' | '/credit',
    remaining: (transaction: BoltTransaction) => number,
  ): Promise<ProviderResult<ProviderPayment>> {
    const current = await this.send<BoltTransaction>('GET', `/${encodeURIComponent(paymentId)}`, options);
    if (!current.ok) return current;
    return this.transaction('POST', path, options, {
      transaction_reference: paymentId,
      amount: input.amount ?? remaining(current.value),
      currency: current.value.amount.currency,
    });
  }
}
