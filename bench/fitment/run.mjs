#!/usr/bin/env node
// Fitment at industry scale (DESIGN.md §5), on PGlite and on a throwaway PostgreSQL cluster (skipped when initdb
// is not installed). Each engine runs in its own process (measure.ts, through tsx): it loads the large data set
// (≈250k vehicle configurations, ≥ 2M applications), then times over random fitted vehicles every select of the
// cascade and a fitted category page, through the API code and as the same SQL sent straight to the driver.
// Usage: node bench/fitment/run.mjs [pglite|postgres …]   Env: BENCH_SAMPLES (default 300).
// Budgets: options p95 ≤ 5 ms, fitted listing p95 ≤ 30 ms, API ≤ 1.5× raw SQL.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure as measureIn, withPostgres } from '../engines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const engines = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
const BUDGET = { options: 5, listing: 30, ratio: 1.5 };

const measure = (env) => measureIn(join(here, 'measure.ts'), env);

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(2) : '—');
const results = [];
for (const engine of engines) {
  console.log(`${engine}: loading the large data set and measuring…`);
  const result =
    engine === 'postgres'
      ? await withPostgres((url) => measure({ DATABASE_URL: url, PG_POOL_MAX: '4' }))
      : await measure({ DATABASE_URL: '' });
  if (result) results.push(result);
}

const trio = (x) => `${fmt(x.p50)} / ${fmt(x.p95)} / ${fmt(x.p99)}`;
// CPU time of the measuring process per sample (engine included on PGlite only).
const cpu = (row) =>
  `${Number.isNaN(row.raw.cpuP50) ? '—' : `${fmt(row.raw.cpuP50)} / ${fmt(row.raw.cpuP95)}`} · ${fmt(row.api.cpuP50)} / ${fmt(row.api.cpuP95)}`;
for (const r of results) {
  const c = r.load.counts;
  console.log(
    `\n${r.engine}: loaded ${c.vehicles} vehicles, ${c.fitmentApplications} applications, ${c.fittedLines} fitted lines, ${c.productLines} product lines in ${(r.loadMs / 1000).toFixed(1)} s (${JSON.stringify(r.load.timings)}); ${r.vehicles} vehicles sampled after a warm-up pass over the same vehicles; peak RSS ${r.maxRssMb} MB; noise ${JSON.stringify(r.noise)}`,
  );
  console.log(
    '| engine | measure | raw SQL p50 / p95 / p99 | query function p50 / p95 / p99 | API (inject) p50 / p95 / p99 | API p95 ÷ raw p95 | API p95 without samples overlapping a GC (samples with GC) | raw SQL / API CPU p50 / p95 | budget p95 | within |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of r.rows) {
    if (row.name.startsWith('inject floor')) {
      console.log(
        `| ${r.engine} | ${row.name} | — | — | ${trio(row.api)} | — | ${fmt(row.api.p95NoGc)} (${row.api.withGc}) | ${cpu(row)} | — | — |`,
      );
      continue;
    }
    const budget = row.name.startsWith('options') ? BUDGET.options : BUDGET.listing;
    const ratio = row.api.p95 / row.raw.p95;
    const ok = row.api.p95 <= budget && ratio <= BUDGET.ratio;
    console.log(
      `| ${r.engine} | ${row.name} | ${trio(row.raw)} | ${row.service ? trio(row.service) : '—'} | ${trio(row.api)} | ${ratio.toFixed(2)}× | ${fmt(row.api.p95NoGc)} (${row.api.withGc}) | ${cpu(row)} | ≤ ${budget} ms, ≤ ${BUDGET.ratio}× | ${ok ? 'yes' : 'no'} |`,
    );
  }
}
