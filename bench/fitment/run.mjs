#!/usr/bin/env node
// Fitment at industry scale (DESIGN.md §5), on PGlite and on a throwaway PostgreSQL cluster (skipped when initdb
// is not installed). Each engine runs in its own process (measure.ts, through tsx): it loads the large data set
// (≈250k vehicle configurations, ≥ 2M applications), then times over random fitted vehicles every select of the
// cascade and a fitted category page, through the API code and as the same SQL sent straight to the driver.
// Usage: node bench/fitment/run.mjs [pglite|postgres …]   Env: BENCH_SAMPLES (default 300).
// Budgets: options p95 ≤ 5 ms, fitted listing p95 ≤ 30 ms, API ≤ 1.5× raw SQL.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// measure.ts runs through the API's own tsx and imports the API through its `./bench` entry; the API's sources
// import @fitkit/fitment, read from source like in the API's own scripts.
const tsx = ['pnpm', ['--filter', '@fitkit/commerce-api', 'exec', 'tsx', '--conditions=@fitkit/source']];
const engines = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
const BUDGET = { options: 5, listing: 30, ratio: 1.5 };

function measure(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx[0], [...tsx[1], join(here, 'measure.ts')], {
      env: { ...process.env, ...env },
      cwd: root,
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`measure.ts exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function withPostgres(run) {
  if (spawnSync('sh', ['-c', 'command -v initdb'], { stdio: 'ignore' }).status !== 0) {
    console.log('postgres: initdb not found on PATH, skipped');
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'fitkit-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the cluster then belongs to the postgres user.
  const asPg = (cmd) =>
    asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'ignore' })
      : spawnSync('sh', ['-c', cmd], { stdio: 'ignore' });
  if (asRoot) spawnSync('chown', ['postgres:', dir]);
  const port = await freePort();
  try {
    asPg(`initdb -D ${dir}/data -A trust -U postgres --no-sync`);
    const started = asPg(
      `pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off" -l ${dir}/log -w start`,
    );
    if (started.status !== 0) throw new Error('pg_ctl start failed');
    asPg(`createdb -h 127.0.0.1 -p ${port} -U postgres fitkit_bench`);
    return await run(`postgres://postgres@127.0.0.1:${port}/fitkit_bench`);
  } finally {
    asPg(`pg_ctl -D ${dir}/data -m immediate stop`);
    rmSync(dir, { recursive: true, force: true });
  }
}

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
for (const r of results) {
  const c = r.load.counts;
  console.log(
    `\n${r.engine}: loaded ${c.vehicles} vehicles, ${c.fitmentApplications} applications, ${c.fittedLines} fitted lines, ${c.productLines} product lines in ${(r.loadMs / 1000).toFixed(1)} s (${JSON.stringify(r.load.timings)}); ${r.vehicles} vehicles sampled after a warm-up pass over the same vehicles; peak RSS ${r.maxRssMb} MB; noise ${JSON.stringify(r.noise)}`,
  );
  console.log(
    '| engine | measure | raw SQL p50 / p95 / p99 | query function p50 / p95 / p99 | API (inject) p50 / p95 / p99 | API p95 ÷ raw p95 | API p95 without samples overlapping a GC (samples with GC) | budget p95 | within |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of r.rows) {
    if (row.name.startsWith('inject floor')) {
      console.log(
        `| ${r.engine} | ${row.name} | — | — | ${trio(row.api)} | — | ${fmt(row.api.p95NoGc)} (${row.api.withGc}) | — | — |`,
      );
      continue;
    }
    const budget = row.name.startsWith('options') ? BUDGET.options : BUDGET.listing;
    const ratio = row.api.p95 / row.raw.p95;
    const ok = row.api.p95 <= budget && ratio <= BUDGET.ratio;
    console.log(
      `| ${r.engine} | ${row.name} | ${trio(row.raw)} | ${row.service ? trio(row.service) : '—'} | ${trio(row.api)} | ${ratio.toFixed(2)}× | ${fmt(row.api.p95NoGc)} (${row.api.withGc}) | ≤ ${budget} ms, ≤ ${BUDGET.ratio}× | ${ok ? 'yes' : 'no'} |`,
    );
  }
}
