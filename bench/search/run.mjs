#!/usr/bin/env node
// Search latency (issue 4 budget: p95 ≤ 30 ms on the seed and on the large data set): GET /catalogue?route=search
// (24 cards plus facets) and GET /search/suggest through the app, over words, typos and part numbers, with and
// without a vehicle. PGlite by default; PostgreSQL when DATABASE_URL points at a throwaway database.
// Usage: node bench/search/run.mjs   Env: BENCH_SAMPLES (default 200), LARGE_VEHICLES, LARGE_APPLICATIONS,
// LARGE_PRODUCT_LINES (smaller large set for a quick run).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from '../engines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BUDGET_P95 = 30;

measure(join(here, 'measure.ts'), {}).then(
  ({ engine, load, results }) => {
    console.log(`engine: ${engine}, load average (1 min) at start → end: ${load}`);
    console.log(
      '| what | product lines | samples | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms | p95 ≤ 30 ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      console.log(
        `| ${r.label} | ${r.lines} | ${r.samples} | ${r.p50} | ${r.p95} | ${r.max} | ${r.cpuP50} | ${r.cpuP95} | ${r.p95 <= BUDGET_P95 ? 'yes' : 'no'} |`,
      );
    }
  },
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
