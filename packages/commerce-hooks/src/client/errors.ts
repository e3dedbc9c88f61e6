import type { ErrorCode } from './types';

/** An error code from the API, or UNKNOWN when the body was not the documented error body. */
export type CommerceErrorCode = ErrorCode | 'UNKNOWN';

/** One invalid input reported by the API. */
export interface CommerceErrorIssue {
  /** Dotted path of the invalid field. */
  path: string;
  /** What is wrong with it. */
  message: string;
}

/** Why a commerce call failed, as a value. */
export type CommerceError =
  | {
      /** The API answered with a 4xx or 5xx. */
      kind: 'http';
      /** HTTP status. */
      status: number;
      /** Stable error code from the body. */
      code: CommerceErrorCode;
      /** Human text from the body. */
      message: string;
      /** The API marked the message as written for shoppers: it may be shown as is. */
      forShopper?: true;
      /** Invalid inputs, for validation errors. */
      issues?: CommerceErrorIssue[];
    }
  | {
      /** No answer within the timeout (30 s by default). */
      kind: 'timeout';
    }
  | {
      /** The caller's signal aborted the call (a superseded or cancelled query). */
      kind: 'aborted';
    }
  | {
      /** The request never got an answer (offline, refused, DNS). */
      kind: 'network';
      /** The underlying error's message. */
      message: string;
    }
  | {
      /** A 2xx answer whose body was not the expected JSON. */
      kind: 'parse';
      /** What could not be read. */
      message: string;
    };

/** The outcome of a commerce call: data, or an error value. Never throws. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

/** An Error carrying a CommerceError, thrown by unwrap (for query and mutation functions). */
export class CommerceRequestError extends Error {
  /** The error value. */
  readonly error: CommerceError;

  constructor(error: CommerceError) {
    super(describeCommerceError(error));
    this.name = 'CommerceRequestError';
    this.error = error;
  }

  /** HTTP status of an http error, else undefined. */
  get status(): number | undefined {
    return this.error.kind === 'http' ? this.error.status : undefined;
  }

  /** Error code of an http error, else undefined. */
  get code(): CommerceErrorCode | undefined {
    return this.error.kind === 'http' ? this.error.code : undefined;
  }
}

/** A one-line description of an error value, for logs and Error messages. */
export function describeCommerceError(error: CommerceError): string {
  switch (error.kind) {
    case 'http':
      return `${error.status} ${error.code}: ${error.message}`;
    case 'timeout':
      return 'The request timed out';
    case 'aborted':
      return 'The request was aborted';
    case 'network':
      return `Network error: ${error.message}`;
    case 'parse':
      return `Unreadable response: ${error.message}`;
  }
}

/** The data of a successful result; throws a CommerceRequestError for a failed one. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw new CommerceRequestError(result.error);
}

/** True for a CommerceRequestError (also across package copies, by name). */
export function isCommerceRequestError(value: unknown): value is CommerceRequestError {
  return (
    value instanceof CommerceRequestError || (value instanceof Error && value.name === 'CommerceRequestError')
  );
}
