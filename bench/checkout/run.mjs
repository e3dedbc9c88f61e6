#!/usr/bin/env node
// Placing an order with the sandbox provider (issue 10, Measure): CONCURRENCY shoppers at once pay by card on
// PostgreSQL (a throwaway cluster; skipped without initdb) and on PGlite, each engine in its own process
// (measure.ts); then the sandbox's own cost per authorisation as stored payments pile up (sandbox.ts).
// Usage: node bench/checkout/run.mjs [postgres|pglite|sandbox …] (default: all three)
// Env: BENCH_ORDERS (default 300), BENCH_CONCURRENCY (default 10); BENCH_STORED (default 0,2000,10000),
// BENCH_AUTHORISATIONS (default 50). Budget: p95 ≤ 150 ms on PostgreSQL.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure as measureIn, withPostgres } from '../engines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const engines = process.argv.slice(2).length ? process.argv.slice(2) : ['postgres', 'pglite', 'sandbox'];
const BUDGET_P95_MS = 150;
const measure = (env) => measureIn(join(here, 'measure.ts'), env);

const results = [];
let sandbox = null;
for (const engine of engines) {
  if (engine === 'sandbox') {
    console.log('sandbox: authorising with payments stored…');
    sandbox = await measureIn(join(here, 'sandbox.ts'), {});
    continue;
  }
  console.log(`${engine}: placing orders…`);
  const result =
    engine === 'postgres'
      ? await withPostgres((url) => measure({ DATABASE_URL: url }))
      : await measure({ DATABASE_URL: '' });
  if (result) results.push(result);
}

const ms = (v) => v.toFixed(1);
if (results.length) {
  console.log(
    '\n| engine | orders × concurrency | p50 / p95 / p99 / max ms | sandbox authorisation alone p50 / p95 ms | orders/s | API CPU ms per order | round trips per order | load average before → after | p95 ≤ 150 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.orders} × ${r.concurrency} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} / ${ms(r.max)} | ${ms(r.providerP50)} / ${ms(r.providerP95)} | ${r.ordersPerSecond.toFixed(1)} | ${ms(r.apiCpuMsPerOrder)} | ${r.roundTripsPerOrder === null ? '—' : r.roundTripsPerOrder.toFixed(1)} | ${r.loadBefore.join(' ')} → ${r.loadAfter.join(' ')} | ${r.engine === 'postgres' ? (r.p95 <= BUDGET_P95_MS ? 'yes' : 'no') : '(reported)'} |`,
    );
  }
}

if (sandbox) {
  console.log(
    `\nThe sandbox alone, ${sandbox.authorisations} authorisations one at a time (tokenise + pay) per row:\n`,
  );
  console.log(
    '| payments stored | ms per authorisation (p50) | CPU ms per authorisation | bytes written per authorisation |',
  );
  console.log('|---|---|---|---|');
  for (const l of sandbox.levels) {
    const bytes = l.bytesWrittenPerAuthorisation;
    console.log(
      `| ${l.stored} | ${ms(l.msPerAuthorisation)} (${ms(l.p50)}) | ${ms(l.cpuMsPerAuthorisation)} | ${bytes === null ? '—' : Math.round(bytes).toLocaleString('en')} |`,
    );
  }
}
