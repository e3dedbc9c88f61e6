// Query parameters that carry a secret: pay-link, order, verify, sign-in and restore-cart tokens, OpenID
// Connect codes and states, signatures, and e-mail addresses (personal data). Matched on the name, so a new
// `…Token` parameter is covered without a change here.
const SECRET_PARAM = /token|secret|code|key|password|signature|sig$|state|nonce|email/i;

/** A request URL as it may be logged: every secret query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as sent
      }
      // An e-mail address is personal data whatever the parameter's name (the outbox's `to`, a search for one).
      const secret = SECRET_PARAM.test(name) || /@|%40/i.test(pair.slice(eq + 1));
      return secret ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** The API's request logger: pino at `level`, with secret query values left out of every logged URL. */
export function requestLogger(level: string): {
  level: string;
  serializers: { req: (req: LoggedRequest) => Record<string, unknown> };
} {
  return {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        hostname: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
