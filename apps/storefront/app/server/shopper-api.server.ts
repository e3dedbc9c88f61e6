import { config } from './config.server';
import {
  CLIENT_IP_HEADER,
  HOSTED_STATE_COOKIE,
  PERM_ID_COOKIE,
  SESSION_COOKIE,
  type Shopper,
} from './shopper.server';

/** What a call made for one shopper needs to know of them. */
export type ShopperKey = Pick<Shopper, 'permId' | 'ip' | 'session'>;

/**
 * The headers of every call the shop makes for one shopper: their permId cookie (the API serves a cart or
 * checkout path only to it), their session cookie when signed in (the API's account routes read it) and their IP
 * address, which the API counts its rate limits by; it believes that header only from the shop (SHOP_API_SECRET,
 * or a loopback caller without one).
 */
export function shopperHeaders({ permId, ip, session }: ShopperKey): Record<string, string> {
  return {
    cookie: `${PERM_ID_COOKIE}=${permId}${session ? `; ${SESSION_COOKIE}=${session}` : ''}`,
    ...(ip ? { [CLIENT_IP_HEADER]: ip } : {}),
    ...(config.shopApiSecret ? { 'x-shop-secret': config.shopApiSecret } : {}),
  };
}

/** One entry of the API's per-field `errors` list (SPEC §5 checkout errors). */
export type ApiFieldError = { field: string; message: string };

/** The outcome of a call made for one shopper: the answer, or the API's error body read into plain fields. */
export type ShopperApiResult<T = unknown> =
  | {
      ok: true;
      status: number;
      data: T;
      /**
       * The session cookie the API set or cleared (sign-in, sign-out, password change), and a hosted sign-in's
       * state cookie, to relay to the shopper.
       */
      sessionCookies?: string[];
    }
  | {
      ok: false;
      status: number;
      /** The API's error code (SERVER_ERROR when it gave none). */
      code: string;
      /** The text for the general box: the API's msg, message or title. */
      message: string;
      errors: ApiFieldError[];
      /** Seconds the API asked to wait (Retry-After), when it said. */
      retryAfter: number | null;
    };

type ErrorAnswer = { code?: unknown; message?: unknown; msg?: unknown; title?: unknown; errors?: unknown };

function fieldErrors(errors: unknown): ApiFieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is ApiFieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
  );
}

function failure(
  status: number,
  body: ErrorAnswer | null,
  retryAfter: string | null,
): ShopperApiResult<never> {
  const text = [body?.msg, body?.message, body?.title].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return {
    ok: false,
    status,
    code: typeof body?.code === 'string' ? body.code : 'SERVER_ERROR',
    message: text ?? `The request failed (${status})`,
    errors: fieldErrors(body?.errors),
    retryAfter: Number.isFinite(seconds) ? seconds : null,
  };
}

/**
 * Calls an API path of the shopper's own (cart, checkout, payments, builds), forwarding their permId and session
 * cookies as the API requires; the body is JSON (`body`) or a multipart form (`form`). Failures come back as a result, never thrown; a network failure is a 503.
 */
export async function callShopperApi<T = unknown>(
  shopper: ShopperKey,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<ShopperApiResult<T>> {
  const { body, form, headers = {} } = options;
  try {
    const response = await fetch(`${config.apiUrl}${path.replace(/^\//, '')}`, {
      method,
      headers: {
        'x-site': config.siteId,
        ...shopperHeaders(shopper),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      // A multipart form (photos) goes as it is: fetch writes its content type and boundary.
      ...(form ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const data = await response.json().catch(() => null);
    if (response.ok) {
      const sessionCookies = response.headers
        .getSetCookie()
        .filter((cookie) =>
          [SESSION_COOKIE, HOSTED_STATE_COOKIE].some((name) => cookie.startsWith(`${name}=`)),
        );
      return {
        ok: true,
        status: response.status,
        data: data as T,
        ...(sessionCookies.length ? { sessionCookies } : {}),
      };
    }
    return failure(response.status, data as ErrorAnswer | null, response.headers.get('retry-after'));
  } catch (error) {
    return failure(503, { message: error instanceof Error ? error.message : String(error) }, null);
  }
}
