/**
 * What one of the shop's caches keeps (shared answers, kept documents, last good answers), oldest first within a
 * budget: each entry costs `sizeOf` of the budget (1 for a count, its bytes for a size), and from the oldest kept
 * entries are dropped while they are stale or the entries cost more than `budget` in all.
 *
 * Oldest first because a Map keeps insertion order and a key kept again is inserted again. Dropping from the head
 * stops at the first live entry within the budget, so a cache must go stale in the order it keeps (every entry
 * living the same time, or counted from when it was kept): the oldest are then also the first stale, and expired
 * entries go as soon as anything is kept rather than when the cache is full.
 */
export function createOldestFirstStore<V extends object>({
  budget,
  sizeOf,
  isStale,
}: {
  /** The most the entries may cost in all. */
  budget: number;
  /** What one entry costs of the budget. */
  sizeOf: (value: V) => number;
  /** True when an entry is too old to answer with at `now`. */
  isStale: (value: V, now: number) => boolean;
}) {
  const entries = new Map<string, V>();
  let used = 0;
  const drop = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    used -= sizeOf(value);
    entries.delete(key);
  };
  /** Drops entries from the oldest while they are stale at `now` or the entries cost more than the budget. */
  const trim = (now: number) => {
    for (const [key, value] of entries) {
      if (!isStale(value, now) && used <= budget) break;
      drop(key);
    }
  };
  return {
    /** The live entry under `key`, or undefined (a stale one is dropped). */
    get(key: string, now: number): V | undefined {
      const value = entries.get(key);
      if (value === undefined || !isStale(value, now)) return value;
      drop(key);
      return undefined;
    },
    /** Keeps `value` under `key` as the newest entry (in place of the key's old one), then trims at `now`. */
    set(key: string, value: V, now: number): void {
      drop(key);
      entries.set(key, value);
      used += sizeOf(value);
      trim(now);
    },
    /** Forgets the entry under `key`, if any. */
    delete: drop,
    trim,
    /** The entries, oldest first; deleting while iterating is safe. */
    entries: () => entries.entries(),
    /** How many entries it holds, stale ones included until trimmed. */
    size: () => entries.size,
    /** What the entries cost of the budget in all. */
    used: () => used,
    /** Forgets everything. */
    clear: () => {
      entries.clear();
      used = 0;
    },
  };
}

/** The staleness of entries kept until an expiry time (`isStale` for caches whose entries all live the same time). */
export const hasExpired = (entry: { expires: number }, now: number): boolean => entry.expires <= now;
