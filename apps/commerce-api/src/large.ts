import { openDatabase } from './db/client';
import { exitOnDataDirError } from './db/data-dir';
import { generateLargeSet, LARGE_DEFAULTS } from './db/large/generate';
import { loadLargeDataSet } from './db/large/load';
import { migrate } from './db/migrate';
import { configuredTarget } from './db/setup';

// `data:large`: replaces the catalogue of DATABASE_URL (or the PGlite folder DATA_DIR) with the industry-scale
// data set of DESIGN §5. Never run by start or the tests. Sizes can be lowered for a quick try:
// LARGE_VEHICLES, LARGE_APPLICATIONS, LARGE_PRODUCT_LINES, LARGE_SEED.
function sizeFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

const options = {
  seed: sizeFromEnv('LARGE_SEED', LARGE_DEFAULTS.seed),
  vehicles: sizeFromEnv('LARGE_VEHICLES', LARGE_DEFAULTS.vehicles),
  applications: sizeFromEnv('LARGE_APPLICATIONS', LARGE_DEFAULTS.applications),
  productLines: sizeFromEnv('LARGE_PRODUCT_LINES', LARGE_DEFAULTS.productLines),
};
if (process.argv.includes('--dry-run')) {
  // Counts only: what the generator would write, without touching a database.
  const { generateSeed } = await import('./db/seed/generate');
  const { SEED_NUMBER } = await import('./db/seed');
  const set = generateLargeSet(generateSeed(SEED_NUMBER), options);
  console.log({
    makes: set.makes.length,
    models: set.models.length,
    engines: set.engines.length,
    vehicleSpecs: set.vehicleSpecs.length,
    productLines: set.productLines.length,
    targets: set.targets.length,
    ...set.expected,
  });
  process.exit(0);
}
const started = performance.now();
const target = configuredTarget();
// A running API holds the data folder: the load stops and names it rather than write behind its back.
const handle = await openDatabase(target).catch(exitOnDataDirError);
try {
  await migrate(handle);
  const result = await loadLargeDataSet(handle.db, options);
  console.log(
    `fitkit data:large on ${handle.engine}: loaded in ${Math.round(performance.now() - started)} ms`,
  );
  console.log('counts', result.counts);
  console.log('timings (ms)', result.timings);
} finally {
  await handle.close();
}
