import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { migrate } from './migrate';
import { type SeedResult, seedDatabase } from './seed';
import { seedCommerceDemo } from './seed/commerce-demo';

/** Opens the configured database, applies migrations and loads the seed if its version is new. */
export async function openPreparedDatabase(
  target: Parameters<typeof openDatabase>[0],
): Promise<{ handle: DatabaseHandle; seed: SeedResult }> {
  const handle = await openDatabase(target);
  try {
    await migrate(handle);
    const seed = await seedDatabase(handle.db);
    await seedCommerceDemo(handle.db);
    // Fresh statistics so the planner uses the fitment indexes right away.
    if (seed.status === 'seeded') await handle.db.execute(sql`analyze`);
    return { handle, seed };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The database target from the environment: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function configuredTarget(): Parameters<typeof openDatabase>[0] {
  const config = readConfig();
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}
