import type createClient from 'openapi-fetch';
import type { Result } from './errors';
import type { paths } from './types';

// openapi-fetch's Readable<> helper drops properties typed exactly `null` (CartItem.warranty), so responses are
// typed by each method from the generated schema directly; paths, params and bodies stay checked by openapi-fetch.
/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (e.g. TanStack Query's cancellation signal). */
  signal?: AbortSignal;
}

/** What openapi-fetch answers for one call. */
export interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** openapi-fetch's client for the API's paths. */
export type Api = ReturnType<typeof createClient<paths>>;

/** Runs one API call under the client's timeout and signals, as a Result. */
export type Call = <T>(
  run: (signal: AbortSignal) => Promise<FetchOutcome>,
  callerSignal: AbortSignal | undefined,
) => Promise<Result<T>>;

/** A client's options, resolved. */
export interface ClientConfig {
  /** Base URL of the API. */
  readonly baseUrl: string;
  /** The shop's site id, sent as x-site. */
  readonly site: string;
  /** Milliseconds before a call fails with a timeout. */
  readonly timeoutMs: number;
  /** Name of the header that carries the permId on product calls. */
  readonly permIdHeader: string;
}

/** What the client's method groups share. */
export interface Transport {
  api: Api;
  call: Call;
  config: ClientConfig;
  /** The permId product calls send when the call names none. */
  permId: string | undefined;
}
