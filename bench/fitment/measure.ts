// One engine's run of the fitment benchmark (started by run.mjs, which prints the table): loads the large data
// set, then times the cascade options and a fitted category page through the API code and as raw SQL.
// Engine: PostgreSQL when DATABASE_URL is set, else PGlite in a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// bench/ is not a package: Drizzle comes from the API's own dependencies (same module instance as the app's).
import { type SQL, sql } from '../../apps/commerce-api/node_modules/drizzle-orm/index.js';
import { PgDialect } from '../../apps/commerce-api/node_modules/drizzle-orm/pg-core/index.js';
import { buildApp } from '../../apps/commerce-api/src/app';
import { type Database, openDatabase } from '../../apps/commerce-api/src/db/client';
import { loadLargeDataSet } from '../../apps/commerce-api/src/db/large/load';
import { migrate } from '../../apps/commerce-api/src/db/migrate';
import { queryRows } from '../../apps/commerce-api/src/db/rows';
import { createRandom } from '../../apps/commerce-api/src/db/seed/generate';
import { fitmentOptions } from '../../apps/commerce-api/src/modules/vehicles/queries';

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

// Records the statements a code path sends, so the same SQL can be replayed straight on the driver.
let recording: SQL[] | null = null;
const recorder = new Proxy(db, {
  get(target, prop, receiver) {
    if (prop === 'execute') {
      return (query: SQL) => {
        recording?.push(query);
        return target.execute(query);
      };
    }
    return Reflect.get(target, prop, receiver);
  },
}) as Database;
const app = await buildApp({ db: recorder });

async function record(run: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  recording = [];
  await run();
  const statements = recording.map((q) => {
    const { sql, params } = dialect.sqlToQuery(q);
    return { text: sql, params };
  });
  recording = null;
  return statements;
}

async function raw(statements: { text: string; params: unknown[] }[]): Promise<void> {
  for (const s of statements) await driver.query(s.text, s.params);
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await run();
  return performance.now() - t;
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

type Series = { raw: number[]; service: number[]; api: number[] };
const series = new Map<string, Series>();
function add(name: string, kind: keyof Series, ms: number): void {
  const s = series.get(name) ?? { raw: [], service: [], api: [] };
  s[kind].push(ms);
  series.set(name, s);
}

// Warm-up: plans, caches and the JIT settle before anything counts.
for (const p of picks.slice(0, 20)) {
  for (const level of LEVELS) await fitmentOptions(db, level, filtersFor(p, level));
}

for (const [i, p] of picks.entries()) {
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
  const listing = `/catalogue?${query({
    route: 'category',
    path: topCategories[i % topCategories.length]!,
    ...vehicle,
    page: 1,
    pageSize: 24,
    sort: 'price-asc',
  })}`;
  const statements = await record(async () => {
    const res = await app.inject({ url: listing });
    if (res.statusCode !== 200) throw new Error(`${listing} answered ${res.statusCode}: ${res.body}`);
  });
  add('fitted listing', 'raw', await time(() => raw(statements)));
  add('fitted listing', 'api', await time(() => app.inject({ url: listing })));
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const rows = [...series.entries()].map(([name, s]) => ({
  name,
  raw: { p50: percentile(s.raw, 50), p95: percentile(s.raw, 95) },
  service: s.service.length ? { p50: percentile(s.service, 50), p95: percentile(s.service, 95) } : null,
  api: { p50: percentile(s.api, 50), p95: percentile(s.api, 95) },
  samples: s.api.length,
}));
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
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}\n`,
);
