// Affirm behind the PaymentProvider interface, through a small typed client of its Transactions API (Affirm
// publishes no official Node server SDK). The shopper finishes Affirm's checkout in its own script; the API then
// authorises with the checkout token it returned, and captures at shipping.
import {
  errorCodeOf,
  type JsonApiCall,
  jsonApi,
  noOrderSearch,
  noWebhooks,
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
} from './provider';

/** Affirm's keys and where its API is. */
export interface AffirmSettings {
  /** Public API key (AFFIRM_PUBLIC_KEY), also the browser script's key. */
  publicKey: string;
  /** Private API key (AFFIRM_PRIVATE_KEY). */
  privateKey: string;
  /** Base URL of Affirm's API, sandbox or live (AFFIRM_API_URL). */
  apiUrl: string;
  /** Default deadline of a call in ms (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
}

/** A transaction as Affirm's Transactions API answers it. */
export interface AffirmTransaction {
  id: string;
  checkout_id?: string;
  order_id?: string;
  status: 'authorized' | 'captured' | 'voided' | 'refunded' | 'partially_refunded';
  amount: number;
  amount_refunded: number;
  currency: string;
}

const STATUS: Record<AffirmTransaction['status'], ProviderPaymentStatus> = {
  authorized: 'authorised',
  captured: 'captured',
  voided: 'canceled',
  refunded: 'refunded',
  partially_refunded: 'partially_refunded',
};

// Affirm answers a refused authorisation with this error code: a decline, not a failed call.
const DECLINED = 'auth-declined';

function toProviderPayment(transaction: AffirmTransaction): ProviderPayment {
  const status = STATUS[transaction.status];
  return {
    provider: 'affirm',
    id: transaction.id,
    status,
    amount: transaction.amount,
    currency: transaction.currency.toLowerCase(),
    capturedAmount: status === 'authorised' || status === 'canceled' ? 0 : transaction.amount,
    refundedAmount: transaction.amount_refunded,
    declineCode: null,
    confirmationUrl: null,
    card: null,
    orderId: transaction.order_id ?? null,
  };
}

/** The shopper's side of an Affirm checkout: where Affirm sends them back to the shop. */
export interface AffirmCheckoutUrls {
  /** Affirm's `user_confirmation_url`: the shop's `/affirm/success/`. */
  userConfirmationUrl: string;
  /** Affirm's `user_cancel_url`: the shop's `/affirm/cancelled/`. */
  userCancelUrl: string;
}

/** The return URLs of the `AffirmObject` on the shop's own origin. */
export function affirmCheckoutUrls(shopOrigin: string): AffirmCheckoutUrls {
  const origin = new URL(shopOrigin).origin;
  return {
    userConfirmationUrl: `${origin}/affirm/success/`,
    userCancelUrl: `${origin}/affirm/cancelled/`,
  };
}

/** What the shop knows of an order when it opens Affirm's checkout; money in cents. */
export interface AffirmCheckoutInput {
  orderId: string;
  /** ISO 4217 code. */
  currency: string;
  items: { sku: string; name: string; unitPrice: number; qty: number; url: string }[];
  shippingAmount: number;
  taxAmount: number;
  total: number;
  discounts?: { name: string; amount: number }[];
  /** The shopper's shipping contact, in Affirm's shape. */
  shipping: AffirmContact;
  billing: AffirmContact;
}

/** A contact as Affirm's checkout object takes it. */
export interface AffirmContact {
  name: { first: string; last: string };
  address: { line1: string; line2?: string; city: string; state: string; zipcode: string; country: string };
  email?: string;
  phone_number?: string;
}

/**
 * The checkout object Affirm's browser script opens (`affirm.checkout(…)`), built on the server so prices come from
 * the API: the public key, the return URLs on the shop origin (Affirm POSTs the checkout token to the confirmation
 * URL), items, discounts and totals.
 */
export function affirmCheckoutObject(
  input: AffirmCheckoutInput,
  settings: { publicKey: string },
  shopOrigin: string,
) {
  const urls = affirmCheckoutUrls(shopOrigin);
  return {
    merchant: {
      public_api_key: settings.publicKey,
      user_confirmation_url: urls.userConfirmationUrl,
      user_cancel_url: urls.userCancelUrl,
      user_confirmation_url_action: 'POST',
    },
    shipping: input.shipping,
    billing: input.billing,
    items: input.items.map((item) => ({
      display_name: item.name,
      sku: item.sku,
      unit_price: item.unitPrice,
      qty: item.qty,
      item_url: item.url,
    })),
    discounts: Object.fromEntries(
      (input.discounts ?? []).map((discount) => [
        discount.name,
        { discount_amount: discount.amount, discount_display_name: discount.name },
      ]),
    ),
    order_id: input.orderId,
    currency: input.currency.toUpperCase(),
    shipping_amount: input.shippingAmount,
    tax_amount: input.taxAmount,
    total: input.total,
  };
}

/** Affirm behind the PaymentProvider interface. */
export class AffirmProvider implements PaymentProvider {
  /** Name stored with payments. */
  readonly name = 'affirm';
  private readonly send: JsonApiCall;
  private readonly transaction: PaymentCall;

  constructor(settings: AffirmSettings, fetchFn: typeof fetch = fetch) {
    const credentials = Buffer.from(`${settings.publicKey}:${settings.privateKey}`).toString('base64');
    this.send = jsonApi({
      baseUrl: `${settings.apiUrl}/api/v1/transactions`,
      timeoutMs: settings.timeoutMs,
      idempotencyHeader: 'idempotency-key',
      errorCode: errorCodeOf,
      headers: async () => ({ ok: true, value: { authorization: `Basic ${credentials}` } }),
      fetchFn,
    });
    this.transaction = paymentCall<AffirmTransaction>(this.send, toProviderPayment);
  }

  /** {@inheritDoc PaymentProvider.createPayment} */
  async createPayment(
    input: CreatePaymentInput,
    options: CallOptions,
  ): Promise<ProviderResult<ProviderPayment>> {
    const authorised = await this.transaction('POST', '', options, {
      transaction_id: input.token,
      order_id: input.orderId,
    });
    if (!authorised.ok && authorised.failure.kind === 'rejected' && authorised.failure.code === DECLINED) {
      return { ok: true, value: this.declined(input) };
    }
    if (!authorised.ok || !input.capture) return authorised;
    return this.capturePayment(
      authorised.value.id,
      {},
      { ...options, idempotencyKey: `${options.idempotencyKey}:capture` },
    );
  }

  /** Affirm has no step after its own checkout: the payment stands as it is. */
  confirmPayment(paymentId: string, options: CallOptions) {
    return this.retrievePayment(paymentId, options);
  }

  /** {@inheritDoc PaymentProvider.capturePayment} */
  capturePayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.action(
      paymentId,
      'capture',
      options,
      input.amount === undefined ? {} : { amount: input.amount },
    );
  }

  /** {@inheritDoc PaymentProvider.refundPayment} */
  refundPayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.action(
      paymentId,
      'refund',
      options,
      input.amount === undefined ? {} : { amount: input.amount },
    );
  }

  /** {@inheritDoc PaymentProvider.cancelPayment} */
  cancelPayment(paymentId: string, options: CallOptions) {
    return this.action(paymentId, 'void', options, {});
  }

  /** {@inheritDoc PaymentProvider.retrievePayment} */
  retrievePayment(paymentId: string, options: ReadOptions = {}) {
    return this.transaction('GET', `/${encodeURIComponent(paymentId)}`, options);
  }

  /** Affirm cannot list transactions by order: an order whose answer never came is settled by retrying the authorisation with its key. */
  findPayments() {
    return noOrderSearch('Affirm');
  }

  /** Affirm's webhooks are not used: nothing arrives that could be checked. */
  verifyWebhook() {
    return noWebhooks('Affirm');
  }

  private declined(input: CreatePaymentInput): ProviderPayment {
    return {
      provider: 'affirm',
      id: input.token,
      status: 'declined',
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      capturedAmount: 0,
      refundedAmount: 0,
      declineCode: 'card_declined',
      confirmationUrl: null,
      card: null,
      orderId: input.orderId,
    };
  }

  // Capture, refund and void answer an event, not the transaction: read the transaction as it now stands.
  private async action(
    paymentId: string,
    action: 'capture' | 'refund' | 'void',
    options: CallOptions,
    body: object,
  ): Promise<ProviderResult<ProviderPayment>> {
    const done = await this.send('POST', `/${encodeURIComponent(paymentId)}/${action}`, options, body);
    return done.ok ? this.retrievePayment(paymentId, options) : done;
  }
}
