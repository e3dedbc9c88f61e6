import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../config';
import type { DatabaseHandle } from './client';

/** Applies the committed migrations that have not run yet (Drizzle keeps the journal in the database). */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(handle.db as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}
