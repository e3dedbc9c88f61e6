#!/usr/bin/env node
// JavaScript a first visit downloads, gzip: every module script and modulepreload of the page's HTML, fetched
// from a running shop (default http://127.0.0.1:3000) and gzipped at level 9, as a CDN would serve them.
// Usage: node bench/js-weight.mjs [--checkout] [baseUrl] [path…]   Budget (DESIGN.md §5): ≤ 150 KB gzip per page.
// --checkout: first become a shopper with a part in the cart and a saved address (the checkout steps' pages need
// both), and fetch every page with that shopper's cookies.
import { gzipSync } from 'node:zlib';

const argv = process.argv.slice(2);
const checkout = argv.includes('--checkout');
const [base = 'http://127.0.0.1:3000', ...args] = argv.filter((a) => a !== '--checkout');
const paths = args.length ? args : ['/'];
const BUDGET_KB = 150;

/** A shopper with one part in the cart and an address saved, as the checkout journeys set it up. */
async function checkoutShopper() {
  const cart = await fetch(new URL('/checkout/cart/', base), { redirect: 'manual' });
  const permId = cart.headers
    .getSetCookie()
    .map((c) => /^permId=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!permId) throw new Error('The cart page set no permId cookie');
  const cookie = `permId=${permId}`;
  const listing = await (await fetch(new URL('/api/catalogue?route=search&q=bumper', base))).json();
  const added = await fetch(new URL(`/api/cart/${permId}/items`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site': 'fitkit', cookie },
    body: JSON.stringify({ productList: [{ productId: listing.products[0].productId, qty: 1 }] }),
  });
  if (!added.ok) throw new Error(`Adding a part failed: ${added.status} ${await added.text()}`);
  const contact = {
    fullName: 'Jo Driver',
    address1: '1 Main St',
    city: 'Austin',
    stateId: 'TX',
    zipcode: '73301',
    country: 'usa',
    email: 'jo.driver@example.com',
    phone: '(512) 555-0100',
  };
  const form = new URLSearchParams({ billingSameAsShipping: 'true' });
  for (const [field, value] of Object.entries(contact)) form.set(`shippingContact.${field}`, value);
  const saved = await fetch(new URL('/checkout/address/', base), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  if (saved.status !== 303) throw new Error(`Saving the address failed: ${saved.status}`);
  return cookie;
}

const headers = checkout ? { cookie: await checkoutShopper() } : {};

for (const path of paths) {
  const page = await fetch(new URL(path, base), { headers, redirect: 'manual' });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}, not a page`);
  const html = await page.text();
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
