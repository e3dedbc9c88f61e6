#!/usr/bin/env node
// The shop while its API fails: the built API on a throwaway database behind a fault stand-in (answering,
// slow — never answering —, answering 500, or down), the built shop in front of the stand-in. For a category,
// a product and a search page seen before, and one product page never seen, it reports the status, whether the
// page is the last good one (or SPEC §8's text), whether a stack leaked, and how long the answer took; then how
// long the shop takes to serve fresh pages once the API is back, and once a killed API has been restarted by
// the supervisor `pnpm start` uses. Usage: node bench/faults/run.mjs [port=3680] (uses port+1 and port+2).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from '../../scripts/supervise.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.argv[2] ?? 3680);
const [shopPort, apiPort, standInPort] = [port, port + 1, port + 2];
const shop = `http://127.0.0.1:${shopPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fitkit-faults-'));
const env = { ...process.env, DATA_DIR: dataDir, API_PORT: String(apiPort), PORT: String(shopPort) };

// The services' own output, for when a run goes wrong.
const log = openSync(join(dataDir, '..', `fitkit-faults-${port}.log`), 'w');
const children = [];
const node = (args, extra = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...extra },
    stdio: ['ignore', log, log],
  });
  children.push(child);
  return child;
};
let api;
process.on('exit', () => {
  api?.stop();
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  // The API's lock of the data folder lies beside it.
  for (const lock of ['.lock', '.lock.json']) rmSync(`${dataDir}${lock}`, { recursive: true, force: true });
});

// The stand-in: forwards to the API, or misbehaves.
let mode = 'good';
const standIn = createServer((req, res) => {
  if (mode === 'slow') return; // never answers
  if (mode === '500') {
    res.writeHead(500, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Internal Error' }));
  }
  if (mode === 'down') return req.socket.destroy();
  const upstream = request(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => req.socket.destroy());
  req.pipe(upstream);
});
await new Promise((r) => standIn.listen(standInPort, '127.0.0.1', r));

async function waitFor(url, ok = (res) => res.ok, ms = 120_000) {
  const until = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (ok(res)) return;
      last = `${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      last = String(error); // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in time (last: ${last})`);
}

const setup = node(['apps/commerce-api/dist/setup.js']);
if ((await new Promise((r) => setup.on('exit', r))) !== 0) throw new Error('setup failed');
api = supervise(() => node(['apps/commerce-api/dist/server.js']), { minDelayMs: 500 });
await waitFor(`http://127.0.0.1:${apiPort}/health`);
node(['apps/storefront/server.mjs'], {
  API_URL: `http://127.0.0.1:${standInPort}`,
  STOREFRONT_WORKERS: '1',
  DOCUMENT_CACHE: 'off',
});
await waitFor(`${shop}/`);

const category = '/c/interior/';
const categoryHtml = await (await fetch(`${shop}${category}`)).text();
const products = [...new Set([...categoryHtml.matchAll(/href="(\/p\/[^"]+)"/g)].map((m) => m[1]))];
const seenProduct = products[0];
const search = '/search/?q=mat';
const pages = { category, product: seenProduct, search };
const good = {};
for (const [name, path] of Object.entries(pages)) {
  const html = await (await fetch(`${shop}${path}`)).text();
  good[name] = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? html.slice(0, 200);
}

async function visit(path) {
  const started = performance.now();
  const res = await fetch(`${shop}${path}`, { signal: AbortSignal.timeout(60_000) });
  const html = await res.text();
  return { status: res.status, html, ms: Math.round(performance.now() - started) };
}

const rows = [];
// Each fault gets a product page never shown before (a recovery shows it, so the next fault takes another).
const faults = ['slow', '500', 'down'];
let unseenProduct = products.at(-1);
for (const [i, fault] of faults.entries()) {
  unseenProduct = products.at(-1 - i);
  mode = fault;
  for (const [name, path] of Object.entries(pages)) {
    const { status, html, ms } = await visit(path);
    const stale = html.includes(good[name]);
    rows.push({
      fault,
      page: `${name} (seen)`,
      status,
      shown: stale ? 'last good page' : 'other',
      ms,
      stack: /\n\s+at /.test(html),
    });
  }
  const { status, html, ms } = await visit(unseenProduct);
  const spec = html.includes('There was a problem loading this page') || html.includes('Internal Error');
  rows.push({
    fault,
    page: 'product (unseen)',
    status,
    shown: spec ? 'SPEC §8 text' : 'other',
    ms,
    stack: /\n\s+at /.test(html),
  });
  mode = 'good';
  const started = performance.now();
  await waitFor(`${shop}${unseenProduct}`, (res) => res.status === 200, 60_000);
  rows.push({
    fault,
    page: 'recovery (unseen product 200)',
    status: 200,
    shown: '',
    ms: Math.round(performance.now() - started),
    stack: false,
  });
}

// A killed API: the supervisor starts it again; how long until the shop serves the unseen product fresh.
const killedAt = performance.now();
api.child.kill('SIGKILL');
await waitFor(`http://127.0.0.1:${apiPort}/health`, (res) => res.ok, 120_000);
await waitFor(`${shop}${unseenProduct}`, (res) => res.status === 200, 60_000);
rows.push({
  fault: 'kill -9',
  page: 'API restarted, shop serving',
  status: 200,
  shown: '',
  ms: Math.round(performance.now() - killedAt),
  stack: false,
});
const shopAlive = (await fetch(`${shop}${category}`)).status;

console.log('| fault | page | status | shown | time (ms) | stack leaked |');
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.fault} | ${r.page} | ${r.status} | ${r.shown} | ${r.ms} | ${r.stack ? 'yes' : 'no'} |`);
console.log(`\nshop process alive throughout: ${shopAlive === 200 ? 'yes' : 'no'}`);
process.exit(0);
