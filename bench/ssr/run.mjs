#!/usr/bin/env node
// Server render of a category page with 24 products at 20 concurrent clients (autocannon), against serving the
// same HTML as a static file from the same server. Starts the built shop on a throwaway database (API + shop with
// its document cache), plus a second shop process on the same API with DOCUMENT_CACHE=off for the uncached runs.
// Usage: node bench/ssr/run.mjs [seconds=15] [path=/c/interior/]   Budget (DESIGN.md §5): p95 ≤ 50 ms.
// STOREFRONT_WORKERS (default: one per core) is passed through to both shops; BENCH_PORT (default 3700) is the
// first of the four ports it uses.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitFor } from '../wait-for.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.argv[2] ?? 15);
const path = process.argv[3] ?? '/c/interior/';
const port = Number(process.env.BENCH_PORT ?? 3700);
const cached = `http://127.0.0.1:${port}`;
const uncached = `http://127.0.0.1:${port + 2}`;
const staticFile = `${root}apps/storefront/build/client/__bench-static.html`;
// A returning shopper (permId cookie, a saved vehicle): public pages are the same for every shopper with that
// vehicle, so the permId changes nothing (the cart is read by the browser after paint).
const returning = {
  cookie: `permId=bench-0000-0000-0000; fitmentData=${encodeURIComponent('{"year":2021,"makeSlug":"jeep","modelSlug":"wrangler"}')}`,
};

// The payments sandbox gets the fourth port: the uncached shop takes the third.
const env = {
  ...process.env,
  PORT: String(port),
  API_PORT: String(port + 1),
  PAYMENTS_PORT: String(port + 3),
};
const spawned = [
  spawn(process.execPath, ['scripts/serve.mjs', '--fresh'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  }),
];
const stop = () => {
  rmSync(staticFile, { force: true });
  for (const child of spawned) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);

/**
 * CPU milliseconds the shop and API processes used so far (Linux /proc; utime + stime in clock ticks of 10 ms).
 * Per request this is the cost the machine's other load does not change much, unlike latency.
 */
function cpuMs() {
  const groups = new Set(spawned.map((child) => child.pid));
  const used = { shop: 0, api: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (!groups.has(Number(fields[2]))) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const role = cmd.includes('commerce-api') ? 'api' : cmd.includes('storefront') ? 'shop' : null;
      if (role) used[role] += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the process ended meanwhile, or there is no /proc
    }
  }
  return used;
}

/** 20 connections for `duration` s; latencies kept per response so p95 is exact (autocannon prints p97.5). */
function run(url, headers, duration = seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections: 20, duration, headers }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
      resolve({
        rps: result.requests.average,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        non2xx: result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

await waitFor(`${cached}${path}`);
spawned.push(
  spawn(process.execPath, ['apps/storefront/server.mjs'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port + 2),
      API_URL: `http://127.0.0.1:${port + 1}`,
      DOCUMENT_CACHE: 'off',
    },
    stdio: 'ignore',
    detached: true,
  }),
);
await waitFor(`${uncached}${path}`);

const html = await (await fetch(`${cached}${path}`, { headers: returning })).text();
const cards = (html.match(/data-slot="product-card"/g) ?? []).length;
writeFileSync(staticFile, html);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadBefore = load();
const runs = [];
// Browsers ask for gzip: the shop's compression middleware gzips every rendered or static response, while a
// cached document keeps a gzip copy. Each run's ratio is to the static file sent the same way.
const gzip = { 'accept-encoding': 'gzip' };
const STATIC = 'the same HTML as a static file from the same server';
for (const [title, base, headers] of [
  ['SSR, uncached (returning shopper with a vehicle)', uncached, returning],
  ['SSR, document cache hits (returning shopper with a vehicle)', cached, returning],
  ['SSR, document cache hits (new visitors: no cookie)', cached, {}],
  [STATIC, cached, {}],
  ['SSR, uncached, gzip (returning shopper with a vehicle)', uncached, { ...returning, ...gzip }],
  ['SSR, document cache hits, gzip (returning shopper with a vehicle)', cached, { ...returning, ...gzip }],
  [`${STATIC}, gzip`, cached, gzip],
]) {
  const url = title.startsWith(STATIC) ? `${cached}/__bench-static.html` : `${base}${path}`;
  await run(url, headers, 2); // warm-up
  const before = cpuMs();
  const result = await run(url, headers);
  const after = cpuMs();
  const requests = result.rps * seconds;
  const perRequest = (role) => ((after[role] - before[role]) / requests).toFixed(2);
  runs.push({
    title,
    gzip: 'accept-encoding' in headers,
    ...result,
    shopCpu: perRequest('shop'),
    apiCpu: perRequest('api'),
  });
}
const staticRps = (r) => runs.find((s) => s.title.startsWith(STATIC) && s.gzip === r.gzip).rps;

console.log(
  `\n${cards} product cards on ${path} (HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB); 20 connections, ${seconds} s each, Node ${process.version}, ` +
    `${availableParallelism()} cores, STOREFRONT_WORKERS=${process.env.STOREFRONT_WORKERS ?? 'default (one per core)'}, ` +
    `load average before ${loadBefore}, after ${load()}`,
);
console.log(
  '| run | req/s | p50 ms | p95 ms | p99 ms | ÷ static req/s | CPU ms/req shop + API | non-2xx |\n' +
    '|---|---|---|---|---|---|---|---|',
);
const ms = (v) => v.toFixed(1);
for (const r of runs) {
  console.log(
    `| ${r.title} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ` +
      `${(r.rps / staticRps(r)).toFixed(3)} | ${r.shopCpu} + ${r.apiCpu} | ${r.non2xx} |`,
  );
}
console.log('\nBudget: p95 ≤ 50 ms at 20 concurrent clients.');
stop();
process.exit(0);
