#!/usr/bin/env node
// `pnpm test`: every suite in order — lint, import cycles, types, unit, API on PGlite and on PostgreSQL, package builds and
// publishing checks, the packages installed from a local registry into an outside host, Storybook build and its
// stories in Chromium, Playwright journeys against the built shop.
// It goes on after a failing stage so one run shows every failure, and ends with one summary line.
// Words after the command keep only the stages whose names hold one of them: `pnpm test unit` runs the unit suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensurePnpm } from './toolchain.mjs';

// `npm test` on Node 20 (a fresh clone) installs with the toolchain of .tools/ and hands over to `pnpm test`.
ensurePnpm('test', { before: [['install', '--frozen-lockfile', '--prefer-offline']] });

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}.cache/test-results`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

// `also` names projects run in the same stage (the screenshot comparison beside the stories).
const vitest = (project, also = []) => ({
  name: `vitest ${project}`,
  cmd: 'pnpm',
  args: [
    'exec',
    'vitest',
    'run',
    '--project',
    project,
    ...also.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/${project}.json`,
  ],
  results: `${out}/${project}.json`,
});

const stages = [
  { name: 'lint (biome)', cmd: 'pnpm', args: ['exec', 'biome', 'ci', '.'] },
  { name: 'import cycles (dependency-cruiser)', cmd: 'pnpm', args: ['lint:cycles'] },
  { name: 'typecheck', cmd: 'pnpm', args: ['-r', 'typecheck'] },
  vitest('unit'),
  vitest('api'),
  {
    name: 'vitest api on PostgreSQL',
    cmd: 'bash',
    args: [
      'apps/commerce-api/scripts/test-pg.sh',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/api-pg.json`,
    ],
    results: `${out}/api-pg.json`,
  },
  { name: 'build', cmd: 'pnpm', args: ['build'] },
  { name: 'package checks (publint, attw)', cmd: 'pnpm', args: ['test:pack'] },
  {
    name: 'bare machine (npm start and npm test on Node 20, fresh clone)',
    cmd: 'node',
    args: ['scripts/bare-machine.mjs', `--results=${out}/bare-machine.json`],
    results: `${out}/bare-machine.json`,
  },
  {
    name: 'packages from a registry (Verdaccio, npm host, changesets release)',
    cmd: 'pnpm',
    args: ['test:registry', `--results=${out}/registry.json`],
    results: `${out}/registry.json`,
  },
  {
    name: 'storybook build',
    cmd: 'pnpm',
    args: ['exec', 'storybook', 'build', '--quiet', '-o', `${out}/storybook-static`],
  },
  vitest('storybook', ['screenshots']),
  {
    name: 'playwright journeys',
    cmd: 'pnpm',
    args: ['exec', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` },
    results: `${out}/e2e.json`,
  },
  {
    name: 'a journey on the built packages (shop built on their dist)',
    cmd: 'pnpm',
    args: ['test:e2e:dist'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e-dist.json` },
    results: `${out}/e2e-dist.json`,
  },
];

let passed = 0;
let failed = 0;
const failedStages = [];
const only = process.argv.slice(2);
const selected = only.length ? stages.filter((s) => only.some((word) => s.name.includes(word))) : stages;
if (!selected.length) {
  console.error(`No stage matches ${only.join(', ')}; stages: ${stages.map((s) => s.name).join('; ')}`);
  process.exit(1);
}
for (const stage of selected) {
  const t = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  const r = spawnSync(stage.cmd, stage.args, { cwd: root, stdio: 'inherit', env: { ...env, ...stage.env } });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  const counts = stage.results && existsSync(stage.results) ? countResults(stage.results) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const ok = r.status === 0;
  if (!ok) failedStages.push(stage.name);
  console.log(
    `=== ${stage.name}: ${ok ? 'ok' : `FAILED (exit ${r.status})`} in ${secs} s${counts ? ` — ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
}

function countResults(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (json.stats && 'expected' in json.stats) {
    return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
  }
  return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
}

console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStages.length ? 1 : 0);
