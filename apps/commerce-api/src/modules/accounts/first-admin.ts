import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Auth } from './auth';
import { setUserRole } from './roles';

/**
 * Makes sure the shop's first admin exists on a fresh install (`db:setup` with ADMIN_EMAIL and ADMIN_PASSWORD):
 * the account is created with that password and its e-mail taken as confirmed, then made an admin through
 * `setUserRole`, as `users:admin grant` does. An existing account keeps its password; it only gets the role.
 * On the embedded database this is the way to an admin before the API holds the data folder.
 */
export async function ensureFirstAdmin(
  db: Database,
  auth: Auth,
  email: string,
  password: string,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (!existing) {
    await auth.api.signUpEmail({ body: { name: 'Admin', email: address, password } });
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
  }
  await setUserRole(db, address, 'admin');
}
