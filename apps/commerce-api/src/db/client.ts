import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database the modules query; both engines expose the same PostgreSQL query builder. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle plus the way to close the connection behind it. */
export interface DatabaseHandle {
  /** The query builder. */
  db: Database;
  /** Which engine answers. */
  engine: 'pglite' | 'postgres';
  /** Releases the connection pool or closes the embedded database. */
  close: () => Promise<void>;
}

/** Where to connect: a PostgreSQL URL, a PGlite folder, or an in-memory PGlite (tests, OpenAPI generation). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

/** Opens the database for a target. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      // Idle connections must not keep a finished process (tests, the setup script) alive.
      allowExitOnIdle: true,
    });
    const db = drizzlePg(pool, { schema });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  // pg_trgm backs typo-tolerant search; migration 0004 creates the extension on both engines.
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema });
  return { db, engine: 'pglite', close: () => client.close() };
}
