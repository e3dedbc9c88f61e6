import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The shop's server sends the same set on its pages and its /api/ answers (security-headers.server.mjs there): a
// client calling the API directly gets them too. The API answers JSON and images, so it uses no browser feature.
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
} as const;

/** Adds the security headers to one answer, and HSTS when the request came over TLS; a header already set is kept. */
export function withSecurityHeaders(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
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
