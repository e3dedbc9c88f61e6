// Every redirect the shop builds from request input (the path of the request, a form's path, a return address)
// goes through here, so a crafted link can never send a shopper off the shop. A browser reads `//host/x` and
// `/\host/x` as another host, drops tabs and newlines anywhere in a URL (`/\t/host` is `//host`) and trims
// control characters at its ends; so a target must start with exactly one `/`, not followed by `/` or `\`, and
// carry no control character at all. Percent-encoded forms (`/%2F%2Fhost`, `/%5Chost`) are plain paths to a
// browser and stay on the shop.

// C0 controls, DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const ONE_LEADING_SLASH = /^\/(?![/\\])/;

/** True when `input` is a path a browser resolves on the origin that sent it (see sameOriginPath). */
export function isSameOriginPath(input: unknown): input is string {
  return typeof input === 'string' && ONE_LEADING_SLASH.test(input) && !CONTROL.test(input);
}

/**
 * `input` when it is a path on our own origin (one leading `/` not followed by `/` or `\`, no scheme, no control
 * characters), else `fallback`, which must itself be such a path (default: home).
 */
export function sameOriginPath(input: unknown, fallback = '/'): string {
  return isSameOriginPath(input) ? input : fallback;
}

/**
 * Parses a comma-separated list of origins (e.g. the RETURN_ORIGINS env var: `https://pay.example.com,
 * https://login.example.com`) into the allow-list of allowedReturnUrl; entries that are not http(s) URLs are dropped.
 */
export function parseReturnOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => (URL.canParse(entry.trim()) ? new URL(entry.trim()) : null))
    .filter((url) => url !== null && (url.protocol === 'https:' || url.protocol === 'http:'))
    .map((url) => (url as URL).origin);
}

/**
 * Where a provider's return (payments, sign-in) may send the shopper: a path on our origin as sameOriginPath
 * allows, or an absolute http(s) URL without credentials whose origin is one of `allowedOrigins` (configured, e.g.
 * `parseReturnOrigins(process.env.RETURN_ORIGINS)`, never taken from the request); else `fallback`.
 */
export function allowedReturnUrl(
  input: unknown,
  fallback: string,
  allowedOrigins: readonly string[],
): string {
  if (isSameOriginPath(input)) return input;
  if (typeof input !== 'string' || CONTROL.test(input) || !URL.canParse(input)) return fallback;
  const url = new URL(input);
  const plain = url.username === '' && url.password === '';
  return plain && allowedOrigins.includes(url.origin) ? url.href : fallback;
}
