import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readConfig } from './config';
import { DataDirBusyError, describeHolder, exitOnDataDirError, lockDataDir } from './db/data-dir';

// `db:restore <file.tar.gz>`: puts a `db:backup` file back as the PGlite data folder. The restore takes the
// folder's lock for its whole run, so no API can open the folder half restored; a running API holds the lock, so
// it must be stopped first (a database cannot be swapped under an open server). The folder it replaces is kept
// beside it, renamed, until its owner removes it.

function fail(message: string): never {
  console.error(`db:restore: ${message}`);
  process.exit(1);
}

const config = readConfig();
if (config.databaseUrl) fail('DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore).');
const { dataDir } = config;
const [asked] = process.argv.slice(2);
if (!asked) fail('name the backup to restore: pnpm db:restore <file.tar.gz>');
const file = isAbsolute(asked) ? asked : resolve(process.env.INIT_CWD ?? process.cwd(), asked);
if (!existsSync(file)) fail(`there is no backup at ${file}.`);

const extensions = { pg_trgm };
const backup = new Blob([readFileSync(file)]);

// The backup must open as a fitkit database before anything is moved.
try {
  const check = await PGlite.create({ loadDataDir: backup, extensions });
  await check.query('select count(*) from drizzle.__drizzle_migrations');
  await check.close();
} catch (error) {
  fail(`${file} is not a backup of the shop's database (${(error as Error).message}); nothing was changed.`);
}

mkdirSync(dataDir, { recursive: true });
const lock = await lockDataDir(dataDir).catch((error: unknown) => {
  if (error instanceof DataDirBusyError && error.holder)
    fail(
      `${dataDir} is held by ${describeHolder(error.holder)}: stop it (kill ${error.holder.pid}), then restore again; nothing was changed.`,
    );
  return exitOnDataDirError(error);
});
let keptAt: string | undefined;
try {
  if (readdirSync(dataDir).length > 0) {
    keptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAt);
    mkdirSync(dataDir);
  }
  const restored = await PGlite.create(dataDir, { loadDataDir: backup, extensions });
  await restored.close();
} finally {
  await lock.release();
}
console.log(`db:restore: ${dataDir} now holds ${file}.`);
if (keptAt)
  console.log(`  the folder it replaced is kept at ${keptAt}; remove it once the shop looks right.`);
