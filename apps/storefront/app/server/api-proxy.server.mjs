// The commerce API under the shop's /api/: the shopper's cookies that the API needs, the shop's secret, and
// failures answered with the API's one error body. Plain JavaScript: server.mjs loads it without a build.
import { createProxyMiddleware } from 'http-proxy-middleware';
import { isCrossSite } from './security-headers.server.mjs';

const SHOP_SECRET_HEADER = 'x-shop-secret';

/** The API's JSON body limit (its BODY_LIMIT): larger JSON bodies are refused here, as the API would. */
export const API_JSON_BODY_LIMIT = 64 * 1024;

/** Writes the API's one error body, unless an answer has already started (then the connection is cut). */
export function sendApiError(res, statusCode, code, message) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode, code, message });
  res.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * The API's state changes another site may send, each with a check of its own: provider webhooks (their
 * signatures), CSP violation reports and vitals beacons (write-only, size-capped, rate-limited by the API).
 * OpenID Connect and Affirm returns come back to the shop's pages, not here (cross-site.server.ts).
 */
export const CROSS_SITE_API_WRITES = [
  /^\/(?:webhooks\/payments|payments\/webhooks)\/[^/]+\/?$/,
  /^\/csp-reports\/?$/,
  /^\/vitals\/?$/,
];

/**
 * True for a browser's state change from another site (POST, PUT, PATCH, DELETE) that is not on the list: the
 * shop's own origin is the request's (the app's `trust proxy` decides its scheme) or PUBLIC_URL's.
 */
function refusedCrossSite(req, publicOrigin) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return false;
  if (CROSS_SITE_API_WRITES.some((path) => path.test(req.path ?? req.url))) return false;
  const own = `${req.protocol ?? 'http'}://${req.headers.host}`;
  return isCrossSite({
    site: req.headers['sec-fetch-site'],
    origin: req.headers.origin,
    ownOrigins: publicOrigin ? [own, publicOrigin] : [own],
  });
}

const timedOut = new WeakSet();

/** The status and message of a proxy failure: 504 when the API was too slow, 502 when it could not answer. */
export function proxyFailure(err, req) {
  if (timedOut.has(req) || err?.code === 'ETIMEDOUT') return [504, 'The service took too long to answer'];
  return [502, 'The service is unavailable'];
}

/** The origin of PUBLIC_URL (the shop's address behind a proxy), when it is a URL. */
function publicOriginOf(url) {
  return url && URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * The /api/ middleware. A browser's state change from another site is refused (403) unless
 * {@link CROSS_SITE_API_WRITES} lists it. A JSON body the API would refuse for its size is refused here with the
 * same 413: the API answers such a body before reading it and closes the connection, which the proxy would
 * otherwise see as a failed upload.
 */
export function apiProxy({
  target,
  shopSecret,
  timeoutMs = 30_000,
  jsonBodyLimit = API_JSON_BODY_LIMIT,
  publicOrigin = publicOriginOf(process.env.PUBLIC_URL),
}) {
  const proxy = createProxyMiddleware({
    target,
    changeOrigin: true,
    proxyTimeout: timeoutMs,
    on: {
      // The API's cart and checkout paths need the shopper's permId cookie and its account routes the session
      // cookie (fitkit_session); the shop's other cookies stay here.
      proxyReq: (proxyReq, req) => {
        const forwarded = ['permId', 'fitkit_session'].flatMap((name) => {
          const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
          return value ? [`${name}=${value}`] : [];
        });
        if (forwarded.length > 0) proxyReq.setHeader('cookie', forwarded.join('; '));
        else proxyReq.removeHeader('cookie');
        if (shopSecret) proxyReq.setHeader(SHOP_SECRET_HEADER, shopSecret);
        // proxyTimeout aborts the call, which then fails like a dropped connection: remember which it was.
        proxyReq.on('timeout', () => timedOut.add(req));
      },
      error: (err, req, res) => {
        // A WebSocket upgrade has a socket, not a response: there is nothing to answer on it.
        if (typeof res.writeHead !== 'function') return res.destroy?.();
        const [status, message] = proxyFailure(err, req);
        sendApiError(res, status, 'INTERNAL', message);
      },
    },
  });
  return (req, res, next) => {
    if (refusedCrossSite(req, publicOrigin)) {
      sendApiError(res, 403, 'FORBIDDEN', 'Cross-site requests cannot change anything here.');
      return;
    }
    const length = Number(req.headers['content-length'] ?? 0);
    if (/^application\/json\b/i.test(req.headers['content-type'] ?? '') && length > jsonBodyLimit) {
      // Not reading the rest of the body: the connection closes after the answer.
      res.setHeader('connection', 'close');
      sendApiError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
      return;
    }
    proxy(req, res, next);
  };
}
