#!/usr/bin/env node
// Search latency (issue 4 budget: p95 ≤ 30 ms on the seed and on the large data set): GET /catalogue?route=search
// (24 cards plus facets) and GET /search/suggest through the app, over words, typos and part numbers, with and
// without a vehicle. PGlite by default; PostgreSQL when DATABASE_URL points at a throwaway database.
// Usage: node bench/search/run.mjs   Env: BENCH_SAMPLES (default 200), LARGE_VEHICLES, LARGE_APPLICATIONS,
// LARGE_PRODUCT_LINES (smaller large set for a quick run).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// measure.ts runs through the API's own tsx and imports the API through its `./bench` entry; the API's sources
// import @fitkit/fitment, read from source like in the API's own scripts.
const tsx = ['pnpm', ['--filter', '@fitkit/commerce-api', 'exec', 'tsx', '--conditions=@fitkit/source']];
const BUDGET_P95 = 30;

const child = spawn(tsx[0], [...tsx[1], join(here, 'measure.ts')], {
  env: process.env,
  cwd: root,
});
let out = '';
child.stdout.on('data', (d) => {
  out += d;
});
child.stderr.on('data', (d) => process.stderr.write(d));
child.on('exit', (code) => {
  if (code !== 0) {
    console.error(`measure.ts exited with ${code}`);
    process.exit(1);
  }
  const { engine, load, results } = JSON.parse(out.trim().split('\n').at(-1));
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
});
