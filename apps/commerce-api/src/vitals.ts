import { openDatabase } from './db/client';
import { exitOnDataDirError } from './db/data-dir';
import { migrate } from './db/migrate';
import { configuredTarget } from './db/setup';
import { formatVitalsReport, vitalsReport } from './modules/vitals/queries';

// `pnpm vitals`: p75 LCP / INP / CLS / TTFB of the shop's field vitals by route type and region over the last
// 28 days, from DATABASE_URL (or the PGlite folder DATA_DIR; a running API holds that folder, so stop it first or
// use PostgreSQL).
const target = configuredTarget();
const handle = await openDatabase(target).catch(exitOnDataDirError);
try {
  await migrate(handle);
  const now = new Date();
  console.log(formatVitalsReport(await vitalsReport(handle.db, now), now));
} finally {
  await handle.close();
}
