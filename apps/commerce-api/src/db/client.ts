import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirLock, DataDirUnreadableError, lockDataDir } from './data-dir';
import * as schema from './schema';

/** The Drizzle database the modules query; both engines expose the same PostgreSQL query builder. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle plus the way to close the connection behind it. */
export interface DatabaseHandle {
  /** The query builder. */
  db: Database;
  /** Which engine answers. */
  engine: 'pglite' | 'postgres';
  /** Releases the connection pool or closes the embedded database (and gives its data folder up). */
  close: () => Promise<void>;
  /** For PGlite in a data folder: the lock held on it and a dump of it (a tar.gz of the folder). */
  dataDir?: { lock: DataDirLock; dump: () => Promise<Blob> };
}

/**
 * PostgreSQL settings of the embedded database. PGlite runs PostgreSQL in the API's own process and its WebAssembly
 * memory only grows, so every buffer counts in the API's resident memory: PostgreSQL's defaults (128 MB of shared
 * buffers) are sized for a server with its own machine. The data files stay in the OS page cache, which re-reads
 * cost little, so a small buffer pool costs little speed. PGLITE_SHARED_BUFFERS and PGLITE_WORK_MEM override.
 */
export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    `shared_buffers=${env.PGLITE_SHARED_BUFFERS || '32MB'}`,
    `work_mem=${env.PGLITE_WORK_MEM || '4MB'}`,
    'temp_buffers=4MB',
  ];
}

/** Where to connect: a PostgreSQL URL, a PGlite folder, or an in-memory PGlite (tests, OpenAPI generation). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

/**
 * Opens the database for a target. A PGlite data folder is locked first: DataDirBusyError when another process
 * holds it, DataDirUnreadableError when the database in it cannot be opened.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      // Idle connections must not keep a finished process (tests, the setup script) alive.
      allowExitOnIdle: true,
    });
    // A connection dropped by a restarting server is an event, not a crash: the queries in flight fail (503, see
    // isDatabaseUnavailable) and the pool opens new connections for the next ones. node-postgres emits 'error' on
    // the pool for an idle connection and on the client itself for one in use; unheard, either ends the process.
    const lost = (error: Error) =>
      console.error(`commerce-api: a database connection was lost (${error.message})`);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzlePg(pool, { schema });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  // pg_trgm backs typo-tolerant search; migration 0004 creates the extension on both engines.
  const extensions = { pg_trgm };
  if (!('dataDir' in target)) {
    const client = await PGlite.create({ extensions });
    return { db: drizzlePglite(client, { schema }), engine: 'pglite', close: () => client.close() };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const lock = await lockDataDir(target.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(target.dataDir, { extensions, postgresqlconf: pgliteSettings() });
  } catch (error) {
    await lock.release();
    throw new DataDirUnreadableError(target.dataDir, error);
  }
  return {
    db: drizzlePglite(client, { schema }),
    engine: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    },
    dataDir: { lock, dump: () => client.dumpDataDir('gzip') },
  };
}
