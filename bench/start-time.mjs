#!/usr/bin/env node
// Times `pnpm start` from a fresh clone (cold: install, build, new embedded database, serve) and then again in
// the same clone (warm: everything reused), until the shop answers its home page.
// Usage: node bench/start-time.mjs [port]   — clones the current commit into a temporary folder.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.argv[2] ?? '3500';
const dir = mkdtempSync(join(tmpdir(), 'fitkit-start-'));
execFileSync('git', ['clone', '-q', root, dir]);

async function timeStart(label) {
  const started = Date.now();
  const child = spawn('pnpm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: port },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 600_000) throw new Error('the shop did not start within 10 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const secs = (Date.now() - started) / 1000;
  console.log(`${label}: home answered after ${secs.toFixed(1)} s`);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  await new Promise((r) => setTimeout(r, 500));
}

try {
  await timeStart('cold (fresh clone, warm package store)');
  await timeStart('warm (same clone, second start)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
