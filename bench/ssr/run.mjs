#!/usr/bin/env node
// Server render of a category page with 24 products at 20 concurrent clients (autocannon), against serving the
// same HTML as a static file from the same server. Starts the built shop on a throwaway database.
// Usage: node bench/ssr/run.mjs [seconds=15] [path=/c/interior/]   Budget (DESIGN.md §5): p95 ≤ 50 ms.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.argv[2] ?? 15);
const path = process.argv[3] ?? '/c/interior/';
const port = 3700;
const base = `http://127.0.0.1:${port}`;
const staticFile = `${root}apps/storefront/build/client/__bench-static.html`;

const shop = spawn(process.execPath, ['scripts/serve.mjs', '--fresh'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), API_PORT: String(port + 1) },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  rmSync(staticFile, { force: true });
  try {
    process.kill(-shop.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

async function waitForShop() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}${path}`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the shop did not start');
}

function run(url, title) {
  return new Promise((resolve, reject) => {
    // A shopper's cookie, so every request renders as a returning visitor (no new permId each time).
    const headers = { cookie: 'permId=bench-0000-0000-0000' };
    autocannon({ url, connections: 20, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({ title, result });
    });
  });
}

await waitForShop();
const html = await (
  await fetch(`${base}${path}`, { headers: { cookie: 'permId=bench-0000-0000-0000' } })
).text();
const cards = (html.match(/data-slot="product-card"/g) ?? []).length;
writeFileSync(staticFile, html);
await run(`${base}${path}`, 'warm-up');
const ssr = await run(`${base}${path}`, `SSR ${path}`);
const file = await run(`${base}/__bench-static.html`, 'same HTML as a static file');

const row = ({ title, result }) =>
  `| ${title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p97_5 ?? '-'} | ${result.latency.p99} | ${result.non2xx} |`;
console.log(
  `\n${cards} product cards on ${path}; 20 connections, ${seconds} s each, Node ${process.version}`,
);
console.log('| run | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|');
console.log(row(ssr));
console.log(row(file));
// autocannon reports p97.5, not p95; p95 lies between p90 and p97.5 — both are printed for the record.
console.log(
  `\nSSR p90 ${ssr.result.latency.p90} ms, p97.5 ${ssr.result.latency.p97_5} ms (budget p95 ≤ 50 ms)`,
);
console.log(
  `SSR throughput is ${(ssr.result.requests.average / file.result.requests.average).toFixed(3)} × the static file's`,
);
stop();
process.exit(0);
