// What the engine benchmarks share: a measuring script run in its own process (through tsx, on the API's
// sources) and a throwaway PostgreSQL cluster (skipped when initdb is not installed).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Measuring scripts run through the API's own tsx and import the API through its `./bench` entry; the API's
// sources import @fitkit/fitment, read from source like in the API's own scripts.
const tsx = ['pnpm', ['--filter', '@fitkit/commerce-api', 'exec', 'tsx', '--conditions=@fitkit/source']];

/** Runs a measuring script with extra environment; resolves the JSON of its last output line. */
export function measure(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx[0], [...tsx[1], script], {
      env: { ...process.env, ...env },
      cwd: root,
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs `run(databaseUrl)` on a throwaway PostgreSQL cluster; null when initdb is not installed. */
export async function withPostgres(run) {
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
