import { config } from './config.server';
import { PERM_ID_COOKIE } from './shopper.server';

/** The outcome of a cart call made for a cart form. */
export type CartCallResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };

/**
 * Calls one of the shopper's cart paths on the API (`/cart/{permId}{path}`), forwarding their permId cookie as
 * the API requires. Failures come back as a result, never thrown.
 */
export async function callCartApi(
  permId: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<CartCallResult> {
  try {
    const response = await fetch(`${config.apiUrl}cart/${encodeURIComponent(permId)}${path}`, {
      method,
      headers: {
        'x-site': config.siteId,
        cookie: `${PERM_ID_COOKIE}=${permId}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok) return { ok: true, data };
    const message =
      typeof data?.message === 'string' ? data.message : `The cart call failed (${response.status})`;
    return { ok: false, status: response.status, message };
  } catch (error) {
    return { ok: false, status: 503, message: error instanceof Error ? error.message : String(error) };
  }
}
