#!/usr/bin/env node
// Runs the built shop: prepares the database (migrate + seed, both idempotent), starts the payments sandbox (its
// own process and origin) and the commerce API, waits for both to answer, then starts the storefront in front of
// them. `--fresh` uses new throwaway data folders.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servicesEnv } from './services.mjs';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = servicesEnv();
env.NODE_ENV ??= 'production';
// At most two glibc malloc arenas per process instead of eight per core: each of V8's and libuv's background threads
// otherwise gets an arena of its own whose freed memory stays resident (the API held ~110 MB in three; bench/memory).
env.MALLOC_ARENA_MAX ??= '2';
// The API refuses to start in production without the secret that signs session cookies; a local run without one
// gets a new one each start (sessions and e-mailed confirmation links then end at a restart).
env.AUTH_SECRET ||= randomBytes(32).toString('hex');
const fresh = process.argv.includes('--fresh');
if (fresh) {
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'fitkit-data-'));
  env.SANDBOX_DATA_DIR = mkdtempSync(join(tmpdir(), 'fitkit-payments-'));
  env.UPLOADS_DIR = mkdtempSync(join(tmpdir(), 'fitkit-uploads-'));
  env.IMAGES_DIR = mkdtempSync(join(tmpdir(), 'fitkit-images-'));
}

// SERVE_LOG_FILE: every service's output also goes to this file (the journeys scan a checkout's log lines).
if (env.SERVE_LOG_FILE) mkdirSync(dirname(env.SERVE_LOG_FILE), { recursive: true });
const logFile = env.SERVE_LOG_FILE ? createWriteStream(env.SERVE_LOG_FILE) : null;
const children = new Set();
function run(args, opts = {}) {
  const stdio = logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit';
  const child = spawn(process.execPath, args, { cwd: root, env, stdio, ...opts });
  if (logFile) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.pipe(to, { end: false });
      from.pipe(logFile, { end: false });
    }
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
let api;
function stop(code) {
  api?.stop();
  for (const child of children) child.kill('SIGTERM');
  if (fresh) {
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    rmSync(env.SANDBOX_DATA_DIR, { recursive: true, force: true });
    rmSync(env.UPLOADS_DIR, { recursive: true, force: true });
    rmSync(env.IMAGES_DIR, { recursive: true, force: true });
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

/**
 * V8's memory flags of the API and of each shop worker (cluster workers inherit the primary's), a deliberate choice
 * measured in bench/memory: V8 sizes its heap for the machine (up to a few GB here) and, under a steady stream of
 * requests, lets garbage pile up to hundreds of MB before collecting, all of it resident. A cap of `heapMb` for the
 * old generation (what the process holds live is a fraction: the shop ~40 MB, the API ~60 MB besides PGlite's
 * memory, which is not part of it) makes V8 collect sooner at a small CPU cost; 4 MB semi-spaces (instead of 16–32)
 * do the same for the young generation, where a render's or a request's garbage lives. `SHOP_HEAP_MB` and
 * `API_HEAP_MB` change the cap (`0`: V8's own sizing); a process that truly needs more than its cap stops with
 * "heap out of memory" and is started again (a shop worker by the cluster, the API by its supervisor).
 */
function v8Flags(heapMb, fallbackMb) {
  const mb = heapMb === undefined || heapMb === '' ? fallbackMb : Number(heapMb);
  return ['--max-semi-space-size=4', ...(mb > 0 ? [`--max-old-space-size=${mb}`] : [])];
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

const payments = run(['apps/payments-sandbox/dist/server.js']);
payments.on('exit', (code) => stop(code ?? 1));
const setup = run(['apps/commerce-api/dist/setup.js']);
const setupCode = await new Promise((r) => setup.on('exit', r));
if (setupCode !== 0) stop(setupCode ?? 1);

// A crashed API is started again (with backoff) while the shop goes on serving its fallbacks meanwhile.
api = supervise(() => run([...v8Flags(env.API_HEAP_MB, 192), 'apps/commerce-api/dist/server.js']), {
  onRestart: (code, delayMs) =>
    console.error(`fitkit: the commerce API exited (${code}); restarting in ${delayMs} ms`),
});
await Promise.all([waitFor(`${env.API_URL}/health`, 60_000), waitFor(`${env.SANDBOX_URL}/health`, 60_000)]);
const shop = run([...v8Flags(env.SHOP_HEAP_MB, 128), 'apps/storefront/server.mjs']);
shop.on('exit', (code) => stop(code ?? 1));
