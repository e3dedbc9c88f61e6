import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

type Page = { kind: string; page: number; pageSize: number; paths: string[] };

describe('sitemaps', () => {
  it('indexes every kind with at least one page', async () => {
    const body = json<{ sitemaps: { kind: string; pages: number }[] }>(
      await ctx.app.inject({ url: '/sitemap' }),
    );
    expect(body.sitemaps.map((s) => s.kind)).toEqual(['categories', 'brands', 'products', 'vehicles']);
    for (const s of body.sitemaps) expect(s.pages).toBeGreaterThanOrEqual(1);
  });

  it('lists shop paths with trailing slashes, each kind under its route', async () => {
    const prefixes = { categories: '/c/', brands: '/b/', products: '/p/', vehicles: '/v/' } as const;
    for (const [kind, prefix] of Object.entries(prefixes)) {
      const page = json<Page>(await ctx.app.inject({ url: `/sitemap/${kind}` }));
      expect(page.paths.length).toBeGreaterThan(0);
      expect(new Set(page.paths).size).toBe(page.paths.length);
      for (const path of page.paths) {
        expect(path.startsWith(prefix), path).toBe(true);
        expect(path.endsWith('/'), path).toBe(true);
      }
    }
  });

  it('lists the partner brands and vehicle pages at each depth', async () => {
    const brands = json<Page>(await ctx.app.inject({ url: '/sitemap/brands' })).paths;
    expect(brands).toEqual(expect.arrayContaining(['/b/lloyds/', '/b/caltrend/']));
    const vehicles = json<Page>(await ctx.app.inject({ url: '/sitemap/vehicles' })).paths;
    expect(vehicles).toEqual(
      expect.arrayContaining(['/v/jeep/', '/v/jeep/wrangler/', '/v/jeep/wrangler/2021/']),
    );
  });

  it('answers 404 past the last page and 400 for an unknown kind or page', async () => {
    expect((await ctx.app.inject({ url: '/sitemap/brands?page=9999' })).statusCode).toBe(404);
    const kind = await ctx.app.inject({ url: '/sitemap/orders' });
    expect(kind.statusCode).toBe(400);
    expect(errorOf(kind).code).toBe('VALIDATION_ERROR');
    for (const page of ['0', '-1', 'x', '1.5', '100000']) {
      expect((await ctx.app.inject({ url: `/sitemap/products?page=${page}` })).statusCode, page).toBe(400);
    }
  });
});
