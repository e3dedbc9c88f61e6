import { decodeSavedVehicle, encodeFitmentCookie, FITMENT_COOKIE_NAME, readCookie } from '@fitkit/fitment';
import type { MiddlewareFunction } from 'react-router';
import { acceptsGzip, acceptsGzipHeader, isPreviewRequest, SHARED_ANSWER_TTL_MS } from './cache.server';
import { config } from './config.server';
import {
  fillGzipNonceTemplate,
  fillNonceTemplate,
  type NonceTemplate,
  policyNonce,
  toNonceTemplate,
} from './nonce-template.server';
import { createOldestFirstStore, hasExpired } from './oldest-first-store.server';
import { PAGE_CACHE_CONTROL, purgeKeysOf } from './page-kind.server';
import { ALL_PAGES_KEY } from './purge-keys';
import { createNonce } from './security-headers.server.mjs';

/**
 * The shop's own cache of public documents (ARCHITECTURE.md, "Public and private pages"). A public page's HTML
 * depends only on its URL and the vehicle, so it is kept under exactly that: the URL and the normalised value of
 * the vehicle cookie (the one a CDN keys on too, docs/cdn.md). A hit is answered before any loader runs; a miss
 * renders, and the answer is kept when the page said it may be shared (the public Cache-Control, no cookie set).
 */

/**
 * A kept document: its status and headers, and its HTML (gzipped once) split around its render's CSP nonce, which
 * every answer replaces with a fresh one in the page and in its policy.
 */
export type CachedDocument = {
  status: number;
  headers: [string, string][];
  template: NonceTemplate;
  nonce: string | null;
  purgeKeys: ReadonlySet<string>;
  expires: number;
};

// Documents are ~60–100 KB, kept gzipped (15–30 KB each): 8 MB per worker keeps a few hundred pages. Bounded by
// bytes, as pages vary in size; expired documents go as soon as anything is kept, not when the cache is full.
const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;

/**
 * The vehicle as the cache keys on it: the vehicle cookie decoded and encoded again (so two spellings of one
 * vehicle share the key; a cookie that does not parse is no vehicle, as the pages read it), or '' for none.
 */
export function vehicleCacheKey(cookieHeader: string | null): string {
  const value = readCookie(cookieHeader, FITMENT_COOKIE_NAME) ?? '';
  let key = vehicleKeys.get(value);
  if (key === undefined) {
    const saved = decodeSavedVehicle(value);
    key = saved ? encodeFitmentCookie(saved.fitment, saved.names) : '';
    if (vehicleKeys.size >= MAX_VEHICLE_KEYS) vehicleKeys.clear();
    vehicleKeys.set(value, key);
  }
  return key;
}

// Decoding and validating a vehicle cookie is most of a cache hit's own work, and shoppers share few vehicles: each
// cookie value's key is remembered (the map starts again when full, so odd values cannot grow it).
const MAX_VEHICLE_KEYS = 1_000;
const vehicleKeys = new Map<string, string>();

/** What the cache key is made of: the method, the URL and the Cookie header. */
type KeyParts = { method: string; url: string; cookie: string | null | undefined };

function keyOf({ method, url: href, cookie }: KeyParts): string | null {
  if (method !== 'GET') return null;
  const url = new URL(href, 'http://shop');
  if (url.pathname.endsWith('.data') || url.searchParams.has('_routes')) return null;
  if (isPreviewRequest(url) || url.searchParams.has('promoCode')) return null;
  return `${url.pathname}${url.search}\n${vehicleCacheKey(cookie ?? null)}`;
}

/**
 * The cache key of a request for a document, or null when a kept document must not answer it: not a GET, a client
 * navigation's data request, an editor preview or forced reload, or a promo-code link (which acts).
 */
export function documentCacheKey(request: Request): string | null {
  return keyOf({ method: request.method, url: request.url, cookie: request.headers.get('cookie') });
}

/** True when a rendered answer may be kept and shared: a 200 HTML page with the public Cache-Control and no cookie. */
export function isShareableDocument(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get('Cache-Control') === PAGE_CACHE_CONTROL.public &&
    !response.headers.has('Set-Cookie') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Content-Encoding')
  );
}

// Documents whose render failed after the shell was sent (its status already 200): never kept.
const failedRenders = new WeakSet<Response>();

/** Marks a streamed document whose render failed part-way (the server entry calls it). */
export function markRenderFailed(response: Response): void {
  failedRenders.add(response);
}

/**
 * The shop's document cache: kept documents up to `maxBytes` of compressed HTML, with one render shared by
 * concurrent misses.
 */
export function createDocumentCache({ ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) {
  // Every document lives ttlMs, so the first kept is also the first to expire.
  const entries = createOldestFirstStore<CachedDocument>({
    budget: maxBytes,
    sizeOf: (document) => document.template.bytes,
    isStale: hasExpired,
  });
  const pending = new Map<string, Promise<CachedDocument | null>>();
  return {
    /** The live document under `key`, or undefined. */
    get: (key: string): CachedDocument | undefined => entries.get(key, Date.now()),
    /** The render in flight for `key`, which a concurrent miss waits for instead of rendering again. */
    pending: (key: string) => pending.get(key),
    /** Keeps `response`'s document under `key` once its body has been read (the response itself still streams). */
    keep(key: string, response: Response): Promise<CachedDocument | null> {
      const kept = response
        .clone()
        .arrayBuffer()
        .then((body) => {
          if (failedRenders.has(response)) return null;
          const headers = [...response.headers].filter(([name]) => name !== 'content-length');
          const nonce = policyNonce(response.headers.get('Content-Security-Policy'));
          const document: CachedDocument = {
            status: response.status,
            headers,
            template: toNonceTemplate(Buffer.from(body), nonce),
            nonce,
            purgeKeys: new Set(purgeKeysOf(response.headers)),
            expires: Date.now() + ttlMs,
          };
          entries.set(key, document, Date.now());
          return document;
        })
        .catch(() => null)
        .finally(() => pending.delete(key));
      pending.set(key, kept);
      return kept;
    },
    /** Drops the documents naming any of `keys` (every one for {@link ALL_PAGES_KEY}); answers how many. */
    purge(keys: readonly string[]): number {
      let dropped = 0;
      const all = keys.includes(ALL_PAGES_KEY);
      for (const [key, document] of entries.entries()) {
        if (all || keys.some((k) => document.purgeKeys.has(k))) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    /** How many documents are kept. */
    size: () => entries.size(),
    /** The compressed bytes they hold. */
    bytes: () => entries.used(),
  };
}

/** An answer from the cache: status, headers (lower-case names) and the body as it goes on the wire. */
export type CachedAnswer = { status: number; headers: [string, string][]; body: Buffer };

/**
 * The answer to one request from a kept document, with its own nonce: gzip when the browser takes it. The kept
 * headers are copied as they are (no Headers object to validate them again), the policy with the new nonce.
 */
export function answerFromDocument(document: CachedDocument, gzip: boolean): CachedAnswer {
  const kept = document.nonce;
  const nonce = kept ? createNonce() : '';
  const headers = document.headers.map(([name, value]): [string, string] =>
    kept && name === 'content-security-policy'
      ? [name, value.replaceAll(`'nonce-${kept}'`, `'nonce-${nonce}'`)]
      : [name, value],
  );
  headers.push(['vary', 'Accept-Encoding']);
  if (!gzip) return { status: document.status, headers, body: fillNonceTemplate(document.template, nonce) };
  headers.push(['content-encoding', 'gzip']);
  return { status: document.status, headers, body: fillGzipNonceTemplate(document.template, nonce) };
}

/** {@link answerFromDocument} as a Response for `request`. */
export function respondFromCache(document: CachedDocument, request: Request): Response {
  const { status, headers, body } = answerFromDocument(document, acceptsGzip(request));
  return new Response(new Uint8Array(body), { status, headers });
}

/** The documents of this shop process (each worker of the cluster has its own; purges reach them all). */
export const documents = createDocumentCache({
  ttlMs: SHARED_ANSWER_TTL_MS,
  maxBytes: MAX_DOCUMENT_BYTES,
});

/**
 * A kept document's answer for a request as the shop's Express server sees it, or null: server.mjs asks this
 * before handing the request to React Router, so a hit costs no routing, middleware or Request object. It is
 * exported from the server entry (entry.server.tsx) for that.
 */
export function cachedDocumentAnswer(
  request: KeyParts & { acceptEncoding: string | null | undefined },
): CachedAnswer | null {
  const key = config.documentCache ? keyOf(request) : null;
  const hit = key === null ? undefined : documents.get(key);
  return hit ? answerFromDocument(hit, acceptsGzipHeader(request.acceptEncoding)) : null;
}

/**
 * The root's first middleware: answers a public document from the cache before anything else runs, and keeps what
 * a miss rendered when it may be shared. Off with DOCUMENT_CACHE=off.
 */
export const documentCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const key = config.documentCache ? documentCacheKey(request) : null;
  if (key === null) return next();
  const hit = documents.get(key) ?? (await documents.pending(key));
  if (hit) return respondFromCache(hit, request);
  const response = await next();
  if (isShareableDocument(response)) void documents.keep(key, response);
  return response;
};
