#!/usr/bin/env node
// What a page's HTML is made of: its bytes (plain and gzip), the hydration data React Router writes into it (the
// turbo-stream of loader data and the router context, both inline scripts), the other inline scripts, and the
// markup, with the largest loader-data entries, fetched from a running shop (default http://127.0.0.1:3000) as a
// returning shopper with a vehicle. Usage: node bench/html-weight.mjs [baseUrl] [path…]
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
const paths = args.length ? args : ['/', '/c/interior/', '/p/lloyd-mats-select-carpet-floor-mats/black/'];
const headers = {
  cookie: `fitmentData=${encodeURIComponent('{"year":2021,"makeSlug":"jeep","modelSlug":"wrangler"}')}`,
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Loader data from the turbo-stream (a flat array whose objects name their keys and values by index). */
function loaderData(html) {
  const enqueued = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html);
  if (!enqueued) return {};
  const flat = JSON.parse(JSON.parse(enqueued[1]).split('\n')[0]);
  const at = (index, seen = new Set()) => {
    if (index < 0 || seen.has(index)) return null;
    const value = flat[index];
    if (Array.isArray(value))
      return value.map((i) => (typeof i === 'number' ? at(i, new Set(seen).add(index)) : i));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, i]) => [
          flat[Number(key.slice(1))],
          at(i, new Set(seen).add(index)),
        ]),
      );
    }
    return value;
  };
  return at(0)?.loaderData ?? {};
}

console.log(
  '| page | HTML KB | gzip KB | hydration data KB | other inline scripts KB | markup KB | largest loader data (KB) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const path of paths) {
  const response = await fetch(new URL(path, base), { headers, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not a page`);
  const html = await response.text();
  let hydration = 0;
  let otherScripts = 0;
  for (const [script] of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    if (script.includes('window.__reactRouterContext')) hydration += Buffer.byteLength(script);
    else otherScripts += Buffer.byteLength(script);
  }
  const total = Buffer.byteLength(html);
  const entries = Object.entries(loaderData(html)).flatMap(([route, data]) =>
    Object.entries(data ?? {}).map(([key, value]) => [`${route}.${key}`, JSON.stringify(value)?.length ?? 0]),
  );
  const largest = entries
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
  console.log(
    `| ${path} | ${kb(total)} | ${kb(gzipSync(html).length)} | ${kb(hydration)} | ${kb(otherScripts)} | ` +
      `${kb(total - hydration - otherScripts)} | ${largest} |`,
  );
}
