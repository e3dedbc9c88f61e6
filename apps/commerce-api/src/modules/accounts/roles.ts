import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type USER_ROLES, users } from '../../db/schema';

/** One of the roles of an account. */
export type UserRole = (typeof USER_ROLES)[number];

/** Gives the account with this e-mail a role; answers false when no account has it. */
export async function setUserRole(db: Database, email: string, role: UserRole): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return changed.length > 0;
}
