import { securityHeaders } from '@fitkit/storefront/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Adds the security headers to one answer: the same set the shop's server sends on its pages and its /api/
 * answers (one home: the shop's security-headers module), so a client calling the API directly gets them too;
 * HSTS when the request came over TLS. A header already set is kept.
 */
export function withSecurityHeaders(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const headers = securityHeaders({ secure: request.protocol === 'https' });
  for (const [name, value] of Object.entries(headers)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  return reply;
}

/**
 * Adds the security headers to every answer of the app: routes, errors and 404s. The router's own refusals run no
 * hook: its `frameworkErrors` handler calls {@link withSecurityHeaders} itself.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    withSecurityHeaders(request, reply);
    return payload;
  });
}
