// A cheap fingerprint of the sources that go into `pnpm build`: paths, sizes and modification times.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const skip = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  '.data',
  'storybook-static',
  '.turbo',
]);

function walk(dir, hash) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, hash);
    else {
      const { size, mtimeMs } = statSync(path);
      hash.update(`${path}\0${size}\0${mtimeMs}\n`);
    }
  }
}

/** Fingerprint of every package and app source tree plus the lockfile. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const dir of ['packages', 'apps']) walk(join(root, dir), hash);
  hash.update(statSync(join(root, 'pnpm-lock.yaml')).mtimeMs.toString());
  return hash.digest('hex');
}
