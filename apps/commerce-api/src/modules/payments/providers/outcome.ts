// The failure shapes every adapter answers with, and the one JSON-over-HTTP call the hand-written clients share.
import type {
  ProviderFailure,
  ProviderPayment,
  ProviderResult,
  ReadOptions,
  WebhookVerification,
} from './provider';

/** Seconds to wait before retrying when the provider gave no hint. */
export const DEFAULT_RETRY_AFTER_SECONDS = 2;

/** The provider answered and refused the request. */
export function rejected(code: string, message: string): { ok: false; failure: ProviderFailure } {
  return { ok: false, failure: { kind: 'rejected', code, message } };
}

/** No answer, or the provider's own outage: the outcome is unknown, retry later with the same key. */
export function unavailable(
  message: string,
  retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS,
): { ok: false; failure: ProviderFailure } {
  return { ok: false, failure: { kind: 'unavailable', retryAfterSeconds, message } };
}

/** A Retry-After header in whole seconds, or the default. */
export function retryAfterSeconds(header: string | null | undefined): number {
  const seconds = Number(header);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** One JSON request to a provider's HTTP API. */
export interface JsonRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON; a URLSearchParams is sent as a form. */
  body?: unknown;
  /** The deadline of the whole answer, body included. */
  timeoutMs: number;
  /** Reads the provider's error code out of a 4xx body. */
  errorCode: (body: unknown) => string | undefined;
}

/** Sends a request; network errors, timeouts, 429 and 5xx are `unavailable`, other 4xx are `rejected`. */
export async function requestJson<T>(
  request: JsonRequest,
  fetchFn: typeof fetch = fetch,
): Promise<ProviderResult<T>> {
  const json = request.body !== undefined && !(request.body instanceof URLSearchParams);
  let res: Response;
  let text: string;
  try {
    res = await fetchFn(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(json && { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: json ? JSON.stringify(request.body) : (request.body as URLSearchParams | undefined),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return unavailable(
      timedOut ? 'The payment provider did not answer in time' : 'The payment provider could not be reached',
    );
  }
  if (res.status >= 500 || res.status === 429) {
    return unavailable(
      `The payment provider answered ${res.status}`,
      retryAfterSeconds(res.headers.get('retry-after')),
    );
  }
  let answer: unknown = null;
  if (text !== '') {
    try {
      answer = JSON.parse(text);
    } catch {
      return unavailable('The payment provider sent an unreadable answer');
    }
  }
  if (!res.ok) {
    return rejected(request.errorCode(answer) ?? 'rejected', `The payment provider answered ${res.status}`);
  }
  return { ok: true, value: answer as T };
}

/** Maps the value of a successful result. */
export function mapResult<T, U>(result: ProviderResult<T>, map: (value: T) => U): ProviderResult<U> {
  return result.ok ? { ok: true, value: map(result.value) } : result;
}

/** The first value of a header that may repeat. */
export function headerValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/** Reads `error.code`, `errors[0].code`, `code` or `name` out of a provider's error body. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, name, error, errors } = body as {
    code?: unknown;
    name?: unknown;
    error?: unknown;
    errors?: unknown;
  };
  if (typeof error === 'object' && error !== null) return errorCodeOf(error);
  if (Array.isArray(errors)) return errorCodeOf(errors[0]);
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  return typeof name === 'string' ? name : undefined;
}

/** How a hand-written client reaches one provider's JSON API. */
export interface JsonApi {
  /** Base URL every path is appended to. */
  baseUrl: string;
  /** Default deadline of a call in ms. */
  timeoutMs: number;
  /** The provider's own header for the idempotency key, sent on every POST. */
  idempotencyHeader: string;
  /** Reads the provider's error code out of a 4xx body. */
  errorCode: (body: unknown) => string | undefined;
  /** The credentials of a request (fetched first when the provider issues tokens). */
  headers: (timeoutMs: number) => Promise<ProviderResult<Record<string, string>>>;
  fetchFn?: typeof fetch;
}

/** A call of a provider's JSON API: method, path, deadline and key, body. */
export type JsonApiCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  options: ReadOptions & { idempotencyKey?: string },
  body?: object,
) => Promise<ProviderResult<T>>;

/** Binds a provider's JSON API: its credentials, idempotency header and deadline go with every call. */
export function jsonApi(api: JsonApi): JsonApiCall {
  return async <T>(
    method: 'GET' | 'POST',
    path: string,
    options: ReadOptions & { idempotencyKey?: string },
    body?: object,
  ): Promise<ProviderResult<T>> => {
    const timeoutMs = options.timeoutMs ?? api.timeoutMs;
    const headers = await api.headers(timeoutMs);
    if (!headers.ok) return headers;
    const key = method === 'POST' ? options.idempotencyKey : undefined;
    return requestJson<T>(
      {
        method,
        url: `${api.baseUrl}${path}`,
        headers: { ...headers.value, ...(key !== undefined && { [api.idempotencyHeader]: key }) },
        body,
        timeoutMs,
        errorCode: api.errorCode,
      },
      api.fetchFn,
    );
  };
}

/** A call of a provider's JSON API whose answer is one payment, mapped onto ProviderPayment. */
export type PaymentCall = (
  method: 'GET' | 'POST',
  path: string,
  options: ReadOptions & { idempotencyKey?: string },
  body?: object,
) => Promise<ProviderResult<ProviderPayment>>;

/** Binds a JSON API call to the mapping of the provider's payment object. */
export function paymentCall<T>(send: JsonApiCall, toPayment: (answer: T) => ProviderPayment): PaymentCall {
  return async (method, path, options, body) =>
    mapResult(await send<T>(method, path, options, body), toPayment);
}

/** The answer of a provider that cannot list payments by order: reconciliation retries the call with its key. */
export async function noOrderSearch(provider: string): Promise<ProviderResult<ProviderPayment[]>> {
  return rejected('not_supported', `${provider} cannot list payments by order; retry the call with its key`);
}

/** The answer of a provider whose webhooks are not accepted: reconciliation retrieves its payments instead. */
export function noWebhooks(provider: string): WebhookVerification {
  return { ok: false, reason: `${provider} webhooks are not accepted` };
}
