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
api = supervise(() => run(['apps/commerce-api/dist/server.js']), {
  onRestart: (code, delayMs) =>
    console.error(`fitkit: the commerce API exited (${code}); restarting in ${delayMs} ms`),
});
await Promise.all([waitFor(`${env.API_URL}/health`, 60_000), waitFor(`${env.SANDBOX_URL}/health`, 60_000)]);
// A smaller young generation (4 MB semi-spaces instead of V8's 16–32 MB default) keeps each shop worker's heap
// near what it holds live: a render's garbage is short-lived, so it is collected sooner at little CPU cost
// (bench/memory). Cluster workers inherit the primary's flags.
const shop = run(['--max-semi-space-size=4', 'apps/storefront/server.mjs']);
shop.on('exit', (code) => stop(code ?? 1));
