import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A small in-process cache for shopper-independent API answers (listings, vehicle names): the same category page
 * for the same vehicle is the same for every shopper for a few seconds, so a busy page costs one API call per TTL
 * instead of one per visitor. Concurrent misses share one call; failures are not kept.
 */
export function createTtlCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    /** The cached answer for `key`, or `load()`'s, kept for ttlMs when it succeeds. */
    get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { expires: now + ttlMs, value });
      // Oldest first: Map keeps insertion order, and a refreshed key was re-inserted above. Every entry lives
      // ttlMs, so the oldest are also the first to expire: expired ones go now rather than when the cache is full,
      // or a worker would hold maxEntries stale answers (listings of every vehicle and page seen) for good.
      for (const [oldest, entry] of entries) {
        if (entry.expires > now && entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      value.then(
        (v) => {
          if (!keep(v)) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
    /** How many answers it holds, expired ones included until the next `get` drops them. */
    size: () => entries.size,
    /** Forgets everything (tests). */
    clear: () => entries.clear(),
  };
}

/** How long shopper-independent answers and documents are kept: long enough to absorb a burst, short for editors. */
export const SHARED_ANSWER_TTL_MS = 10_000;

/** What a document's HTML is made from, as the server entry sees it just before rendering. */
export type DocumentRender = {
  request: Request;
  status: number;
  /** The route headers of the response so far (the shopper middleware adds its permId cookie later). */
  headers: Headers;
  loaderData: Record<string, unknown>;
  actionData: unknown;
  errors: unknown;
  permId: string;
  /** True when a middleware changed the shopper during this request (a vehicle adopted from the URL). */
  shopperChanged: boolean;
};

/** Query parameters of editor previews and forced reloads: such documents are rendered every time. */
function isPreviewParam(name: string): boolean {
  return name.startsWith('_storyblok') || name === 'timeTravel' || name === 'z';
}

/** True for an editor preview or a forced reload: nothing shared between shoppers may answer it. */
export function isPreviewRequest(url: URL): boolean {
  for (const name of url.searchParams.keys()) if (isPreviewParam(name)) return true;
  return false;
}

/**
 * Loader data with each route's dehydrated queries cut down to their keys and data: when the server fetched them
 * (`dataUpdatedAt`, `dehydratedAt`) differs on every render but changes nothing the page shows.
 */
function withoutFetchTimes(loaderData: Record<string, unknown>): Record<string, unknown> {
  const routes = Object.entries(loaderData).map(([id, data]) => {
    const state = (data as { dehydratedState?: { queries?: unknown } } | null)?.dehydratedState;
    if (!state || !Array.isArray(state.queries)) return [id, data];
    const queries = (state.queries as { queryHash: string; state: { data: unknown } }[]).map(
      ({ queryHash, state: { data: answer } }) => [queryHash, answer],
    );
    return [id, { ...(data as object), dehydratedState: queries }];
  });
  return Object.fromEntries(routes);
}

/** A cart as far as the document cache cares: who it belongs to and whether anything is in it. */
function isEmptyCartOf(cart: unknown, permId: string): cart is { permId: string } {
  if (typeof cart !== 'object' || cart === null) return false;
  const { items, permId: owner } = cart as { items?: unknown; permId?: unknown };
  return owner === permId && Array.isArray(items) && items.length === 0;
}

/**
 * JSON of loader data for the cache key, or null when a value would not show in JSON (a promise streamed later, a
 * Map, a class instance): two renders with equal JSON must be two equal documents. The walk is separate from
 * JSON.stringify because a replacer function makes the native stringify several times slower.
 */
function plainJson(value: unknown): string | null {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') return null;
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
      continue;
    }
    const proto = Object.getPrototypeOf(v);
    // A Date shows in JSON as its ISO time, which is all a render can read of it.
    if (v instanceof Date) continue;
    if (proto !== Object.prototype && proto !== null) return null;
    for (const item of Object.values(v)) pending.push(item);
  }
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
}

/**
 * The cache key of a document every shopper with this URL and these loader answers would get, or null when the
 * document must be rendered for this shopper alone: not a plain 200 GET, a preview, an error or action result, a
 * cookie set by a loader or a middleware other than the new permId, a cart with something in it (or unknown), or
 * the permId somewhere besides the shopper's own fields. The loader data itself is in the key, so the vehicle,
 * the garage, the listing and the sitewide content all pick the document, and nothing of the shopper's is in it
 * but the permId, which each response puts back (see toDocumentTemplate).
 */
export function documentCacheKey(render: DocumentRender): string | null {
  const { request, status, headers, loaderData, permId } = render;
  if (request.method !== 'GET' || status !== 200 || render.shopperChanged) return null;
  if (headers.has('Set-Cookie') || render.actionData || render.errors) return null;
  if (isPreviewRequest(new URL(request.url))) return null;
  const root = loaderData.root as { permId?: unknown; cart?: unknown } | undefined;
  if (root?.permId !== permId || !isEmptyCartOf(root.cart, permId)) return null;
  // The permId left out, so every shopper with an empty cart and the same vehicle shares the key.
  const neutral = {
    ...withoutFetchTimes(loaderData),
    root: { ...root, permId: '', cart: { ...root.cart, permId: '' } },
  };
  const json = plainJson(neutral);
  if (json === null || json.includes(permId)) return null;
  return createHash('sha256').update(`${request.url}\n${json}`).digest('base64url');
}

/** What each response writes into a cached document: its shopper's permId and its own CSP nonce. */
export type DocumentFill = { permId: string; nonce: string };

/**
 * A cached document split around its per-response values (the one permId, and the render's nonce wherever it
 * is), already encoded so a response only copies bytes; `gzip` is the same split compressed, so a browser asking
 * for gzip costs no compression per response either. `gaps[i]` is what goes between `parts[i]` and `parts[i + 1]`.
 */
export type DocumentTemplate = { parts: Buffer[]; gaps: (keyof DocumentFill)[]; gzip: Buffer[] };

// RFC 1952 header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The rendered document as a template, or null when the permId is not in it exactly once (then it is not
 * certain which occurrence is the shopper's, and the document is not kept). Each part is compressed by a fresh
 * compressor (so it refers to nothing before it) up to a sync flush (byte-aligned, no final block), the last one
 * up to the final block; each response's values go between them as stored blocks.
 */
export function toDocumentTemplate(html: string, { permId, nonce }: DocumentFill): DocumentTemplate | null {
  const at = html.indexOf(permId);
  if (at < 0 || html.indexOf(permId, at + 1) >= 0) return null;
  const parts: Buffer[] = [];
  const gaps: (keyof DocumentFill)[] = [];
  // A nonce is 22 random characters: it is only ever where the render wrote it.
  const split = new RegExp(`${escapeRegExp(permId)}|${escapeRegExp(nonce)}`, 'g');
  let from = 0;
  for (const match of html.matchAll(split)) {
    parts.push(Buffer.from(html.slice(from, match.index)));
    gaps.push(match[0] === permId ? 'permId' : 'nonce');
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(from)));
  const last = parts.length - 1;
  const gzip = parts.map((part, i) =>
    deflateRawSync(part, i === last ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
  );
  return { parts, gaps, gzip };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The cached document for one response (a permId and a nonce are ASCII, see PERM_ID). */
export function fillDocumentTemplate(
  { parts, gaps }: DocumentTemplate,
  fill: DocumentFill,
): Buffer<ArrayBuffer> {
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    chunks.push(part);
    const gap = gaps[i];
    if (gap) chunks.push(Buffer.from(fill[gap], 'latin1'));
  });
  return Buffer.concat(chunks);
}

/** The cached document for one response as a gzip body (`Content-Encoding: gzip`). */
export function fillGzipDocumentTemplate(
  { parts, gaps, gzip }: DocumentTemplate,
  fill: DocumentFill,
): Buffer<ArrayBuffer> {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    chunks.push(gzip[i] as Buffer);
    crc = crc32(part, crc);
    length += part.length;
    const gap = gaps[i];
    if (!gap) return;
    const value = Buffer.from(fill[gap], 'latin1');
    // A stored block (RFC 1951 §3.2.4): not final, type 00, then LEN and its one's complement NLEN.
    chunks.push(
      Buffer.from([
        0,
        value.length & 0xff,
        value.length >> 8,
        ~value.length & 0xff,
        (~value.length >> 8) & 0xff,
      ]),
      value,
    );
    crc = crc32(value, crc);
    length += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** True when the request takes a gzip body: `Accept-Encoding` names gzip (or else `*`) with a weight above 0. */
export function acceptsGzip(request: Request): boolean {
  const weights = new Map<string, number>();
  for (const part of (request.headers.get('accept-encoding') ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}
