import { expect, test } from '@playwright/test';
import { fuzzShop } from './shop-fuzz';

// The shop's routes and form actions under fuzz (issue 14), journey-free: a seeded few hundred HTTP requests with
// hostile paths, queries and form bodies against the built shop (e2e/shop-fuzz.ts). None may answer 5xx, show a
// stack, send markup of the request back unescaped or redirect off the shop. bench/fuzz/shop.ts sends the nightly size.
test('hostile requests to every route and form action answer without a 5xx or reflected markup', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const figures = await fuzzShop(baseURL!, Number(process.env.FUZZ_SHOP_RUNS ?? 300), 14);
  expect(figures.findings.slice(0, 20)).toEqual([]);
  expect(figures.requests).toBeGreaterThan(0);
});
