// One engine's run of the order-placing benchmark (started by run.mjs, which prints the table): a real sandbox
// process as the provider, the API in process, and CONCURRENCY shoppers each paying for a one-item cart by card
// through `POST /payments/{permId}/card` (a fresh Idempotency-Key each). Carts and card tokens are made before
// the clock starts; each sample is one payment request: pending order, provider call, finalised order.
// Engine: PostgreSQL when DATABASE_URL is set, else PGlite in a temporary data folder.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addToCart,
  buildApp,
  countPostgresRoundTrips,
  DEMO_CONTACT,
  openPreparedDatabase,
  queryRows,
  registryOf,
  SandboxProvider,
  sql,
  startSandbox,
  TEST_SHOP_ORIGIN,
} from '@fitkit/commerce-api/bench';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARM_UP = 20;
const SITE = 'fitkit';

const url = process.env.DATABASE_URL?.trim();
const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'fitkit-bench-checkout-'));
const { handle } = await openPreparedDatabase(url ? { databaseUrl: url } : { dataDir: dataDir! });
const db = handle.db;
const sandbox = await startSandbox();
const provider = new SandboxProvider(sandbox.settings);
const app = await buildApp({
  db,
  providers: registryOf(provider),
  shopUrl: `${TEST_SHOP_ORIGIN}/`,
  checkoutDetails: async () => ({
    email: 'bench@example.test',
    zipcode: DEMO_CONTACT.zipcode,
    shippingContact: DEMO_CONTACT,
    billingContact: DEMO_CONTACT,
    shippingCents: 995,
    taxCents: 0,
  }),
});
const products = await queryRows<{ id: number }>(
  db,
  sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id
      where not pl.is_virtual order by p.id limit 50`,
);

/** A shopper ready to pay: a cart with one product and a card token. */
async function shopper(i: number) {
  const permId = `bench-${randomUUID()}`;
  await addToCart(db, SITE, permId, [{ productId: products[i % products.length]!.id, qty: 1 }]);
  return { permId, token: await sandbox.tokenize('4242424242424242') };
}

async function pay({ permId, token }: { permId: string; token: string }): Promise<number> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/payments/${permId}/card`,
    headers: { 'x-site': SITE, cookie: `permId=${permId}`, 'idempotency-key': randomUUID() },
    payload: { token },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`payment answered ${res.statusCode}: ${res.body}`);
  return ms;
}

/** The provider's own share: the same authorisation straight to the sandbox, without the API and database. */
async function authoriseOnly({ token }: { token: string }): Promise<number> {
  const started = performance.now();
  const res = await provider.createPayment(
    { token, amount: 1000, currency: 'usd', orderId: randomUUID() },
    { idempotencyKey: randomUUID() },
  );
  if (!res.ok) throw new Error(res.failure.message);
  return performance.now() - started;
}

type Shopper = Awaited<ReturnType<typeof shopper>>;

async function run(
  shoppers: Shopper[],
  step: (s: Shopper) => Promise<number> = pay,
): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < shoppers.length) samples.push(await step(shoppers[next++]!));
    }),
  );
  return { samples, wallMs: performance.now() - started };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
/** `count` shoppers, made CONCURRENCY at a time (a burst of hundreds of connections can be refused on a busy machine). */
async function shoppersFor(count: number): Promise<Shopper[]> {
  const made: Shopper[] = [];
  while (made.length < count) {
    const batch = Math.min(CONCURRENCY, count - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, (_, i) => shopper(made.length + i)))));
  }
  return made;
}
await run(await shoppersFor(WARM_UP));
const load = loadavg();
// Shoppers are made before the clock starts; round trips are counted for the payments alone (PostgreSQL).
const shoppers = await shoppersFor(ORDERS);
const roundTrips = url ? countPostgresRoundTrips() : null;
const cpuBefore = process.cpuUsage();
const { samples, wallMs } = await run(shoppers);
const cpu = process.cpuUsage(cpuBefore);
roundTrips?.stop();
const sorted = [...samples].sort((a, b) => a - b);
const providerAlone = (await run(await shoppersFor(ORDERS), authoriseOnly)).samples.sort((a, b) => a - b);
const result = {
  engine: url ? 'postgres' : 'pglite',
  orders: ORDERS,
  concurrency: CONCURRENCY,
  p50: pct(sorted, 0.5),
  p95: pct(sorted, 0.95),
  p99: pct(sorted, 0.99),
  max: sorted.at(-1),
  providerP50: pct(providerAlone, 0.5),
  providerP95: pct(providerAlone, 0.95),
  ordersPerSecond: (ORDERS / wallMs) * 1000,
  apiCpuMsPerOrder: (cpu.user + cpu.system) / 1000 / ORDERS,
  roundTripsPerOrder: roundTrips ? roundTrips.count / ORDERS : null,
  loadBefore: load.map((l) => Number(l.toFixed(2))),
  loadAfter: loadavg().map((l) => Number(l.toFixed(2))),
};
await app.close();
await sandbox.stop();
await handle.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify(result));
