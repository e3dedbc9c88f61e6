import { exitOnDataDirError } from './db/data-dir';
import { configuredTarget, openPreparedDatabase } from './db/setup';

// `db:setup`: migrate and seed (both idempotent), then exit. The server does the same on start.
const started = Date.now();
const { handle, seed } = await openPreparedDatabase(configuredTarget()).catch(exitOnDataDirError);
await handle.close();
const detail = seed.counts
  ? ` (${Object.entries(seed.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`
  : '';
console.log(
  `fitkit commerce-api: database ready, seed ${seed.version} ${seed.status}${detail} in ${Date.now() - started} ms`,
);
