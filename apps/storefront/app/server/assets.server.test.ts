import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module that server.mjs loads unbuilt
import { archiveAssets, assetArchiveDir, assetsRouter } from './assets.server.mjs';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Writes a build's client output: its hashed assets and the page that names them; answers the page. */
function writeBuild(buildDir: string, hash: string): string {
  const assets = join(buildDir, 'client', 'assets');
  rmSync(join(buildDir, 'client'), { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, `entry.client-${hash}.js`), `console.log('${hash}')`);
  writeFileSync(join(assets, `root-${hash}.css`), `body{--build:'${hash}'}`);
  return `<link rel="stylesheet" href="/assets/root-${hash}.css"><script type="module" src="/assets/entry.client-${hash}.js"></script>`;
}

async function serve(buildDir: string): Promise<string> {
  const app = express();
  app.use('/assets', assetsRouter(buildDir));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const assetsOf = (page: string) => [...page.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);

describe('assets across a deploy', () => {
  it("serves build N's page its assets from build N+1's server, immutable, and build N+1's own", async () => {
    const root = mkdtempSync(join(tmpdir(), 'fitkit-assets-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const buildDir = join(root, 'build');
    const pageN = writeBuild(buildDir, 'AAAA1111');
    // Build N+1: the build step archives build N's assets, then the new build replaces the directory.
    archiveAssets(buildDir);
    const pageN1 = writeBuild(buildDir, 'BBBB2222');
    const base = await serve(buildDir);
    for (const path of [...assetsOf(pageN), ...assetsOf(pageN1)]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('immutable');
    }
    expect((await fetch(`${base}/assets/entry.client-AAAA1111.js`)).ok).toBe(true);
    expect((await fetch(`${base}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('drops archived assets older than the kept days, and keeps the first archiving time', () => {
    const root = mkdtempSync(join(tmpdir(), 'fitkit-assets-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const buildDir = join(root, 'build');
    writeBuild(buildDir, 'OLD00000');
    expect(archiveAssets(buildDir).copied).toBe(2);
    const old = (Date.now() - 8 * 24 * 60 * 60 * 1000) / 1000;
    for (const name of ['entry.client-OLD00000.js', 'root-OLD00000.css'])
      utimesSync(join(assetArchiveDir(buildDir), name), old, old);
    writeBuild(buildDir, 'NEW11111');
    expect(archiveAssets(buildDir)).toEqual({ copied: 2, dropped: 2 });
    expect(archiveAssets(buildDir)).toEqual({ copied: 0, dropped: 0 });
  });
});
