#!/usr/bin/env node
// JavaScript a first visit downloads, gzip: every module script and modulepreload of the page's HTML, fetched
// from a running shop (default http://127.0.0.1:3000) and gzipped at level 9, as a CDN would serve them.
// Usage: node bench/js-weight.mjs [baseUrl] [path…]   Budget (DESIGN.md §5): ≤ 150 KB gzip per page.
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
const paths = args.length ? args : ['/'];
const BUDGET_KB = 150;

for (const path of paths) {
  const html = await (await fetch(new URL(path, base))).text();
  const urls = new Set();
  for (const m of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  )) {
    urls.add(m[1]);
  }
  // Inline module scripts import more entry chunks; count those too.
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]);
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    const g = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += g;
    rows.push([url, body.length, g]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log(
    `\n${path}: ${urls.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
  );
  for (const [url, r, g] of rows)
    console.log(
      `  ${(g / 1024).toFixed(1).padStart(6)} KB gz  ${(r / 1024).toFixed(1).padStart(7)} KB  ${url}`,
    );
}
