import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=@fitkit/source', '--import', 'tsx', 'src/aces-import.ts', ...args],
    {
      cwd: packageDir,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: packageDir, ...env },
      timeout: 120_000,
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('aces:import command', () => {
  it('exits 1 with the parser message on malformed XML, an unreadable file or bad arguments', () => {
    const broken = run(['samples/aces/broken.xml']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('not well-formed XML');
    const missing = run(['samples/aces/missing.xml']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('ENOENT');
    const usage = run([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('usage: aces:import <file.xml>');
  }, 90_000);

  it('prints the report of a dry run and exits 0, rejections included', () => {
    // Its own database: PGlite in a temporary folder, or the test PostgreSQL (a dry run writes nothing).
    const dataDir = mkdtempSync(join(tmpdir(), 'fitkit-aces-'));
    try {
      const result = run(['samples/aces/fitment-problems.xml', '--dry-run'], { DATA_DIR: dataDir });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('ACES import (dry run: nothing was written)');
      expect(result.stdout).toContain('  apps read:        13\n');
      expect(result.stdout).toContain('  rejected:         12\n');
      expect(result.stdout).toContain('    unknown part: 1\n      - App #2 (id 11): part "NOPE-9999-01"');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
