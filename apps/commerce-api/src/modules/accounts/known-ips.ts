import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { signInKnownIps } from '../../db/tables/sign-in';

/** Notes that the account signed in from `ip` (called for every new session). */
export async function rememberSignInIp(
  db: Database,
  userId: string,
  ip: string | null | undefined,
): Promise<void> {
  if (!ip) return;
  const at = new Date();
  await db
    .insert(signInKnownIps)
    .values({ userId, ip, lastSignInAt: at })
    .onConflictDoUpdate({ target: [signInKnownIps.userId, signInKnownIps.ip], set: { lastSignInAt: at } });
}

/** Whether the account of `email` has signed in from `ip` before (never, for an address without an account). */
export async function hasSignedInFrom(db: Database, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(signInKnownIps)
    .innerJoin(users, eq(users.id, signInKnownIps.userId))
    .where(and(eq(users.email, email), eq(signInKnownIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}
