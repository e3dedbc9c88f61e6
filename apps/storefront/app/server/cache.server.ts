import { createOldestFirstStore, hasExpired } from './oldest-first-store.server';

/**
 * A small in-process cache for shopper-independent API answers (listings, vehicle names): the same category page
 * for the same vehicle is the same for every shopper for a few seconds, so a busy page costs one API call per TTL
 * instead of one per visitor. Concurrent misses share one call; failures are not kept.
 */
export function createTtlCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  // Every entry lives ttlMs, so the oldest are also the first to expire: expired ones go with the next load rather
  // than when the cache is full, or a worker would hold maxEntries stale answers (listings of every vehicle and
  // page seen) for good.
  const entries = createOldestFirstStore<{ expires: number; value: Promise<V> }>({
    budget: maxEntries,
    sizeOf: () => 1,
    isStale: hasExpired,
  });
  return {
    /** The cached answer for `key`, or `load()`'s, kept for ttlMs when it succeeds. */
    get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key, now);
      if (hit) return hit.value;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value }, now);
      value.then(
        (v) => {
          if (!keep(v)) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
    /** How many answers it holds, expired ones included until the next `get` drops them. */
    size: () => entries.size(),
    /** Forgets everything (tests). */
    clear: () => entries.clear(),
  };
}

/** How long shopper-independent answers and documents are kept: long enough to absorb a burst, short for editors. */
export const SHARED_ANSWER_TTL_MS = 10_000;

/** Query parameters of editor previews and forced reloads: such documents are rendered every time. */
function isPreviewParam(name: string): boolean {
  return name.startsWith('_storyblok') || name === 'timeTravel' || name === 'z';
}

/** True for an editor preview or a forced reload: nothing shared between shoppers may answer it. */
export function isPreviewRequest(url: URL): boolean {
  for (const name of url.searchParams.keys()) if (isPreviewParam(name)) return true;
  return false;
}

/** True when the request takes a gzip body: `Accept-Encoding` names gzip (or else `*`) with a weight above 0. */
export function acceptsGzip(request: Request): boolean {
  return acceptsGzipHeader(request.headers.get('accept-encoding'));
}

/** {@link acceptsGzip} of an `Accept-Encoding` header value. */
export function acceptsGzipHeader(acceptEncoding: string | null | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}
