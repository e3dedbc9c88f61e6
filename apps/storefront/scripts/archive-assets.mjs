#!/usr/bin/env node
// Runs before each build of the shop: keeps the current build's assets for the pages still out there after the
// deploy (see app/server/assets.server.mjs). ASSET_KEEP_DAYS (default 7) bounds how long.
import { fileURLToPath } from 'node:url';
import { archiveAssets } from '../app/server/assets.server.mjs';

const buildDir = fileURLToPath(new URL(`../${process.env.STOREFRONT_BUILD_DIR ?? 'build'}`, import.meta.url));
const days = Number(process.env.ASSET_KEEP_DAYS ?? 7);
const { copied, dropped } = archiveAssets(buildDir, { keepMs: days * 24 * 60 * 60 * 1000 });
console.log(
  `assets of the previous build kept: ${copied} archived, ${dropped} older than ${days} days dropped`,
);
