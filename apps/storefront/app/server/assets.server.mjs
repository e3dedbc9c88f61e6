// The shop's built assets across deploys. Pages name hashed files under /assets/; a browser (or a CDN's copy of a
// page) from the build before a deploy still asks for that build's files, and must get them. So each build first
// archives the previous build's assets beside the build directory (`{build}-assets`), and the server answers
// /assets/ from the current build, then from the archive. Archived files are kept ASSET_KEEP_DAYS (default 7)
// after they were archived. Plain JavaScript because server.mjs loads it unbuilt.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the assets of earlier builds are kept, beside the build directory. */
export function assetArchiveDir(buildDir) {
  return `${buildDir.replace(/\/+$/, '')}-assets`;
}

/**
 * Copies the build's assets into the archive (a file already there keeps its first archiving time) and drops
 * archived files older than `keepMs`. Answers how many were copied and dropped.
 */
export function archiveAssets(buildDir, { keepMs = 7 * DAY_MS, now = Date.now() } = {}) {
  const from = join(buildDir, 'client', 'assets');
  const to = assetArchiveDir(buildDir);
  mkdirSync(to, { recursive: true });
  let copied = 0;
  let dropped = 0;
  if (existsSync(from)) {
    for (const name of readdirSync(from)) {
      if (existsSync(join(to, name))) continue;
      copyFileSync(join(from, name), join(to, name));
      copied++;
    }
  }
  for (const name of readdirSync(to)) {
    if (now - statSync(join(to, name)).mtimeMs > keepMs) {
      rmSync(join(to, name), { force: true });
      dropped++;
    }
  }
  return { copied, dropped };
}

/** Serves /assets/ (mount it there): the current build's files first, then earlier builds' from the archive. */
export function assetsRouter(buildDir) {
  const router = express.Router();
  const options = { immutable: true, maxAge: '1y', index: false, redirect: false };
  router.use(express.static(join(buildDir, 'client', 'assets'), options));
  router.use(express.static(assetArchiveDir(buildDir), options));
  return router;
}
