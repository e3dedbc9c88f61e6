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
      // Oldest first: Map keeps insertion order, and a refreshed key was re-inserted above.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        (v) => {
          if (!keep(v)) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
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

/**
 * A cached document split around its one permId, already encoded so a response only copies bytes; `gzip` is the
 * same split compressed, so a browser asking for gzip costs no compression per response either.
 */
export type DocumentTemplate = { before: Buffer; after: Buffer; gzip: GzipTemplate };

/**
 * A gzip member with a gap for the permId: the part before it compressed up to a sync flush (byte-aligned, no final
 * block), the part after it compressed by a fresh compressor (so it refers to nothing before it) up to the final
 * block. The permId goes between them as a stored block, and the CRC and length trailer follow the whole.
 */
type GzipTemplate = { head: Buffer; tail: Buffer; beforeCrc: number };

// RFC 1952 header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The rendered document as a template, or null when the permId is not in it exactly once (then it is not
 * certain which occurrence is the shopper's, and the document is not kept).
 */
export function toDocumentTemplate(html: string, permId: string): DocumentTemplate | null {
  const at = html.indexOf(permId);
  if (at < 0 || html.indexOf(permId, at + 1) >= 0) return null;
  const before = Buffer.from(html.slice(0, at));
  const after = Buffer.from(html.slice(at + permId.length));
  const head = Buffer.concat([GZIP_HEADER, deflateRawSync(before, { finishFlush: constants.Z_SYNC_FLUSH })]);
  return { before, after, gzip: { head, tail: deflateRawSync(after), beforeCrc: crc32(before) } };
}

/** The cached document for one shopper (a permId is ASCII, see PERM_ID). */
export function fillDocumentTemplate(
  { before, after }: DocumentTemplate,
  permId: string,
): Buffer<ArrayBuffer> {
  return Buffer.concat([before, Buffer.from(permId, 'latin1'), after]);
}

/** The cached document for one shopper as a gzip body (`Content-Encoding: gzip`). */
export function fillGzipDocumentTemplate(
  { before, after, gzip }: DocumentTemplate,
  permId: string,
): Buffer<ArrayBuffer> {
  const id = Buffer.from(permId, 'latin1');
  // A stored block (RFC 1951 §3.2.4): not final, type 00, then LEN and its one's complement NLEN.
  const stored = Buffer.from([
    0,
    id.length & 0xff,
    id.length >> 8,
    ~id.length & 0xff,
    (~id.length >> 8) & 0xff,
  ]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(after, crc32(id, gzip.beforeCrc)), 0);
  trailer.writeUInt32LE((before.length + id.length + after.length) % 2 ** 32, 4);
  return Buffer.concat([gzip.head, stored, id, gzip.tail, trailer]);
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
