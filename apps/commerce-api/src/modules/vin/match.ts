/** A catalogue row that can be matched by name: a make or a model. */
export interface NamedSlug {
  slug: string;
  name: string;
}

/** Compares names the way shoppers type them: case, spaces and punctuation do not matter ('F150' = 'F-150'). */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * The catalogue row a decoded name stands for: an exact match after normalising (name or slug), else the
 * longest row whose name begins with the decoded one or the other way round ('F-250' → 'F-250 Super Duty',
 * 'ProMaster 2500' → 'ProMaster'). Null when nothing matches.
 */
export function matchByName<T extends NamedSlug>(decoded: string, rows: readonly T[]): T | null {
  const wanted = normaliseName(decoded);
  if (wanted === '') return null;
  const exact = rows.find((r) => normaliseName(r.name) === wanted || normaliseName(r.slug) === wanted);
  if (exact) return exact;
  let best: T | null = null;
  let bestLength = 0;
  for (const row of rows) {
    const name = normaliseName(row.name);
    // Prefixes must be long enough to mean something: 'F' must not match 'F-150'.
    if (Math.min(name.length, wanted.length) < 3) continue;
    if (!(name.startsWith(wanted) || wanted.startsWith(name))) continue;
    const shared = Math.min(name.length, wanted.length);
    if (shared > bestLength) {
      best = row;
      bestLength = shared;
    }
  }
  return best;
}
