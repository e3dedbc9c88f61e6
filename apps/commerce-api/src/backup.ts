import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirBusyError, describeHolder, exitOnDataDirError } from './db/data-dir';
import { ADMIN_TOKEN_HEADER } from './http/local-admin';

// `db:backup [file.tar.gz]`: a consistent copy of the PGlite data folder, as a tar.gz that unpacks into a data
// folder again. When the API runs it holds the folder's lock, so the copy is asked of it (its loopback admin route)
// instead of opening the folder behind its back; otherwise the folder is locked and dumped here.

function fail(message: string): never {
  console.error(`db:backup: ${message}`);
  process.exit(1);
}

const config = readConfig();
if (config.databaseUrl) fail('DATABASE_URL is set: back PostgreSQL up with its own tools (pg_dump).');
const { dataDir } = config;
if (!existsSync(dataDir)) fail(`there is no data folder at ${dataDir} to back up.`);

// pnpm runs package scripts in the package folder; a path typed by the user is relative to where they were.
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const [asked] = process.argv.slice(2);
const file = asked
  ? isAbsolute(asked)
    ? asked
    : resolve(process.env.INIT_CWD ?? process.cwd(), asked)
  : join(dirname(dataDir), 'backups', `${basename(dataDir)}-${stamp}.tar.gz`);

async function dumpHere(): Promise<{ bytes: Uint8Array; via: string }> {
  const handle = await openDatabase({ dataDir });
  try {
    const dump = await handle.dataDir?.dump();
    if (!dump) fail(`${dataDir} is not a PGlite data folder.`);
    return { bytes: new Uint8Array(await dump.arrayBuffer()), via: 'from the data folder' };
  } finally {
    await handle.close();
  }
}

async function dumpThroughApi(error: DataDirBusyError): Promise<{ bytes: Uint8Array; via: string }> {
  const { holder } = error;
  // Only a running API answers; a script holding the folder (an import, another backup) must finish first.
  if (!holder?.adminUrl || !holder.adminToken) exitOnDataDirError(error);
  const response = await fetch(`${holder.adminUrl}/admin/backup`, {
    headers: { [ADMIN_TOKEN_HEADER]: holder.adminToken },
  }).catch((cause: Error) =>
    fail(`the API holding ${dataDir} (${describeHolder(holder)}) did not answer: ${cause.message}`),
  );
  if (!response.ok)
    fail(`the API holding ${dataDir} (${describeHolder(holder)}) answered ${response.status}.`);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    via: `through the running API (pid ${holder.pid})`,
  };
}

const { bytes, via } = await dumpHere().catch((error: unknown) =>
  error instanceof DataDirBusyError ? dumpThroughApi(error) : exitOnDataDirError(error),
);
// Written aside and renamed, so a cut-off run never leaves half a backup under the final name.
mkdirSync(dirname(file), { recursive: true });
writeFileSync(`${file}.partial`, bytes);
renameSync(`${file}.partial`, file);
console.log(`db:backup: wrote ${file} (${(bytes.length / 1e6).toFixed(1)} MB) ${via}`);
console.log(`  restore: stop the API, then pnpm db:restore ${file}`);
