// The sandbox provider's adapter: a typed HTTP client of the payments sandbox, with a deadline on every call.
import {
  type Payment,
  SANDBOX_DEFAULTS,
  type SandboxErrorBody,
  SIGNATURE_HEADER,
  verifyWebhook,
} from '@fitkit/payments-sandbox';
import type {
  CallOptions,
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderResult,
  ReadOptions,
  WebhookVerification,
} from './provider';

/** Where the sandbox is and the keys to talk to it. */
export interface SandboxSettings {
  /** Base URL the API reaches the sandbox at (SANDBOX_URL). */
  url: string;
  /** Secret key (SANDBOX_SECRET_KEY). */
  secretKey: string;
  /** Key webhooks are signed with (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Default deadline of a call in ms (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
}

/** Reads the sandbox settings; the defaults match the sandbox's own, so `pnpm start` needs none. */
export function readSandboxSettings(env: NodeJS.ProcessEnv, apiPort: number): SandboxSettings {
  const timeoutMs = Number(env.PAYMENTS_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new Error(`Invalid PAYMENTS_TIMEOUT_MS: ${env.PAYMENTS_TIMEOUT_MS}`);
  }
  const url = env.SANDBOX_URL || `http://127.0.0.1:${env.PAYMENTS_PORT ?? apiPort + 1}`;
  if (!URL.canParse(url)) throw new Error(`Invalid SANDBOX_URL: ${env.SANDBOX_URL}`);
  return {
    url: url.replace(/\/+$/, ''),
    secretKey: env.SANDBOX_SECRET_KEY || SANDBOX_DEFAULTS.secretKey,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET || SANDBOX_DEFAULTS.webhookSecret,
    timeoutMs,
  };
}

/** How long to wait before retrying when the sandbox gave no hint. */
const DEFAULT_RETRY_AFTER_SECONDS = 2;

// A sandbox token; anything else (a card number above all) is refused before any request is made.
const TOKEN = /^tok_[\w-]{1,64}$/;
const PAYMENT_ID = /^pay_[\w-]{1,64}$/;
const METHOD_ID = /^pm_[\w-]{1,64}$/;

function toProviderPayment(payment: Payment): ProviderPayment {
  return {
    provider: 'sandbox',
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    capturedAmount: payment.capturedAmount,
    refundedAmount: payment.refundedAmount,
    declineCode: payment.declineCode,
    confirmationUrl: payment.confirmationUrl,
    card: { brand: payment.card.brand, last4: payment.card.last4 },
    orderId: payment.metadata.orderId ?? null,
    savedCard: payment.paymentMethod ? { ref: payment.paymentMethod, ...payment.card } : null,
  };
}

function rejected(
  code: string,
  message: string,
): { ok: false; failure: { kind: 'rejected'; code: string; message: string } } {
  return { ok: false, failure: { kind: 'rejected', code, message } };
}

function unavailable(message: string, retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS) {
  return { ok: false as const, failure: { kind: 'unavailable' as const, retryAfterSeconds, message } };
}

function retryAfter(header: string | null): number {
  const seconds = Number(header);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** The payments sandbox behind the PaymentProvider interface. */
export class SandboxProvider implements PaymentProvider {
  /** Name stored with payments. */
  readonly name = 'sandbox';

  /** {@inheritDoc PaymentProvider.chargesSavedCards} */
  readonly chargesSavedCards = true;

  constructor(
    private readonly settings: SandboxSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** {@inheritDoc PaymentProvider.createPayment} */
  createPayment(input: CreatePaymentInput, options: CallOptions) {
    if (input.savedCard !== undefined ? !METHOD_ID.test(input.savedCard) : !TOKEN.test(input.token)) {
      return Promise.resolve(rejected('invalid_token', 'Send the token of the card frame, never card data'));
    }
    const body = {
      ...(input.savedCard !== undefined
        ? { paymentMethod: input.savedCard }
        : { token: input.token, ...(input.shouldSave && { saveCard: true }) }),
      amount: input.amount,
      currency: input.currency,
      capture: input.capture ?? false,
      metadata: { ...input.metadata, orderId: input.orderId },
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    };
    return this.payment('POST', '/v1/payments', options, body);
  }

  /** {@inheritDoc PaymentProvider.confirmPayment} */
  confirmPayment(paymentId: string, options: CallOptions) {
    return this.payment('POST', `/v1/payments/${paymentId}/confirm`, options, {}, paymentId);
  }

  /** {@inheritDoc PaymentProvider.capturePayment} */
  capturePayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.payment('POST', `/v1/payments/${paymentId}/capture`, options, input, paymentId);
  }

  /** {@inheritDoc PaymentProvider.refundPayment} */
  refundPayment(paymentId: string, input: { amount?: number }, options: CallOptions) {
    return this.payment('POST', `/v1/payments/${paymentId}/refunds`, options, input, paymentId);
  }

  /** {@inheritDoc PaymentProvider.cancelPayment} */
  cancelPayment(paymentId: string, options: CallOptions) {
    return this.payment('POST', `/v1/payments/${paymentId}/cancel`, options, {}, paymentId);
  }

  /** {@inheritDoc PaymentProvider.retrievePayment} */
  retrievePayment(paymentId: string, options: ReadOptions = {}) {
    return this.payment('GET', `/v1/payments/${paymentId}`, options, undefined, paymentId);
  }

  /** {@inheritDoc PaymentProvider.findPayments} */
  async findPayments(orderId: string, options: ReadOptions = {}): Promise<ProviderResult<ProviderPayment[]>> {
    const result = await this.request<{ data: Payment[] }>(
      'GET',
      `/v1/payments?orderId=${encodeURIComponent(orderId)}`,
      options,
    );
    return result.ok ? { ok: true, value: result.value.data.map(toProviderPayment) } : result;
  }

  /** {@inheritDoc PaymentProvider.detachSavedCard} */
  async detachSavedCard(ref: string, options: CallOptions): Promise<ProviderResult<null>> {
    if (!METHOD_ID.test(ref)) return rejected('not_found', 'No such payment method');
    const result = await this.request('POST', `/v1/payment_methods/${ref}/detach`, options, {});
    return result.ok ? { ok: true, value: null } : result;
  }

  /** {@inheritDoc PaymentProvider.verifyWebhook} */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookVerification {
    const header = headers[SIGNATURE_HEADER];
    const check = verifyWebhook(
      rawBody,
      Array.isArray(header) ? header[0] : header,
      this.settings.webhookSecret,
    );
    if (!check.ok) return check;
    const { id, type, data } = check.event;
    return { ok: true, event: { id, type, payment: toProviderPayment(data) } };
  }

  private async payment(
    method: 'GET' | 'POST',
    path: string,
    options: ReadOptions & { idempotencyKey?: string },
    body?: unknown,
    paymentId?: string,
  ): Promise<ProviderResult<ProviderPayment>> {
    if (paymentId !== undefined && !PAYMENT_ID.test(paymentId))
      return rejected('not_found', 'No such payment');
    const result = await this.request<Payment>(method, path, options, body);
    return result.ok ? { ok: true, value: toProviderPayment(result.value) } : result;
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    options: ReadOptions & { idempotencyKey?: string },
    body?: unknown,
  ): Promise<ProviderResult<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.settings.secretKey}` };
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      // The deadline covers the whole answer, body included.
      const signal = AbortSignal.timeout(options.timeoutMs ?? this.settings.timeoutMs);
      res = await this.fetchFn(`${this.settings.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return unavailable(
        timedOut
          ? 'The payment provider did not answer in time'
          : 'The payment provider could not be reached',
      );
    }
    if (res.status >= 500 || res.status === 429) {
      return unavailable(
        `The payment provider answered ${res.status}`,
        retryAfter(res.headers.get('retry-after')),
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return unavailable('The payment provider sent an unreadable answer');
    }
    if (!res.ok) {
      const { error } = json as SandboxErrorBody;
      return rejected(
        error?.code ?? 'rejected',
        error?.message ?? `The payment provider answered ${res.status}`,
      );
    }
    return { ok: true, value: json as T };
  }
}
