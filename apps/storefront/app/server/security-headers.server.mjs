// The security headers of the shop and of the commerce API, in one home: the shop's server (every answer: pages,
// assets, public files, the /api proxy's) and the API (answers to callers that reach it directly) both take them
// from here. Plain JavaScript because server.mjs loads it unbuilt; the API imports it as
// `@fitkit/storefront/security-headers` (types in security-headers.server.d.mts).

/** Only 'self' may frame the shop (a page in the CMS visual editor sets its own frame-ancestors). */
export const FRAME_ANCESTORS_SELF = "frame-ancestors 'self'";

/** Where browsers send Content-Security-Policy violation reports: the API's write-only collector. */
export const CSP_REPORT_PATH = '/api/csp-reports';

/** The Reporting API group name the policy's `report-to` names (its endpoint in the Reporting-Endpoints header). */
const CSP_REPORT_GROUP = 'csp';

// Browser features the shop never uses are off for it and for every frame; payment stays for the shop's own wallet
// buttons (the Payment Request API). The location dialog confirms the geolocation service's guess and never asks
// the browser, so geolocation is off too. The API's JSON answers use no feature; one policy serves both.
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

/** HSTS for a year, subdomains included: sent only on answers to requests that came over TLS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers for one answer. `secure`: the request came over TLS (directly, or per a trusted proxy's
 * X-Forwarded-Proto), so browsers may be told to keep to HTTPS. `policy`: the Content-Security-Policy the answer
 * set itself, if any (a page's nonce policy, or one in the CMS editor); one that names frame-ancestors decides
 * framing alone, otherwise `frame-ancestors 'self'` is added to it.
 */
export function securityHeaders({ secure, policy }) {
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i.exec(policy ?? '')?.[1]?.trim();
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // The older header for browsers without frame-ancestors, only when 'self' alone may frame the answer.
    ...(ancestors === undefined || ancestors === "'self'" ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
    'Content-Security-Policy':
      ancestors !== undefined ? policy : policy ? `${policy}; ${FRAME_ANCESTORS_SELF}` : FRAME_ANCESTORS_SELF,
    ...(secure ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * True when a browser says a state-changing request came from another site: `Sec-Fetch-Site` other than
 * same-origin or none (typed by the shopper), or an `Origin` that is not one of `ownOrigins`. A request with
 * neither header (an old browser, a script, the shop's server) passes: the shop's cookies are SameSite=Lax, so
 * another site's post carries none. The one rule of the shop's actions, its /api proxy and the API.
 */
export function isCrossSite({ site, origin, ownOrigins }) {
  if (site != null && site !== 'same-origin' && site !== 'none') return true;
  return origin != null && !ownOrigins.includes(origin);
}

// Nonces are cut from a pool of random bytes that is refilled when used up: one call to the system's generator per
// 256 nonces instead of one per response (each byte still serves one nonce only).
const NONCE_BYTES = 16;
/** The length of every nonce {@link createNonce} makes: 16 bytes in base64url without padding. */
export const NONCE_LENGTH = Math.ceil((NONCE_BYTES * 4) / 3);
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A fresh nonce: 16 random bytes, base64url (22 characters, always the same length). */
export function createNonce() {
  if (noncePoolOffset === noncePool.length) {
    crypto.getRandomValues(noncePool);
    noncePoolOffset = 0;
  }
  const start = noncePoolOffset;
  noncePoolOffset += NONCE_BYTES;
  return noncePool.toString('base64url', start, noncePoolOffset);
}

/**
 * The Content-Security-Policy of a shop page. Scripts run only with this response's nonce, and what those scripts
 * add (`'strict-dynamic'`: the integration host's and payment steps' script elements) — so no allow-list of script
 * hosts is needed in browsers that know `'strict-dynamic'`; the listed origins are the fallback of older ones.
 * `sources` maps a directive to the third-party origins it allows beside 'self' (the configured integrations, see
 * integrations.server's integrationCspSources); `frameAncestors` are origins besides 'self' that may frame the
 * page (the CMS visual editor's, in verified edit mode only).
 */
export function contentSecurityPolicy({ nonce, sources = {}, frameAncestors = [] }) {
  const list = (directive) => (sources[directive] ?? []).join(' ');
  const directive = (name, ...values) => [name, ...values].filter(Boolean).join(' ');
  return [
    directive('default-src', "'self'"),
    directive('script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", list('script-src')),
    // React and the shop's components set style attributes; styles cannot run code.
    directive('style-src', "'self'", "'unsafe-inline'", list('style-src')),
    directive('img-src', "'self'", 'data:', 'blob:', 'https:'),
    directive('font-src', "'self'", 'data:'),
    directive('connect-src', "'self'", list('connect-src')),
    directive('frame-src', "'self'", list('frame-src')),
    directive('media-src', "'self'", 'https:'),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    directive('frame-ancestors', "'self'", ...frameAncestors),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** The Reporting-Endpoints header naming the group `report-to` points at. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

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
