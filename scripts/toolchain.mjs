// `npm start` and `npm test` on a machine with only Node ≥ 20 and npm: bring Node 24 and pnpm 10 into .tools/ with
// scripts/toolchain.sh (as .ci/run does), then hand over to the same pnpm command. Keep this file to what Node 20
// runs: it is the first thing such a machine executes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const NODE_MAJOR = 24;

/**
 * True when this process already runs as `pnpm <script>` would: Node 24 or newer, started by pnpm. Otherwise (npm,
 * or plain `node scripts/…` on an older Node) the command is handed over to pnpm.
 */
export function runsUnderPnpm(env = process.env, nodeVersion = process.versions.node) {
  return (
    Number(nodeVersion.split('.')[0]) >= NODE_MAJOR && (env.npm_config_user_agent ?? '').startsWith('pnpm/')
  );
}

/** The environment pnpm gets: PATH with .tools/ first, without the variables npm sets for its own scripts. */
export function handOverEnv(env, path) {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  return { ...clean, PATH: path, FITKIT_TOOLCHAIN: '1' };
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Returns when this process runs under pnpm on Node 24; otherwise brings the toolchain, runs `before` and then
 * `pnpm <script> …args` with it, and exits with that command's status.
 */
export function ensurePnpm(script, { before = [] } = {}) {
  if (runsUnderPnpm()) return;
  if (process.env.FITKIT_TOOLCHAIN) {
    console.error(
      `fitkit: still not on Node ${NODE_MAJOR} with pnpm after scripts/toolchain.sh (Node ${process.version})`,
    );
    process.exit(1);
  }
  console.log(
    `fitkit: Node ${process.version} without pnpm: bringing Node ${NODE_MAJOR} and pnpm into .tools/`,
  );
  // The script prints its progress on stderr; only the PATH it ends with comes back on stdout.
  const toolchain = spawnSync('bash', ['-c', 'source scripts/toolchain.sh >&2 && printf %s "$PATH"'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (toolchain.status !== 0) {
    console.error('fitkit: scripts/toolchain.sh failed (it needs bash, tar and npm)');
    process.exit(toolchain.status ?? 1);
  }
  const env = handOverEnv(process.env, toolchain.stdout);
  for (const args of before) run('pnpm', args, env);
  run('pnpm', [script, ...process.argv.slice(2)], env);
  process.exit(0);
}
