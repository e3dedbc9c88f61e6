import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures } from '../../db/schema';
import type { FailureCount } from './sign-in-throttle';

/** The failure counts of the keys, by key (a key without failures is absent). */
export async function readFailures(db: Database, keys: string[]): Promise<Map<string, FailureCount>> {
  const rows = await db
    .select({
      key: signInFailures.key,
      failures: signInFailures.failures,
      lastFailureAt: signInFailures.lastFailureAt,
    })
    .from(signInFailures)
    .where(inArray(signInFailures.key, keys));
  return new Map(rows.map(({ key, ...count }) => [key, count]));
}

/** Counts one more failure against each key. */
export async function recordFailure(db: Database, keys: string[], at: Date): Promise<void> {
  await db
    .insert(signInFailures)
    .values(keys.map((key) => ({ key, failures: 1, lastFailureAt: at })))
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: { failures: sql`${signInFailures.failures} + 1`, lastFailureAt: at },
    });
}

/** Forgets the failures of the keys (a sign-in succeeded). */
export async function clearFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
}
