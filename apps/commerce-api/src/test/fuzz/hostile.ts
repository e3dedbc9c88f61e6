import fc from 'fast-check';

/**
 * Strings clients send to break servers: NUL and control bytes, path traversal, SQL, shell, template and markup
 * injection, odd unicode (bidi overrides, combining marks, astral planes, lone surrogates) and over-long text.
 * Shared by the API fuzz and the shop's (e2e/shop-fuzz.spec.ts, bench/fuzz/shop.ts).
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007\u001b[31m\r\n',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/dev/null',
  "' OR '1'='1' --",
  '1; DROP TABLE carts; --',
  '"; select pg_sleep(5); --',
  '$(id)',
  '`id`',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '<%= 7*7 %>',
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=window.__xss=1>',
  'javascript:window.__xss=1',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '😀🚗🔧',
  '\ud800',
  '\ufeff',
  'NaN',
  '-0',
  '1e309',
  ' ',
  '',
];

/** A string a client might send to break the server: a known hostile one, long text, or random unicode. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 70_000).map((n) => 'a'.repeat(n)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_STRINGS))
        .map(([a, b]) => `${a}${b}`),
    },
  );
}

/** Numbers at and past every edge: signs, zero, fractions, 32- and 53-bit limits, the largest doubles. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  Number.MIN_VALUE,
];

/** Percent-encodes text; a lone surrogate (which cannot be encoded) becomes U+FFFD, as browsers send it. */
export function encodeText(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}
