import fc from 'fast-check';
import { encodeText as encode, hostileString } from '../apps/commerce-api/src/test/fuzz/hostile';
import { SHOP_PATHS } from '../apps/storefront/app/shop-routes';

// The shop's routes and form actions under fuzz (issue 14), journey-free: plain HTTP requests against the built
// shop, generated from its route table with hostile path segments, query strings and form bodies. Used by
// e2e/shop-fuzz.spec.ts (a seeded few hundred) and bench/fuzz/shop.ts (the nightly size). Each answer is checked
// for a 5xx, a stack, markup of the request sent back unescaped and a redirect off the shop's origin.

/** Markup that must never come back unescaped: its tag is unique, so finding it raw proves a reflection. */
export const MARKUP_PROBE = '"><fz-probe data-x=1>';
const PROBE_RAW = '<fz-probe';

/** Real names where a route wants one, so valid and hostile requests both reach the loaders. */
const PLAIN: Record<string, readonly string[]> = {
  makeSlug: ['jeep', 'ford'],
  modelSlug: ['wrangler', 'f-150'],
  year: ['2020', '1899', '99999'],
  productLine: ['ironline-offroad-elite-front-bumper'],
};
/** Raw path segments, sent as they are: traversal, NUL, broken encodings, over-long. */
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%ff%fe',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'a'.repeat(300),
  '%3Cfz-probe%3E',
];
const QUERY_NAMES = [
  'q',
  'mod',
  'page',
  'sort',
  'token',
  'id',
  'tempPermId',
  'returnUrl',
  'redirect',
  'brand',
  'price',
];
const FORM_FIELDS = [
  'intent',
  'email',
  'password',
  'name',
  'promoCode',
  'qty',
  'productId',
  'q',
  'token',
  'zip',
];
const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded; charset=utf-16',
];

/** One request to the shop. */
export interface ShopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Return addresses off the shop (`returnUrl`, `redirect`, search queries): no redirect may follow one. */
const OFFSITE_TARGETS = [
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/',
  '/\t/evil.example',
  'javascript:alert(1)',
];

const value = fc.oneof(
  { weight: 3, arbitrary: hostileString() },
  fc.constant(MARKUP_PROBE),
  fc.constantFrom(...OFFSITE_TARGETS),
);

function segment(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...(PLAIN[name] ?? ['plain'])),
    value.map(encode),
    fc.constantFrom(...RAW_SEGMENTS),
  );
}

/** A path of the pattern with every parameter (and `*`) filled. */
function pathOf(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split('/');
  return fc
    .tuple(
      ...parts.map((part): fc.Arbitrary<string> => {
        if (part === '*')
          return fc.array(segment('*'), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
        if (!part.startsWith(':')) return fc.constant(part);
        const name = part.replace(/^:|\?$/g, '');
        return part.endsWith('?') ? fc.oneof(fc.constant(''), segment(name)) : segment(name);
      }),
    )
    .map((filled) => `/${filled.join('/')}`.replace(/\/{2,}/g, '/'));
}

function encodePairs(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

/** A request to one of the shop's routes: a GET with a hostile query, or a form post with hostile fields. */
export function shopRequest(origin: string): fc.Arbitrary<ShopRequest> {
  const patterns = ['', ...Object.values(SHOP_PATHS)];
  const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), value), { maxLength: 3 });
  const form = fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS), value), { minLength: 1, maxLength: 4 });
  return fc.tuple(fc.constantFrom(...patterns).chain(pathOf), query).chain(([path, pairs]) => {
    const url = pairs.length > 0 ? `${path}?${encodePairs(pairs)}` : path;
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant<ShopRequest>({ method: 'GET', path: url, headers: {} }) },
      {
        weight: 1,
        arbitrary: fc.tuple(form, fc.constantFrom(...CONTENT_TYPES)).map(
          ([fields, type]): ShopRequest => ({
            method: 'POST',
            path: url,
            // Sent from the shop's own origin, so the actions run rather than stop at the cross-site check.
            headers: { 'content-type': type, origin },
            body:
              type === 'application/json' ? JSON.stringify(Object.fromEntries(fields)) : encodePairs(fields),
          }),
        ),
      },
    );
  });
}

/** What a shop fuzz run did and found. */
export interface ShopFuzzFigures {
  requests: number;
  posts: number;
  statuses: Record<number, number>;
  serverErrors: number;
  reflected: number;
  stacks: number;
  rateLimited: number;
  /** Answers with a Location, and those whose Location leaves the shop's origin (no allow-list in these runs). */
  redirects: number;
  offsiteRedirects: number;
  findings: { method: string; path: string; status: number; problem: string }[];
}

const STACK = /\n\s+at .+:\d+:\d+\)?|node_modules\//;

/** Sends `runs` generated requests to the shop at `origin` and checks each answer. */
export async function fuzzShop(origin: string, runs: number, seed: number): Promise<ShopFuzzFigures> {
  const figures: ShopFuzzFigures = {
    requests: 0,
    posts: 0,
    statuses: {},
    serverErrors: 0,
    reflected: 0,
    stacks: 0,
    rateLimited: 0,
    redirects: 0,
    offsiteRedirects: 0,
    findings: [],
  };
  for (const request of fc.sample(shopRequest(origin), { seed, numRuns: runs })) {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const status = response.status;
    figures.requests += 1;
    if (request.method === 'POST') figures.posts += 1;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (status === 429) figures.rateLimited += 1;
    const problems: string[] = [];
    if (status >= 500) {
      figures.serverErrors += 1;
      problems.push(`answered ${status}`);
    }
    if (text.includes(PROBE_RAW)) {
      figures.reflected += 1;
      problems.push('markup from the request came back unescaped');
    }
    const location = response.headers.get('location');
    if (location !== null) {
      figures.redirects += 1;
      // Resolved as a browser resolves it; an unparsable Location counts as leaving.
      if (!URL.canParse(location, origin) || new URL(location, origin).origin !== origin) {
        figures.offsiteRedirects += 1;
        problems.push(`redirected off the shop: ${location.slice(0, 80)}`);
      }
    }
    if (STACK.test(text)) {
      figures.stacks += 1;
      problems.push('a stack trace in the body');
    }
    for (const problem of problems) {
      figures.findings.push({ method: request.method, path: request.path.slice(0, 160), status, problem });
    }
  }
  return figures;
}
