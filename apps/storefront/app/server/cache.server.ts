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
