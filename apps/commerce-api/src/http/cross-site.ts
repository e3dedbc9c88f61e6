import { isCrossSite } from '@fitkit/storefront/security-headers';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * Refuses a state change sent by a browser from another site: the shop's server sends neither header, a page of
 * the shop sends its own origin, and anything else is a cross-site request.
 */
export function refuseCrossSite(
  request: FastifyRequest,
  shopOrigin: string,
  message = 'Cross-site requests cannot change an account.',
): void {
  const site = request.headers['sec-fetch-site'];
  if (
    isCrossSite({
      site: typeof site === 'string' ? site : undefined,
      origin: request.headers.origin,
      ownOrigins: [shopOrigin],
    })
  ) {
    throw new ApiError(403, 'FORBIDDEN', message);
  }
}
