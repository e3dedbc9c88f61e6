// One engine's run of the cart-write benchmark (started by run.sh): cart adds through the app (inject, no network)
// beside a bare upsert + select transaction on the same engine, in the same process and run.
// Engine: PostgreSQL when DATABASE_URL is set (then also two app instances on it), else PGlite in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../apps/commerce-api/node_modules/drizzle-orm/index.js';
import { buildApp } from '../../apps/commerce-api/src/app';
import { openDatabase } from '../../apps/commerce-api/src/db/client';
import { migrate } from '../../apps/commerce-api/src/db/migrate';
import { countPostgresRoundTrips } from '../../apps/commerce-api/src/db/round-trips';
import { queryRows } from '../../apps/commerce-api/src/db/rows';
import { seedDatabase } from '../../apps/commerce-api/src/db/seed';

const CLIENTS = 100;
const WRITES_PER_CLIENT = Number(process.env.BENCH_WRITES ?? 20);
const CARTS = 10;
/** Lines per cart: a shopper's cart holds a handful of parts, and every write answers the whole cart. */
const LINES_PER_CART = 5;
const OPEN_LOOP_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const url = process.env.DATABASE_URL?.trim();
const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'fitkit-cart-bench-'));
const open = () => openDatabase(url ? { databaseUrl: url } : { dataDir: dataDir! });
const handle = await open();
await migrate(handle);
await seedDatabase(handle.db);
const apps = [await buildApp({ db: handle.db })];
const second = url ? await open() : null;
if (second) apps.push(await buildApp({ db: second.db }));
const products = (
  await queryRows<{ id: number }>(
    handle.db,
    sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id
        where not pl.is_virtual order by p.id limit 50`,
  )
).map((r) => r.id);
const load = [loadavg()[0]!.toFixed(2)];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `total` jobs on `clients` concurrent workers; wall ms and this process's CPU ms. */
async function closedLoop(total: number, clients: number, job: (i: number) => Promise<void>) {
  let next = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) await job(next++);
    }),
  );
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** The engine's ceiling: a bare upsert + select in one transaction, no HTTP, no validation. */
async function ceiling() {
  await handle.db.execute(sql`create table if not exists bench_counter (k int primary key, n int not null)`);
  const total = CLIENTS * WRITES_PER_CLIENT;
  const { wallMs, cpuMs } = await closedLoop(total, CLIENTS, async (i) => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into bench_counter (k, n) values (${i % 500}, 1) on conflict (k) do update set n = bench_counter.n + 1`,
      );
      await tx.execute(sql`select n from bench_counter where k = ${i % 500}`);
    });
  });
  return {
    what: 'bare upsert + select transaction',
    perSecond: total / (wallMs / 1000),
    cpuMsPerOp: cpuMs / total,
  };
}

const permIdOf = (run: string, cart: number) => `bench${run}${String(cart).padStart(4, '0')}`;

async function addOne(app: (typeof apps)[number], permId: string, productId: number): Promise<number> {
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/cart/${permId}/items`,
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
    payload: { productList: [{ productId, qty: 1 }] },
  });
  if (res.statusCode !== 200) throw new Error(`cart write failed: ${res.statusCode} ${res.body}`);
  return performance.now() - start;
}

/** 100 concurrent shoppers' adds spread over a few carts; then every line's qty is compared with what was sent. */
async function cartWrites(run: string, instances: typeof apps) {
  const expected = new Map<string, number>();
  const total = CLIENTS * WRITES_PER_CLIENT;
  const roundTrips = url ? countPostgresRoundTrips() : null;
  const { wallMs, cpuMs } = await closedLoop(total, CLIENTS, async (i) => {
    const permId = permIdOf(run, i % CARTS);
    const productId = products[Math.floor(i / CARTS) % LINES_PER_CART]!;
    const key = `${permId}|${productId}`;
    expected.set(key, (expected.get(key) ?? 0) + 1);
    await addOne(instances[i % instances.length]!, permId, productId);
  });
  roundTrips?.stop();
  const rows = await queryRows<{ perm_id: string; product_id: number; qty: number }>(
    handle.db,
    sql`select c.perm_id, ci.product_id, ci.qty from carts c join cart_items ci on ci.cart_id = c.id
        where c.perm_id like ${`bench${run}%`}`,
  );
  const actual = new Map(rows.map((r) => [`${r.perm_id}|${r.product_id}`, r.qty]));
  let lost = 0;
  for (const [key, qty] of expected) lost += Math.abs(qty - (actual.get(key) ?? 0));
  return {
    what: `cart writes, ${instances.length} app instance${instances.length > 1 ? 's' : ''}`,
    perSecond: total / (wallMs / 1000),
    cpuMsPerOp: cpuMs / total,
    roundTripsPerOp: roundTrips ? roundTrips.count / total : null,
    lostUpdates: lost,
  };
}

/** Open loop: writes start on schedule at `rate`/s whatever the previous ones do; latency counts from the schedule. */
async function openLoop(run: string, rate: number) {
  const total = rate * OPEN_LOOP_SECONDS;
  const latencies: number[] = [];
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const permId = permIdOf(run, i % CARTS);
    const productId = products[Math.floor(i / CARTS) % LINES_PER_CART]!;
    pending.push(
      addOne(apps[0]!, permId, productId).then(() => {
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { rate, writes: total, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const results = {
  engine: handle.engine,
  ceiling: await ceiling(),
  writes: [await cartWrites('a', apps.slice(0, 1)), ...(second ? [await cartWrites('b', apps)] : [])],
  openLoop: await openLoop('c', url ? 300 : 100),
};
load.push(loadavg()[0]!.toFixed(2));
for (const app of apps) await app.close();
await handle.close();
await second?.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

// The budgets of issue 10: throughput against the engine's ceiling, p99 in the open loop, no lost update.
const budget = url ? { ratio: 0.2, p99: 25 } : { ratio: 0.3, p99: 25 };
const f = (v: number, d = 1) => v.toFixed(d);
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
console.log(
  `\n${results.engine}: ceiling ${f(results.ceiling.perSecond, 0)} tx/s, ${f(results.ceiling.cpuMsPerOp, 2)} CPU ms per tx (load average ${load.join(' → ')})\n`,
);
console.log(
  '| run | writes/s | × ceiling (budget) | CPU ms per write | round trips per write | lost updates |',
);
console.log('|---|---|---|---|---|---|');
for (const w of results.writes) {
  const ratio = w.perSecond / results.ceiling.perSecond;
  console.log(
    `| ${w.what} | ${f(w.perSecond, 0)} | ${f(ratio, 2)} (≥ ${budget.ratio}: ${yes(ratio >= budget.ratio)}) | ${f(w.cpuMsPerOp, 2)} | ${w.roundTripsPerOp === null ? '—' : f(w.roundTripsPerOp)} | ${w.lostUpdates} (0: ${yes(w.lostUpdates === 0)}) |`,
  );
}
const { openLoop: o } = results;
console.log(
  `\nopen loop ${o.rate} writes/s, ${o.writes} writes: p50 ${f(o.p50)} ms, p99 ${f(o.p99)} ms (≤ ${budget.p99} ms: ${yes(o.p99 <= budget.p99)})\n`,
);
console.log(JSON.stringify({ ...results, load: load.join(' → ') }));
