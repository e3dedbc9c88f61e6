#!/usr/bin/env node
// `pnpm start`: install, build what changed, prepare the embedded database and serve the shop.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sourceFingerprint } from './fingerprint.mjs';
import { ensurePnpm } from './toolchain.mjs';

// `npm start` on Node 20 hands over to `pnpm start` with the toolchain of .tools/.
ensurePnpm('start');

const root = fileURLToPath(new URL('..', import.meta.url));
const sh = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
const started = Date.now();

sh('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);

// Rebuild only when a source file changed since the last successful build (warm starts skip it).
const stampFile = `${root}.cache/build-stamp`;
const fingerprint = sourceFingerprint(root);
const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
if (!built || !existsSync(`${root}apps/storefront/build/server/index.js`)) {
  sh('pnpm', ['build']);
  mkdirSync(`${root}.cache`, { recursive: true });
  writeFileSync(stampFile, fingerprint);
}
console.log(
  `fitkit: ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of install and build`,
);
await import('./serve.mjs');
