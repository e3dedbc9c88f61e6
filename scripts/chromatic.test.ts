import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));
// A stand-in `pnpm` first on PATH records how the step calls it, so no test publishes anything.
const bin = mkdtempSync(join(tmpdir(), 'fitkit-chromatic-'));
const calls = join(bin, 'calls');
writeFileSync(join(bin, 'pnpm'), `#!/bin/sh\necho "$* token=$CHROMATIC_PROJECT_TOKEN" >> "${calls}"\n`);
chmodSync(join(bin, 'pnpm'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function step(token?: string) {
  const { CHROMATIC_PROJECT_TOKEN: _, ...env } = process.env;
  rmSync(calls, { force: true });
  const r = spawnSync(process.execPath, [script], {
    env: { ...env, PATH: `${bin}:${env.PATH}`, ...(token ? { CHROMATIC_PROJECT_TOKEN: token } : {}) },
    encoding: 'utf8',
  });
  let called = '';
  try {
    called = readFileSync(calls, 'utf8');
  } catch {
    // never called
  }
  return { status: r.status, out: r.stdout, called };
}

describe('the Chromatic step of CI', () => {
  it('without CHROMATIC_PROJECT_TOKEN skips with a message that prints the command it would run', () => {
    const { status, out, called } = step();
    expect(status).toBe(0);
    expect(out).toContain('CHROMATIC_PROJECT_TOKEN is not set');
    expect(out).toContain('With a token this step runs: pnpm chromatic --exit-zero-on-changes');
    expect(called).toBe('');
  });

  it('with a token publishes through `pnpm chromatic`, the token in its environment and never in the log', () => {
    const { status, out, called } = step('secret-token');
    expect(status).toBe(0);
    expect(called).toBe('chromatic --exit-zero-on-changes token=secret-token\n');
    expect(out).toContain('Chromatic: publishing Storybook: pnpm chromatic --exit-zero-on-changes');
    expect(out).not.toContain('secret-token');
  });
});
