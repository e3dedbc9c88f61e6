import { createOldestFirstStore } from './oldest-first-store.server';

/**
 * The last good answer of each read, served while its source fails (stale-if-error): a category, product or
 * story the shop rendered a minute ago renders the same while the API or the CMS is down, slow or answering 500,
 * and the first good answer after the outage replaces it.
 *
 * Memory stays bounded by bytes, not by a count, because answers range from a few hundred bytes (a vehicle name)
 * to a hundred kilobytes (a listing): each copy is kept as its JSON text (a third of the parsed objects' size, and
 * its length is its cost), the least recently refreshed go first once they add up to more than `maxBytes`, and a
 * copy not refreshed for `maxAgeMs` is dropped — a page nobody asked for in that time is not worth keeping, and an
 * answer that old is too old to show. Answers must be plain JSON data (what the API and the CMS send).
 */
export function createLastGood<V>({
  maxBytes,
  maxAgeMs = LAST_GOOD_MAX_AGE_MS,
  isGood,
  isOutage,
  now = Date.now,
}: {
  /** The most characters of JSON kept in all. */
  maxBytes: number;
  /** How long a copy may stand in for its source after its last good answer. */
  maxAgeMs?: number;
  /** A good answer, kept for later outages. */
  isGood: (value: V) => boolean;
  /** A failure of the source (timeout, unreachable, 5xx), as opposed to an answer such as a 404. */
  isOutage: (value: V) => boolean;
  /** The clock (tests). */
  now?: () => number;
}) {
  // Least recently refreshed first: ages count from the last good answer, and a refreshed key is kept again.
  const entries = createOldestFirstStore<{ json: string; at: number }>({
    budget: maxBytes,
    sizeOf: (entry) => entry.json.length,
    isStale: (entry, at) => at - entry.at > maxAgeMs,
  });
  return {
    /** `load()`'s answer, or the last good one for `key` when `load()` fails with an outage. */
    async read(key: string, load: () => Promise<V>): Promise<V> {
      const value = await load();
      const at = now();
      // Copies too old go with every read, not only when another is kept.
      entries.trim(at);
      if (isGood(value)) {
        const json = JSON.stringify(value);
        // An answer bigger than the whole budget is not kept (it would push out everything else).
        if (json.length <= maxBytes) entries.set(key, { json, at }, at);
        else entries.delete(key);
        return value;
      }
      const kept = isOutage(value) ? entries.get(key, at) : undefined;
      return kept ? (JSON.parse(kept.json) as V) : value;
    },
    /** The characters of JSON kept now. */
    bytes: () => entries.used(),
    /** Forgets everything (tests). */
    clear: () => entries.clear(),
  };
}

/**
 * How long a last good answer stands in for a failing source: an hour covers the outages a shop rides out (a
 * deploy, a database restart, the CMS's incidents) while a price or stock level shown from it is at most an hour
 * old; after that the page says what failed (SPEC §8) rather than show older data.
 */
export const LAST_GOOD_MAX_AGE_MS = 60 * 60 * 1000;
