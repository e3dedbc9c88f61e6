// PayPal behind the PaymentProvider interface, through a small typed client of PayPal's Orders v2 and Payments v2
// APIs. PayPal's server SDK reaches only PayPal's own two hosts (no base-URL option), so it could be tested only
// against the network; this client is pointed at any base URL. The payment id is PayPal's order id: the shopper
// approves the order in PayPal's buttons, the API authorises it, captures the authorisation at shipping and
// refunds the capture. Every POST carries the idempotency key as PayPal-Request-Id.
import {
  type JsonApiCall,
  jsonApi,
  mapResult,
  noOrderSearch,
  noWebhooks,
  type PaymentCall,
  paymentCall,
  rejected,
  requestJson,
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

/** PayPal's keys and where its API is. */
export interface PayPalSettings {
  /** REST app client id (PAYPAL_CLIENT_ID), also the browser buttons' key. */
  clientId: string;
  /** REST app secret (PAYPAL_CLIENT_SECRET). */
  clientSecret: string;
  /** Base URL of PayPal's REST API, sandbox or live (PAYPAL_API_URL). */
  apiUrl: string;
  /** Default deadline of a call in ms (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
}

/** PayPal's money: a currency and a decimal string. */
export interface PayPalMoney {
  currency_code: string;
  value: string;
}

/** An authorisation, capture or refund of a PayPal order. */
export interface PayPalPart {
  id: string;
  status: string;
  amount: PayPalMoney;
}

/** An order as PayPal's Orders v2 API answers it (the fields the adapter reads). */
export interface PayPalOrder {
  id: string;
  status: string;
  payment_source?: { card?: { last_digits?: string; brand?: string } };
  purchase_units: {
    custom_id?: string;
    amount: PayPalMoney;
    payments?: { authorizations?: PayPalPart[]; captures?: PayPalPart[]; refunds?: PayPalPart[] };
  }[];
  links?: { href: string; rel: string }[];
}

/** Integer cents of PayPal's decimal string (two-decimal currencies). */
const cents = (money: PayPalMoney) => Math.round(Number(money.value) * 100);
const money = (amount: number, currency: string): PayPalMoney => ({
  currency_code: currency.toUpperCase(),
  value: (amount / 100).toFixed(2),
});

const CAPTURED = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
const total = (parts: PayPalPart[] | undefined, counted: Set<string>) =>
  (parts ?? []).filter((part) => counted.has(part.status)).reduce((sum, part) => sum + cents(part.amount), 0);

function status(order: PayPalOrder, captured: number, refunded: number): ProviderPaymentStatus {
  const payments = order.purchase_units[0]?.payments;
  const authorisation = payments?.authorizations?.[0]?.status;
  if (refunded > 0) return refunded >= captured ? 'refunded' : 'partially_refunded';
  if (captured > 0) return 'captured';
  if (
    authorisation === 'DENIED' ||
    payments?.captures?.some((c) => c.status === 'DECLINED' || c.status === 'FAILED')
  ) {
    return 'declined';
  }
  if (authorisation === 'VOIDED' || authorisation === 'EXPIRED' || order.status === 'VOIDED')
    return 'canceled';
  if (authorisation === 'CREATED' || authorisation === 'PARTIALLY_CAPTURED') return 'authorised';
  // CREATED, APPROVED, PAYER_ACTION_REQUIRED or a PENDING authorisation: the outcome is still to come.
  return 'requires_confirmation';
}

function toProviderPayment(order: PayPalOrder): ProviderPayment {
  const unit = order.purchase_units[0];
  const captured = total(unit?.payments?.captures, CAPTURED);
  const refunded = total(unit?.payments?.refunds, new Set(['COMPLETED']));
  const current = status(order, captured, refunded);
  const card = order.payment_source?.card;
  const action = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
  return {
    provider: 'paypal',
    id: order.id,
    status: current,
    amount: unit ? cents(unit.amount) : 0,
    currency: (unit?.amount.currency_code ?? 'usd').toLowerCase(),
    capturedAmount: captured,
    refundedAmount: refunded,
    declineCode: current === 'declined' ? 'card_declined' : null,
    confirmationUrl: current === 'requires_confirmation' ? (action?.href ?? null) : null,
    card: card?.last_digits
      ? { brand: (card.brand ?? 'unknown').toLowerCase(), last4: card.last_digits }
      : null,
    orderId: unit?.custom_id ?? null,
  };
}

/** PayPal's error name, or its first issue when it gives one (INSTRUMENT_DECLINED, PAYER_ACTION_REQUIRED…). */
function paypalErrorCode(body: unknown): string | undefined {
  const error = body as { name?: string; error?: string; details?: { issue?: string }[] } | null;
  return error?.details?.[0]?.issue ?? error?.name ?? error?.error;
}

// Issues after which the order itself says how the payment stands.
const ORDER_ANSWERS = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED']);

/** PayPal behind the PaymentProvider interface. */
export class PayPalProvider implements PaymentProvider {
  /** Name stored with payments. */
  readonly name = 'paypal';
  private token: { value: string; expiresAt: number } | null = null;
  private readonly send: JsonApiCall;
  private readonly order: PaymentCall;

  constructor(
    private readonly settings: PayPalSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    this.send = jsonApi({
      baseUrl: settings.apiUrl,
      timeoutMs: settings.timeoutMs,
      idempotencyHeader: 'paypal-request-id',
      errorCode: paypalErrorCode,
      headers: async (timeoutMs) =>
        mapResult(await this.accessToken(timeoutMs), (token) => ({
          authorization: `Bearer ${token}`,
          // Ask for the whole order back so its payments can be read without another call.
          prefer: 'return=representation',
        })),
      fetchFn,
    });
    this.order = paymentCall<PayPalOrder>(this.send, toProviderPayment);
  }

  /** Creates the PayPal order the shopper approves in PayPal's buttons (their `createOrder`); intent AUTHORIZE. */
  createCheckoutOrder(
    input: { orderId: string; amount: number; currency: string },
    options: CallOptions,
  ): Promise<ProviderResult<ProviderPayment>> {
    return this.order('POST', '/v2/checkout/orders', options, {
      intent: 'AUTHORIZE',
      purchase_units: [{ custom_id: input.orderId, amount: money(input.amount, input.currency) }],
    });
  }

  /** Authorises (or captures) the order the shopper approved; `token` is PayPal's order id. */
  async createPayment(
    input: CreatePaymentInput,
    options: CallOptions,
  ): Promise<ProviderResult<ProviderPayment>> {
    const id = encodeURIComponent(input.token);
    const result = await this.order(
      'POST',
      `/v2/checkout/orders/${id}/${input.capture ? 'capture' : 'authorize'}`,
      options,
      {},
    );
    if (result.ok || result.failure.kind !== 'rejected' || !ORDER_ANSWERS.has(result.failure.code))
      return result;
    const order = await this.retrievePayment(input.token, options);
    // A declined funding source leaves the order approved but unpaid: to the shop, a decline.
    if (!order.ok || result.failure.code !== 'INSTRUMENT_DECLINED') return order;
    return {
      ok: true,
      value: { ...order.value, status: 'declined', declineCode: 'card_declined', confirmationUrl: null },
    };
  }

  /** After the shopper's extra step at PayPal, authorises the order if that has not happened yet. */
  async confirmPayment(paymentId: string, options: CallOptions): Promise<ProviderResult<ProviderPayment>> {
    const current = await this.retrievePayment(paymentId, options);
    if (!current.ok || current.value.status !== 'requires_confirmation') return current;
    return this.order('POST', `/v2/checkout/orders/${encodeURIComponent(paymentId)}/authorize`, options, {});
  }

  /** {@inheritDoc PaymentProvider.capturePayment} */
  capturePayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.onPart(paymentId, options, 'authorizations', (authorisation) => ({
      path: `/v2/payments/authorizations/${authorisation.id}/capture`,
      body:
        input.amount === undefined
          ? { final_capture: true }
          : { amount: money(input.amount, authorisation.amount.currency_code) },
    }));
  }

  /** Refunds the order's capture. */
  refundPayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.onPart(paymentId, options, 'captures', (capture) => ({
      path: `/v2/payments/captures/${capture.id}/refund`,
      body: input.amount === undefined ? {} : { amount: money(input.amount, capture.amount.currency_code) },
    }));
  }

  /** Voids the order's authorisation. */
  cancelPayment(paymentId: string, options: CallOptions) {
    return this.onPart(paymentId, options, 'authorizations', (authorisation) => ({
      path: `/v2/payments/authorizations/${authorisation.id}/void`,
      body: {},
    }));
  }

  /** {@inheritDoc PaymentProvider.retrievePayment} */
  retrievePayment(paymentId: string, options: ReadOptions = {}) {
    return this.order('GET', `/v2/checkout/orders/${encodeURIComponent(paymentId)}`, {
      timeoutMs: options.timeoutMs,
    });
  }

  /** PayPal cannot list orders by our order id at once: an order whose answer never came is settled by retrying with its key. */
  findPayments() {
    return noOrderSearch('PayPal');
  }

  /** PayPal checks a webhook only through a call to its API, which this synchronous check cannot make. */
  verifyWebhook() {
    return noWebhooks('PayPal');
  }

  // Capture, refund and void act on a part of the order (its authorisation or capture), then read the order.
  private async onPart(
    paymentId: string,
    options: CallOptions,
    kind: 'authorizations' | 'captures',
    request: (part: PayPalPart) => { path: string; body: object },
  ): Promise<ProviderResult<ProviderPayment>> {
    const order = await this.send<PayPalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(paymentId)}`,
      {
        timeoutMs: options.timeoutMs,
      },
    );
    if (!order.ok) return order;
    const part = order.value.purchase_units[0]?.payments?.[kind]?.[0];
    if (!part) return rejected('not_found', `The PayPal order has no ${kind}`);
    const { path, body } = request(part);
    const done = await this.send('POST', path, options, body);
    return done.ok ? this.retrievePayment(paymentId, options) : done;
  }

  // OAuth client-credentials token, kept until a minute before it expires.
  private async accessToken(timeoutMs: number): Promise<ProviderResult<string>> {
    if (this.token && this.token.expiresAt > Date.now()) return { ok: true, value: this.token.value };
    const credentials = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString(
      'base64',
    );
    const answer = await requestJson<{ access_token: string; expires_in: number }>(
      {
        method: 'POST',
        url: `${this.settings.apiUrl}/v1/oauth2/token`,
        headers: { authorization: `Basic ${credentials}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        timeoutMs,
        errorCode: paypalErrorCode,
      },
      this.fetchFn,
    );
    return mapResult(answer, ({ access_token, expires_in }) => {
      this.token = { value: access_token, expiresAt: Date.now() + Math.max(0, expires_in - 60) * 1000 };
      return access_token;
    });
  }
}
