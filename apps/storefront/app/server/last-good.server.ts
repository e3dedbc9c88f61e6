/**
 * The last good answer of each read, served while its source fails (stale-if-error): a category, product or
 * story the shop rendered a minute ago renders the same while the API or the CMS is down, slow or answering 500,
 * and the first good answer after the outage replaces it. At most `maxEntries` answers are kept (the least
 * recently refreshed go first), so memory stays bounded.
 */
export function createLastGood<V>({
  maxEntries,
  isGood,
  isOutage,
}: {
  maxEntries: number;
  /** A good answer, kept for later outages. */
  isGood: (value: V) => boolean;
  /** A failure of the source (timeout, unreachable, 5xx), as opposed to an answer such as a 404. */
  isOutage: (value: V) => boolean;
}) {
  const entries = new Map<string, V>();
  return {
    /** `load()`'s answer, or the last good one for `key` when `load()` fails with an outage. */
    async read(key: string, load: () => Promise<V>): Promise<V> {
      const value = await load();
      if (isGood(value)) {
        entries.delete(key);
        entries.set(key, value);
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      }
      return (isOutage(value) && entries.get(key)) || value;
    },
    /** Forgets everything (tests). */
    clear: () => entries.clear(),
  };
}
