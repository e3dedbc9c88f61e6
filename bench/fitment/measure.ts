// One engine's run of the fitment benchmark (started by run.mjs, which prints the table): loads the large data
// set, then times the cascade options and a fitted category page through the API code and as raw SQL.
// Engine: PostgreSQL when DATABASE_URL is set, else PGlite in a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import {
  buildApp,
  createRandom,
  type Database,
  type DriverCall,
  fitmentOptions,
  loadLargeDataSet,
  migrate,
  observeDriverCalls,
  openDatabase,
  PgDialect,
  queryRows,
  replayDriverCall,
  type SQL,
  sql,
} from '@fitkit/commerce-api/bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const LEVELS = ['year', 'make', 'model', 'body', 'bed', 'engine'] as const;
type Level = (typeof LEVELS)[number];

const url = process.env.DATABASE_URL?.trim();
const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'fitkit-bench-'));
const handle = await openDatabase(url ? { databaseUrl: url } : { dataDir: dataDir! });
const db = handle.db;
const started = performance.now();
await migrate(handle);
const load = await loadLargeDataSet(db);
const loadMs = Math.round(performance.now() - started);

// The raw driver under Drizzle: PGlite's client or the pg pool, both answer query(text, params).
const driver = (
  db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
).$client;
const dialect = new PgDialect();

// Records what a code path sends to the driver, so exactly that can be replayed straight on it: prepared calls
// (named statements on PostgreSQL, EXECUTE on PGlite) through the API's observer, the rest through db.execute.
type Sent = { kind: 'sql'; text: string; params: unknown[] } | DriverCall;
let recording: Sent[] | null = null;
observeDriverCalls((call) => recording?.push(call));
const recorder = new Proxy(db, {
  get(target, prop, receiver) {
    if (prop === 'execute') {
      return (query: SQL) => {
        if (recording) {
          const { sql, params } = dialect.sqlToQuery(query);
          recording.push({ kind: 'sql', text: sql, params });
        }
        return target.execute(query);
      };
    }
    return Reflect.get(target, prop, receiver);
  },
}) as Database;
const app = await buildApp({ db: recorder });

async function record(run: () => Promise<unknown>): Promise<Sent[]> {
  recording = [];
  await run();
  const sent = recording;
  recording = null;
  return sent;
}

async function raw(statements: Sent[]): Promise<void> {
  for (const s of statements) {
    if (s.kind === 'sql') await driver.query(s.text, s.params);
    else await replayDriverCall(driver, s);
  }
}

// Every sample keeps its start and end, so samples that overlapped a garbage collection can be told apart, and
// the CPU time of this process meanwhile: on PGlite (single-threaded, in this process) that is engine and API
// together, close to what the wall time would be on an idle machine; on PostgreSQL the server's share is not in it.
interface Sample {
  ms: number;
  cpuMs: number;
  start: number;
  end: number;
}
async function time(run: () => Promise<unknown>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const end = performance.now();
  const used = process.cpuUsage(cpu);
  return { ms: end - start, cpuMs: (used.user + used.system) / 1000, start, end };
}

// Fitted vehicles picked with a seeded PRNG among all configuration ids.
interface Pick {
  year: number;
  make: string;
  model: string;
  body: string;
  bed: string;
  engine: string;
}
const random = createRandom(20_261_122);
const vehicleIds = Array.from({ length: SAMPLES * 3 }, () => random.int(1, 250_000));
const picks = await queryRows<Pick>(
  db,
  sql`select v.year, mk.slug as make, md.slug as model, b.slug as body, bd.slug as bed, e.slug as engine
      from vehicles v join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
      join bodies b on b.id = v.body_id join beds bd on bd.id = v.bed_id join engines e on e.id = v.engine_id
      where v.id = any(${`{${vehicleIds.join(',')}}`}::int[])
        and exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id)
      order by md5(v.id::text) limit ${SAMPLES}`,
);
const topCategories = (
  await queryRows<{ path: string }>(
    db,
    sql`select path from categories where depth = 0 and path <> 'gift-cards'`,
  )
).map((r) => r.path);

function filtersFor(p: Pick, level: Level) {
  const before = LEVELS.indexOf(level);
  return {
    ...(before > 0 ? { year: p.year } : {}),
    ...(before > 1 ? { makeSlug: p.make } : {}),
    ...(before > 2 ? { modelSlug: p.model } : {}),
    ...(before > 3 ? { bodySlug: p.body } : {}),
    ...(before > 4 ? { bedSlug: p.bed } : {}),
  };
}

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

type Series = { raw: Sample[]; service: Sample[]; api: Sample[] };
const series = new Map<string, Series>();
let counting = false;
function add(name: string, kind: keyof Series, sample: Sample): void {
  if (!counting) return;
  const s = series.get(name) ?? { raw: [], service: [], api: [] };
  s[kind].push(sample);
  series.set(name, s);
}

async function listing(name: string, url: string): Promise<void> {
  const statements = await record(async () => {
    const res = await app.inject({ url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  });
  add(name, 'raw', await time(() => raw(statements)));
  add(name, 'api', await time(() => app.inject({ url })));
}

async function measureVehicle(p: Pick, i: number): Promise<void> {
  for (const level of LEVELS) {
    const filters = filtersFor(p, level);
    const statements = await record(() => fitmentOptions(recorder, level, filters));
    add(`options ${level}`, 'raw', await time(() => raw(statements)));
    add(`options ${level}`, 'service', await time(() => fitmentOptions(db, level, filters)));
    const path = `/fitment/options/${level}?${query(filters)}`;
    add(`options ${level}`, 'api', await time(() => app.inject({ url: path })));
  }
  // A fitted category page: 24 cards, page 1, by price; every third vehicle with body, bed and engine too.
  const vehicle: Record<string, string | number> = { year: p.year, makeSlug: p.make, modelSlug: p.model };
  if (i % 3 === 0) Object.assign(vehicle, { bodySlug: p.body, bedSlug: p.bed, engineSlug: p.engine });
  const page = { page: 1, pageSize: 24, sort: 'price-asc' };
  const path = topCategories[i % topCategories.length]!;
  await listing('fitted listing', `/catalogue?${query({ route: 'category', path, ...vehicle, ...page })}`);
  // The fixed cost of a request through app.inject (routing, zod, serialisation) with no query at all.
  add('inject floor (/health)', 'api', await time(() => app.inject({ url: '/health' })));
  // The vehicle landing pages without a year: /v/{make}/ and /v/{make}/{model}/ ('Parts & Accessories').
  await listing('make listing', `/catalogue?${query({ route: 'mmy', makeSlug: p.make, ...page })}`);
  await listing(
    'make+model listing',
    `/catalogue?${query({ route: 'mmy', makeSlug: p.make, modelSlug: p.model, ...page })}`,
  );
}

// Warm-up pass over every vehicle: each statement shape is prepared, caches and the JIT settle, before anything
// counts. Then the measured pass over the same vehicles.
const warmStarted = performance.now();
for (const [i, p] of picks.entries()) await measureVehicle(p, i);
const warmUpMs = Math.round(performance.now() - warmStarted);

const gcs: { start: number; end: number }[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
});
gcObserver.observe({ entryTypes: ['gc'] });
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
counting = true;
const measureStarted = performance.now();
for (const [i, p] of picks.entries()) await measureVehicle(p, i);
const measureMs = Math.round(performance.now() - measureStarted);
counting = false;
loopDelay.disable();
await new Promise((resolve) => setTimeout(resolve, 50));
gcObserver.disconnect();

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const overlapsGc = (x: Sample) => gcs.some((g) => g.start < x.end && g.end > x.start);
function stats(samples: Sample[]) {
  const ms = samples.map((x) => x.ms);
  const clean = samples.filter((x) => !overlapsGc(x)).map((x) => x.ms);
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    withGc: ms.length - clean.length,
    p95NoGc: percentile(clean, 95),
    cpuP50: percentile(
      samples.map((x) => x.cpuMs),
      50,
    ),
    cpuP95: percentile(
      samples.map((x) => x.cpuMs),
      95,
    ),
  };
}
const rows = [...series.entries()].map(([name, s]) => ({
  name,
  raw: stats(s.raw),
  service: s.service.length ? stats(s.service) : null,
  api: stats(s.api),
  samples: s.api.length,
}));
const gcMs = gcs.map((g) => g.end - g.start);
const noise = {
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
  warmUpMs,
  measureMs,
  gcCount: gcs.length,
  gcTotalMs: Math.round(gcMs.reduce((a, b) => a + b, 0)),
  gcMaxMs: Number(Math.max(0, ...gcMs).toFixed(1)),
  loopDelayP99Ms: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
  loopDelayMaxMs: Number((loopDelay.max / 1e6).toFixed(1)),
};
await app.close();
await handle.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({
    engine: handle.engine,
    loadMs,
    load,
    vehicles: picks.length,
    rows,
    noise,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}\n`,
);
