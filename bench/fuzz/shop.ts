// Nightly-size fuzz of the shop's routes and form actions (issue 14): hostile requests (e2e/shop-fuzz.ts) against a
// running built shop. Prints the figures; exits 1 on any finding.
// Usage: start the shop (PORT=4132 ... node scripts/serve.mjs --fresh), then
//   apps/commerce-api/node_modules/.bin/tsx bench/fuzz/shop.ts http://127.0.0.1:4132 [requests, default 2500] [seed]
import { fuzzShop } from '../../e2e/shop-fuzz';

const origin = process.argv[2] ?? 'http://127.0.0.1:4132';
const runs = Number(process.argv[3] ?? 2_500);
const seed = Number(process.argv[4] ?? 14);
const started = performance.now();
const figures = await fuzzShop(origin, runs, seed);
const seconds = (performance.now() - started) / 1000;
const share = (n: number) => `${((100 * n) / figures.requests).toFixed(2)} %`;
console.log(`shop fuzz, seed ${seed}, against ${origin}`);
console.log(`requests   ${figures.requests} (${figures.posts} form posts) in ${seconds.toFixed(0)} s`);
console.log(`5xx        ${figures.serverErrors}`);
console.log(`reflected markup  ${figures.reflected}`);
console.log(`stack traces      ${figures.stacks}`);
console.log(`429        ${figures.rateLimited} (${share(figures.rateLimited)})`);
console.log(`redirects  ${figures.redirects}, off the shop's origin ${figures.offsiteRedirects}`);
console.log(`statuses   ${JSON.stringify(figures.statuses)}`);
for (const f of figures.findings.slice(0, 40))
  console.log(`${f.status} ${f.method} ${f.path} → ${f.problem}`);
if (figures.findings.length > 0) process.exitCode = 1;
