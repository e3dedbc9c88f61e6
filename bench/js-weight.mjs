#!/usr/bin/env node
// JavaScript a first visit downloads, gzip: every module script and modulepreload of the page's HTML, fetched
// from a running shop (default http://127.0.0.1:3000) and gzipped at level 9, as a CDN would serve them.
// Usage: node bench/js-weight.mjs [--checkout] [baseUrl] [path…]   Budget (DESIGN.md §5): ≤ 150 KB gzip per page.
// --checkout: first become a shopper with a part in the cart and a saved address (the checkout steps' pages need
// both), and fetch every page with that shopper's cookies.
import { gzipSync } from 'node:zlib';
import { checkoutShopper } from './checkout-shopper.mjs';

const argv = process.argv.slice(2);
const checkout = argv.includes('--checkout');
const [base = 'http://127.0.0.1:3000', ...args] = argv.filter((a) => a !== '--checkout');
const paths = args.length ? args : ['/'];
const BUDGET_KB = 150;

const headers = checkout ? { cookie: await checkoutShopper(base) } : {};

for (const path of paths) {
  const page = await fetch(new URL(path, base), { headers, redirect: 'manual' });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}, not a page`);
  const html = await page.text();
  const urls = new Set();
  // The document holds React Router's module preloads until its first paint (rel="fitkit-modulepreload").
  for (const m of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="(?:fitkit-)?modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
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
