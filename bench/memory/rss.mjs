#!/usr/bin/env node
// Resident memory of the running shop: starts the built shop as `pnpm start` does (scripts/serve.mjs on a
// throwaway embedded database), fires N requests over a mix of pages and prints each process's RSS (VmRSS from
// /proc) right after start and after the requests.
// Usage: node bench/memory/rss.mjs [requests=30000] [port=4172]
// The environment passes through, so profiles are measured the same way, e.g.
// `STOREFRONT_WORKERS=1 DOCUMENT_CACHE_MAX=200 node bench/memory/rss.mjs`.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitFor } from '../wait-for.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const amount = Number(process.argv[2] ?? 30_000);
const port = Number(process.argv[3] ?? 4172);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  API_PORT: String(port + 1),
  PAYMENTS_PORT: String(port + 2),
};
const serve = spawn(process.execPath, ['scripts/serve.mjs', '--fresh'], {
  cwd: root,
  env,
  stdio: 'ignore',
  detached: true,
});
process.on('exit', () => {
  try {
    process.kill(-serve.pid, 'SIGTERM');
  } catch {
    // already gone
  }
});

const procFile = (pid, name) => {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return '';
  }
};

/** The serve script's process tree: pid → its role, named by the script each process runs. */
function processes() {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = Number(/^PPid:\s*(\d+)/m.exec(procFile(name, 'status'))?.[1]);
    parents.set(Number(name), ppid);
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === serve.pid) return true;
    return false;
  };
  // The serve script itself is part of what `pnpm start` holds.
  const found = [{ pid: serve.pid, role: 'start script' }];
  let worker = 0;
  for (const pid of [...parents.keys()].sort((a, b) => a - b)) {
    if (pid === serve.pid || !inTree(pid)) continue;
    const cmd = procFile(pid, 'cmdline').split('\0').join(' ');
    const role = cmd.includes('commerce-api')
      ? 'api'
      : cmd.includes('payments-sandbox')
        ? 'payments sandbox'
        : cmd.includes('storefront')
          ? parents.get(pid) === serve.pid
            ? 'shop'
            : `shop worker ${++worker}`
          : null;
    if (role) found.push({ pid, role });
  }
  return found;
}

const rssMb = (pid) => Number(/^VmRSS:\s*(\d+)/m.exec(procFile(pid, 'status'))?.[1] ?? 0) / 1024;

await waitFor(`${base}/`);
// The mix: home, two categories, product pages found on the first category, search, a vehicle landing, the cart.
const listing = await (await fetch(`${base}/c/interior/`)).text();
const products = [...new Set(listing.match(/\/p\/[a-z0-9-]+\/[a-z0-9-]+\//g) ?? [])].slice(0, 6);
const candidates = [
  '/',
  '/c/interior/',
  '/c/exterior/',
  ...products,
  '/search/?q=bumper',
  '/v/jeep/',
  '/checkout/cart/',
];
// Only pages that answer 200 (a seed without a page in the mix measures the rest).
const paths = [];
for (const path of candidates) if ((await fetch(`${base}${path}`)).ok) paths.push(path);
await new Promise((r) => setTimeout(r, 3000));
const procs = processes();
const atStart = new Map(procs.map(({ pid }) => [pid, rssMb(pid)]));

const result = await autocannon({
  url: base,
  connections: 10,
  amount,
  requests: paths.map((path) => ({ method: 'GET', path })),
});
await new Promise((r) => setTimeout(r, 3000));

const fmt = (n) => `${n.toFixed(0)} MB`.padStart(8);
console.log(
  `${amount} requests over ${paths.length} pages, 10 connections: ${result.requests.average} req/s,`,
);
console.log(`  p97.5 ${result.latency.p97_5} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`${'process'.padEnd(18)}${'start'.padStart(8)}${'after'.padStart(8)}`);
let total = 0;
for (const { pid, role } of procs) {
  const after = rssMb(pid);
  total += after;
  console.log(`${role.padEnd(18)}${fmt(atStart.get(pid) ?? 0)}${fmt(after)}`);
}
console.log(`${'all'.padEnd(18)}${' '.repeat(8)}${fmt(total)}`);
process.exit(0);
