// The security headers of every answer the shop's server sends: pages, assets, public files and the /api proxy's.
// Plain JavaScript because server.mjs loads it unbuilt.

/** Only 'self' may frame the shop (a page in the CMS visual editor sets its own policy: editor-frame.server). */
export const FRAME_ANCESTORS_SELF = "frame-ancestors 'self'";

// Browser features the shop never uses are off for it and for every frame; payment stays for the shop's own wallet
// buttons (the Payment Request API). The location dialog confirms the geolocation service's guess and never asks
// the browser, so geolocation is off too.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/**
 * The headers for one answer. `secure`: the request came over TLS (directly, or per a trusted proxy's
 * X-Forwarded-Proto), so browsers may be told to keep to HTTPS. `policy`: the Content-Security-Policy the answer
 * set itself, if any; one that names frame-ancestors (a page in the CMS editor) decides framing alone.
 */
export function securityHeaders({ secure, policy }) {
  const framed = /(?:^|;)\s*frame-ancestors\s/i.test(policy ?? '');
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(framed
      ? {}
      : {
          'X-Frame-Options': 'SAMEORIGIN',
          'Content-Security-Policy': policy ? `${policy}; ${FRAME_ANCESTORS_SELF}` : FRAME_ANCESTORS_SELF,
        }),
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Express middleware adding {@link securityHeaders} to every answer as its head is written, so answers of later
 * handlers (static files, the proxy, React Router, Express's own errors) all get them. A header an answer set
 * itself is kept, except that its Content-Security-Policy gains `frame-ancestors 'self'` unless it names its own.
 * `req.secure` follows the app's `trust proxy`, so X-Forwarded-Proto counts only from a trusted proxy.
 */
export function securityHeadersMiddleware() {
  // FITKIT_CSP=off sends no Content-Security-Policy: the XSS journey (e2e/xss.spec.ts) renders its payloads without
  // one, so the policy cannot hide an escaping bug. X-Frame-Options still guards framing. Never for a real shop.
  const cspOff = process.env.FITKIT_CSP === 'off';
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      const policy = res.getHeader('content-security-policy');
      const headers = securityHeaders({
        secure: req.secure,
        policy: policy === undefined ? undefined : String(policy),
      });
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'Content-Security-Policy' || !res.hasHeader(name)) res.setHeader(name, value);
      }
      if (cspOff) res.removeHeader('Content-Security-Policy');
      return writeHead.apply(this, args);
    };
    next();
  };
}
