import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

interface Card {
  productLineSlug: string;
  name: string;
  brand: { slug: string; name: string };
  price: { actual: number };
}
interface Facet {
  name: string;
  label: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
}
interface Catalogue {
  name: string;
  total: number;
  products: Card[];
  facets: Facet[];
}

async function catalogue(query: string): Promise<Catalogue> {
  const res = await ctx.app.inject({ url: `/catalogue?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Catalogue>(res);
}

const JEEP = 'year=2021&makeSlug=jeep&modelSlug=wrangler';

describe('catalogue search', () => {
  it('finds lines by name, brand, category and part number', async () => {
    const byName = await catalogue('route=search&q=front%20bumper');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.products[0]!.name.toLowerCase()).toContain('bumper');

    const byBrand = await catalogue('route=search&q=lloyd&pageSize=100');
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.products.every((p) => p.brand.slug === 'lloyds')).toBe(true);

    // 'Bumpers' is a category name; every line under it has bumper in its category path.
    const byCategory = await catalogue('route=search&q=fender%20flares');
    const counted = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from product_lines pl join categories c on c.id = pl.category_id
          where c.path like 'exterior/fender-flares%'`,
    );
    expect(byCategory.total).toBeGreaterThanOrEqual(counted[0]!.n);

    const [sku] = await queryRows<{ sku: string; slug: string }>(
      ctx.db,
      sql`select p.sku, pl.slug from products p join product_lines pl on pl.id = p.product_line_id
          order by p.id desc limit 1`,
    );
    const byPart = await catalogue(`route=search&q=${encodeURIComponent(sku!.sku.toLowerCase())}`);
    expect(byPart.products[0]!.productLineSlug).toBe(sku!.slug);
  });

  it('ranks the exact part number first even when its words match other lines', async () => {
    const [row] = await queryRows<{ sku: string; slug: string }>(
      ctx.db,
      sql`select p.sku, pl.slug from products p join product_lines pl on pl.id = p.product_line_id
          where p.sku like 'LLM-%' order by p.id limit 1`,
    );
    const result = await catalogue(`route=search&q=${row!.sku}`);
    expect(result.products[0]!.productLineSlug).toBe(row!.slug);
    // A part-number prefix finds the line too.
    const prefix = await catalogue(`route=search&q=${row!.sku.slice(0, 8)}&pageSize=100`);
    expect(prefix.products.map((p) => p.productLineSlug)).toContain(row!.slug);
  });

  it('tolerates typos', async () => {
    const mats = await catalogue('route=search&q=flor%20mats');
    expect(mats.total).toBeGreaterThan(0);
    expect(mats.products[0]!.name.toLowerCase()).toMatch(/floor|mat/);
    const bumper = await catalogue('route=search&q=bumpr');
    expect(bumper.total).toBeGreaterThan(0);
    expect(bumper.products[0]!.name.toLowerCase()).toContain('bumper');
    const none = await catalogue('route=search&q=zzqxv');
    expect(none.total).toBe(0);
  });

  it('honours the vehicle: only fitted and universal lines', async () => {
    const all = await catalogue('route=search&q=bumper&pageSize=100');
    const jeep = await catalogue(`route=search&q=bumper&pageSize=100&${JEEP}`);
    expect(jeep.total).toBeGreaterThan(0);
    expect(jeep.total).toBeLessThan(all.total);
    const fitted = await catalogue(`route=mmy&pageSize=100&${JEEP}&page=1`);
    const fittedAll = new Set<string>(fitted.products.map((p) => p.productLineSlug));
    for (let page = 2; page <= Math.ceil(fitted.total / 100); page++) {
      for (const p of (await catalogue(`route=mmy&pageSize=100&${JEEP}&page=${page}`)).products) {
        fittedAll.add(p.productLineSlug);
      }
    }
    for (const p of jeep.products) expect(fittedAll.has(p.productLineSlug)).toBe(true);
  });

  it('rejects a blank or too long query', async () => {
    expect((await ctx.app.inject({ url: '/catalogue?route=search&q=%20%20' })).statusCode).toBe(400);
    const long = await ctx.app.inject({ url: `/catalogue?route=search&q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe('catalogue facets', () => {
  it('gives a category listing its child categories, price, brand and special facets with counts of the result', async () => {
    const result = await catalogue('route=category&path=exterior');
    expect(result.facets.map((f) => f.name)).toEqual(['category', 'price', 'brand', 'special']);
    const category = result.facets.find((f) => f.name === 'category')!;
    expect(category.values.every((v) => v.value.startsWith('exterior/'))).toBe(true);
    for (const facet of ['category', 'price', 'brand']) {
      const sum = result.facets.find((f) => f.name === facet)!.values.reduce((n, v) => n + v.count, 0);
      expect(sum, facet).toBe(result.total);
    }
  });

  it('counts equal the totals of the filtered listings', async () => {
    const result = await catalogue(`route=category&path=interior&${JEEP}`);
    const brand = result.facets.find((f) => f.name === 'brand')!.values[0]!;
    const byBrand = await catalogue(`route=category&path=interior&${JEEP}&brand=${brand.value}`);
    expect(byBrand.total).toBe(brand.count);
    expect(
      byBrand.facets.find((f) => f.name === 'brand')!.values.find((v) => v.value === brand.value)!.selected,
    ).toBe(true);
    const price = result.facets.find((f) => f.name === 'price')!.values[0]!;
    const byPrice = await catalogue(`route=category&path=interior&${JEEP}&price=${price.value}`);
    expect(byPrice.total).toBe(price.count);
    expect(byPrice.products.length).toBeGreaterThan(0);
    const deals = result.facets.find((f) => f.name === 'special')!.values.find((v) => v.value === 'deals')!;
    expect((await catalogue(`route=category&path=interior&${JEEP}&special=deals`)).total).toBe(deals.count);
  });

  it('composes brand, price and vehicle filters', async () => {
    const base = await catalogue(`route=category&path=interior&${JEEP}&pageSize=100`);
    const brand = base.facets.find((f) => f.name === 'brand')!.values[0]!.value;
    const withBrand = await catalogue(`route=category&path=interior&${JEEP}&brand=${brand}&pageSize=100`);
    const price = withBrand.facets.find((f) => f.name === 'price')!.values[0]!;
    const both = await catalogue(
      `route=category&path=interior&${JEEP}&brand=${brand}&price=${price.value}&pageSize=100`,
    );
    expect(both.total).toBe(price.count);
    const [min, max] = price.value.split('-').map((v) => (v === '' ? Number.POSITIVE_INFINITY : Number(v)));
    for (const p of both.products) {
      expect(p.brand.slug).toBe(brand);
      expect(p.price.actual).toBeGreaterThanOrEqual(min!);
      expect(p.price.actual).toBeLessThan(max!);
    }
    // Two brands, repeated or comma-separated, give the same listing.
    const second = base.facets.find((f) => f.name === 'brand')!.values[1]!.value;
    const repeated = await catalogue(`route=category&path=interior&${JEEP}&brand=${brand}&brand=${second}`);
    const comma = await catalogue(`route=category&path=interior&${JEEP}&brand=${brand},${second}`);
    expect(repeated.total).toBe(comma.total);
    expect(repeated.total).toBeGreaterThan(withBrand.total);
  });

  it('gives search category, price and brand; deals and new the special facet; same-day by the theme flag', async () => {
    const search = await catalogue('route=search&q=mats');
    expect(search.facets.map((f) => f.name)).toEqual(['category', 'price', 'brand']);
    expect(search.facets[0]!.values.every((v) => !v.value.includes('/'))).toBe(true);
    const deals = await catalogue('route=specials');
    expect(deals.facets.map((f) => f.name)).toEqual(['category', 'price', 'brand', 'special']);
    const withFlag = await catalogue('route=specials&includeSameDayFacet=true');
    const sameDay = withFlag.facets.find((f) => f.name === 'sameDayShipping')!.values[0]!;
    expect(sameDay.count).toBeGreaterThan(0);
    expect((await catalogue('route=specials&sameDayShipping=true')).total).toBe(sameDay.count);
    const narrowed = await catalogue('route=search&q=mats&category=interior');
    expect(narrowed.facets[0]!.values.every((v) => v.value.startsWith('interior/'))).toBe(true);
  });

  it('lists new products newest first by creation date', async () => {
    const result = await catalogue('route=new-products&pageSize=5');
    const rows = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select slug from product_lines order by created_at desc, id desc limit 5`,
    );
    expect(result.products.map((p) => p.productLineSlug)).toEqual(rows.map((r) => r.slug));
  });

  it('rejects unknown facet values with a clear message', async () => {
    const brand = await ctx.app.inject({ url: '/catalogue?route=specials&brand=no-such-brand' });
    expect(brand.statusCode).toBe(400);
    expect(errorOf(brand).message).toBe('Unknown brand: no-such-brand');
    expect((await ctx.app.inject({ url: '/catalogue?route=specials&price=1-2' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/catalogue?route=specials&special=cheap' })).statusCode).toBe(400);
    const category = await ctx.app.inject({ url: '/catalogue?route=search&q=mats&category=nowhere' });
    expect(category.statusCode).toBe(400);
    expect(errorOf(category).message).toBe('Unknown category "nowhere"');
    expect((await ctx.app.inject({ url: '/catalogue?route=specials&timeTravel=yesterday' })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ url: '/catalogue?route=specials&timeTravel=2026-01-01T00:00:00Z' })).statusCode,
    ).toBe(200);
  });
});

describe('timeTravel', () => {
  it('lists the lines as they were then: none before they were created, all of them since', async () => {
    const today = await catalogue('route=search&q=mats');
    expect(today.total).toBeGreaterThan(0);
    expect((await catalogue('route=search&q=mats&timeTravel=2000-01-01T00:00:00Z')).total).toBe(0);
    expect((await catalogue('route=new-products&timeTravel=2000-01-01T00:00:00Z')).total).toBe(0);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await catalogue(`route=search&q=mats&timeTravel=${later}`)).total).toBe(today.total);
  });
});
