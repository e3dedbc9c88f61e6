import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The cookie that carries the shopper's permId; the shop forwards it on every cart and checkout call. */
export const PERM_ID_COOKIE = 'permId';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The one answer to a cart or checkout path of another shopper (or of none): nothing is read or changed. */
export function notYourCart(): ApiError {
  return new ApiError(403, 'FORBIDDEN', 'This cart belongs to another shopper');
}

/**
 * A permId is a credential: a cart or checkout path is served only when the request carries the same permId in
 * its cookie. Runs before validation, so a foreign path learns nothing, not even whether its body was valid.
 */
export async function requireOwnPermId(request: FastifyRequest<{ Params: unknown }>): Promise<void> {
  const { permId } = (request.params ?? {}) as { permId?: unknown };
  const cookie = cookieValue(request.headers.cookie, PERM_ID_COOKIE);
  if (typeof permId !== 'string' || cookie === null || cookie !== permId) throw notYourCart();
}
