import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The token header of the admin routes. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(sent: unknown, token: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets through only a request from this machine carrying the running API's admin token (written to the data
 * folder's owner-only holder file, where the package's scripts read it). The shop's `/api` proxy also connects from
 * loopback, so the token is what keeps an admin route private; anything else is a plain 404.
 */
export function requireLocalAdmin(request: FastifyRequest, token: string): void {
  const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
  if (!local || !sameToken(request.headers[ADMIN_TOKEN_HEADER], token)) {
    throw new ApiError(404, 'NOT_FOUND', 'Not found');
  }
}
