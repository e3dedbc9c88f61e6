import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

interface Suggestions {
  query: string;
  products: { productLineSlug: string; skuSlug: string; name: string; brand: { slug: string } }[];
  queries: string[];
}

async function suggest(query: string): Promise<Suggestions> {
  const res = await ctx.app.inject({ url: `/search/suggest?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Suggestions>(res);
}

describe('GET /search/suggest', () => {
  it('suggests up to 6 products and 5 completions for the trimmed query', async () => {
    const result = await suggest('q=%20%20floor%20');
    expect(result.query).toBe('floor');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(6);
    expect(result.queries.length).toBeGreaterThan(0);
    expect(result.queries.length).toBeLessThanOrEqual(5);
    expect(result.queries[0]).toMatch(/^floor/);
    for (const q of result.queries) expect(q).toContain('floor');
  });

  it('tolerates a typo and ranks like the search listing', async () => {
    const result = await suggest('q=bumpr');
    expect(result.products[0]!.name.toLowerCase()).toContain('bumper');
    const listing = json<{ products: { productLineSlug: string }[] }>(
      await ctx.app.inject({ url: '/catalogue?route=search&q=bumpr&pageSize=6' }),
    );
    expect(result.products.map((p) => p.productLineSlug)).toEqual(
      listing.products.map((p) => p.productLineSlug),
    );
  });

  it('honours the vehicle', async () => {
    const vehicle = 'year=2021&makeSlug=jeep&modelSlug=wrangler';
    const result = await suggest(`q=bumper&${vehicle}`);
    const listing = json<{ products: { productLineSlug: string }[] }>(
      await ctx.app.inject({ url: `/catalogue?route=search&q=bumper&pageSize=6&${vehicle}` }),
    );
    expect(result.products.map((p) => p.productLineSlug)).toEqual(
      listing.products.map((p) => p.productLineSlug),
    );
    expect((await ctx.app.inject({ url: '/search/suggest?q=mats&makeSlug=nope' })).statusCode).toBe(404);
  });

  it('rejects a blank or too long query', async () => {
    const blank = await ctx.app.inject({ url: '/search/suggest?q=%20' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('A search needs a query');
    expect((await ctx.app.inject({ url: '/search/suggest' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/search/suggest?q=${'a'.repeat(101)}` })).statusCode).toBe(400);
  });
});

describe('GET /search/redirect', () => {
  it('finds the redirect whose terms hold the quoted query', async () => {
    const res = await ctx.app.inject({ url: '/search/redirect?q=%20Floor%20Mats%20' });
    expect(res.statusCode).toBe(200);
    const redirect = json<{ terms: string[]; url: string }>(res);
    expect(redirect.url).toBe('/c/interior/floor-mats/');
    // The storefront's rule: navigate only when the terms include the lower-cased trimmed query.
    expect(redirect.terms).toContain('floor mats');
  });

  it('returns a phrase match whose terms do not include the query, which the storefront does not follow', async () => {
    const redirect = json<{ terms: string[]; url: string }>(
      await ctx.app.inject({ url: '/search/redirect?q=mats' }),
    );
    expect(redirect.terms).not.toContain('mats');
  });

  it('answers an absolute URL on another host as stored', async () => {
    const redirect = json<{ url: string }>(await ctx.app.inject({ url: '/search/redirect?q=gift%20card' }));
    expect(redirect.url).toMatch(/^https:\/\/partner\.example\//);
  });

  it('prefers the exact term, keeps word order, and 404s when nothing matches', async () => {
    const lloyd = json<{ url: string }>(await ctx.app.inject({ url: '/search/redirect?q=lloyd' }));
    expect(lloyd.url).toBe('/b/lloyds/');
    expect((await ctx.app.inject({ url: '/search/redirect?q=mats%20floor' })).statusCode).toBe(404);
    const none = await ctx.app.inject({ url: '/search/redirect?q=brake%20pads' });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).code).toBe('NOT_FOUND');
    expect((await ctx.app.inject({ url: '/search/redirect?q=' })).statusCode).toBe(400);
  });
});
