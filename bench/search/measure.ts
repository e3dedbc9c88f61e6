// One engine's run of the search benchmark (started by run.mjs): times GET /catalogue?route=search and
// GET /search/suggest through the app (inject, no network) on the seed, then on the large data set; and the search
// listing again with timeTravel (prices from the price history).
// Engine: PostgreSQL when DATABASE_URL is set, else PGlite in a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildApp,
  createRandom,
  LARGE_DEFAULTS,
  loadLargeDataSet,
  migrate,
  openDatabase,
  queryRows,
  seedDatabase,
  sql,
} from '@fitkit/commerce-api/bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const url = process.env.DATABASE_URL?.trim();
const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'fitkit-search-bench-'));
const handle = await openDatabase(url ? { databaseUrl: url } : { dataDir: dataDir! });
await migrate(handle);
await seedDatabase(handle.db);
const app = await buildApp({ db: handle.db });

// Words, typos and part numbers as shoppers type them, with and without a popular vehicle.
const WORDS = [
  'floor mats',
  'flor mats',
  'bumpr',
  'front bumper',
  'tonneau cover',
  'led light bar',
  'seat covers',
  'lloyd',
  'weathertech',
  'cold air intake',
  'mud flaps',
  'bed rack',
  'running boards',
  'exhaust',
  'dash cover',
];
const VEHICLES = [
  '',
  '&year=2021&makeSlug=jeep&modelSlug=wrangler',
  '&year=2019&makeSlug=ford&modelSlug=f-150',
  '&year=2018&makeSlug=toyota&modelSlug=tacoma',
];

const TIME_TRAVEL = '2026-05-01T12:00:00.000Z';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, urls: string[]): Promise<Record<string, number | string>> {
  for (const u of urls.slice(0, 20)) await app.inject({ url: u });
  const times: number[] = [];
  // CPU time of this process per request: PGlite runs in it, single-threaded, so on a machine shared with other
  // work this is close to what the wall-clock time would be on an idle one.
  const cpu: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const u = urls[i % urls.length]!;
    const t = performance.now();
    const c = process.cpuUsage();
    const res = await app.inject({ url: u });
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
    if (res.statusCode !== 200) throw new Error(`${u} answered ${res.statusCode}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    label,
    samples: SAMPLES,
    p50: r(percentile(times, 50)),
    p95: r(percentile(times, 95)),
    max: r(times.at(-1)!),
    cpuP50: r(percentile(cpu, 50)),
    cpuP95: r(percentile(cpu, 95)),
  };
}

async function round(set: string): Promise<Record<string, number | string>[]> {
  const random = createRandom(7);
  const skus = await queryRows<{ sku: string }>(handle.db, sql`select sku from products order by id`);
  const queries = [
    ...WORDS,
    ...Array.from({ length: 15 }, () => skus[Math.floor(random.next() * skus.length)]!.sku),
  ];
  const search: string[] = [];
  const suggest: string[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const q = encodeURIComponent(queries[i % queries.length]!);
    const v = VEHICLES[Math.floor(i / queries.length) % VEHICLES.length]!;
    search.push(`/catalogue?route=search&q=${q}${v}`);
    suggest.push(`/search/suggest?q=${q}${v}`);
  }
  const [lines] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from product_lines`,
  );
  // The same listings previewed as of half a year before the seed's epoch: lines then, prices from the history.
  const travelled = search.map((u) => `${u}&timeTravel=${TIME_TRAVEL}`);
  return [
    { ...(await time(`${set}: search listing (24 cards + facets)`, search)), lines: lines!.n },
    { ...(await time(`${set}: suggest`, suggest)), lines: lines!.n },
    { ...(await time(`${set}: search listing with timeTravel`, travelled)), lines: lines!.n },
  ];
}

const load = () => loadavg()[0]!.toFixed(1);
const loadAtStart = load();
const results = [...(await round('seed'))];
await loadLargeDataSet(handle.db, {
  ...LARGE_DEFAULTS,
  vehicles: size('LARGE_VEHICLES', LARGE_DEFAULTS.vehicles),
  applications: size('LARGE_APPLICATIONS', LARGE_DEFAULTS.applications),
  productLines: size('LARGE_PRODUCT_LINES', LARGE_DEFAULTS.productLines),
});
await handle.db.execute(sql`analyze`);
results.push(...(await round('large')));
await app.close();
await handle.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({ engine: url ? 'postgres' : 'pglite', load: `${loadAtStart} → ${load()}`, results }),
);
