import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

interface Card {
  productId: number;
  productLineSlug: string;
  skuSlug: string;
  name: string;
  brand: { slug: string; name: string };
  image: { key: string; filename: string };
  price: { actual: number; original: number | null };
  fitment?: { fits: boolean; appNote: string | null };
}
interface Catalogue {
  route: string;
  name: string;
  total: number;
  page: number;
  pageSize: number;
  products: Card[];
  facets: unknown[];
  requiredFitmentOptions: string[];
  breadcrumbs: { name: string; path: string }[];
}

async function catalogue(query: string): Promise<Catalogue> {
  const res = await ctx.app.inject({ url: `/catalogue?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Catalogue>(res);
}

async function countLines(where: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from product_lines pl where ${where}`,
  );
  return rows[0]!.n;
}

describe('GET /catalogue?route=category', () => {
  it('lists a leaf category with breadcrumbs and cards', async () => {
    const page = await catalogue('route=category&path=interior/floor-mats/carpet-floor-mats');
    expect(page.route).toBe('category');
    expect(page.name).toBe('Carpet Floor Mats');
    expect(page.breadcrumbs).toEqual([
      { name: 'Interior', path: 'interior' },
      { name: 'Floor Mats', path: 'interior/floor-mats' },
      { name: 'Carpet Floor Mats', path: 'interior/floor-mats/carpet-floor-mats' },
    ]);
    expect(page.total).toBe(
      await countLines(
        sql`pl.category_id = (select id from categories where path = 'interior/floor-mats/carpet-floor-mats')`,
      ),
    );
    expect((page.facets as { name: string }[]).map((f) => f.name)).toEqual([
      'category',
      'price',
      'brand',
      'special',
    ]);
    expect(page.requiredFitmentOptions).toEqual(['year', 'make', 'model']);
    const card = page.products[0]!;
    expect(card.brand).toEqual({ slug: 'lloyds', name: 'Lloyd Mats' });
    // A line's first picture: generated (`pl<id>-1`), or a seeded photo for the first line of some leaves.
    expect(card.image.key).toMatch(/^(pl\d+-1|photo-[a-z-]+-[0-9a-f]{8})$/);
    expect(Number.isInteger(card.price.actual)).toBe(true);
    expect(card.fitment).toBeUndefined();
  });

  it('includes the whole subtree of an upper category', async () => {
    const page = await catalogue('route=category&path=interior&pageSize=5');
    expect(page.total).toBe(
      await countLines(sql`pl.category_id in (select id from categories where path like 'interior/%')`),
    );
    expect(page.products).toHaveLength(5);
  });

  it('pages without overlap and past the end returns no products', async () => {
    const first = await catalogue('route=category&path=exterior&pageSize=10&page=1&sort=name');
    const second = await catalogue('route=category&path=exterior&pageSize=10&page=2&sort=name');
    const slugs = new Set(first.products.map((p) => p.productLineSlug));
    for (const p of second.products) expect(slugs.has(p.productLineSlug)).toBe(false);
    expect(second.page).toBe(2);
    const beyond = await catalogue('route=category&path=exterior&pageSize=10&page=999');
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('sorts by price and by name', async () => {
    const asc = (await catalogue('route=category&path=lighting&sort=price-asc&pageSize=50')).products;
    const prices = asc.map((p) => p.price.actual);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await catalogue('route=category&path=lighting&sort=price-desc&pageSize=50')).products;
    const descPrices = desc.map((p) => p.price.actual);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    const byName = (await catalogue('route=category&path=lighting&sort=name&pageSize=50')).products.map(
      (p) => p.name,
    );
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('narrows to a vehicle: only fitted and universal products, each with fit info', async () => {
    const vehicle = 'year=2018&makeSlug=ford&modelSlug=f-150';
    const page = await catalogue(`route=category&path=truck-bed&${vehicle}&pageSize=100`);
    const expected =
      await countLines(sql`pl.category_id in (select id from categories where path like 'truck-bed/%')
      and (pl.is_universal or exists (select 1 from fitment_applications fa join vehicles v on v.id = fa.vehicle_id
        where fa.product_line_id = pl.id and v.year = 2018 and v.model_id = (select id from models where slug = 'f-150')))`);
    expect(page.total).toBe(expected);
    for (const card of page.products) expect(card.fitment?.fits).toBe(true);
    // F-150 configurations differ by body, bed and engine, so those are asked for.
    expect(page.requiredFitmentOptions).toEqual(['year', 'make', 'model', 'body', 'bed', 'engine']);
  });

  it('explains bed-specific fits with the application note', async () => {
    const rows = await queryRows<{ slug: string; year: number; model: string; make: string; note: string }>(
      ctx.db,
      sql`select pl.slug, v.year, md.slug as model, mk.slug as make, fa.app_note as note
          from fitment_applications fa join product_lines pl on pl.id = fa.product_line_id
          join vehicles v on v.id = fa.vehicle_id join models md on md.id = v.model_id join makes mk on mk.id = v.make_id
          where fa.app_note like 'with %' order by pl.id, v.id limit 1`,
    );
    const fact = rows[0]!;
    const page = await catalogue(
      `route=mmy&makeSlug=${fact.make}&modelSlug=${fact.model}&year=${fact.year}&pageSize=100&sort=name`,
    );
    let found: Card | undefined;
    for (let n = 1; !found && n <= Math.ceil(page.total / 100); n++) {
      const current =
        n === 1
          ? page
          : await catalogue(
              `route=mmy&makeSlug=${fact.make}&modelSlug=${fact.model}&year=${fact.year}&pageSize=100&sort=name&page=${n}`,
            );
      found = current.products.find((p) => p.productLineSlug === fact.slug);
    }
    expect(found?.fitment).toEqual({ fits: true, appNote: fact.note });
  });

  it('answers an unknown category with 404 and an invalid vehicle with the URL 404', async () => {
    const res = await ctx.app.inject({ url: '/catalogue?route=category&path=exterior/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
    const vehicle = await ctx.app.inject({
      url: '/catalogue?route=category&path=exterior&makeSlug=delorean',
    });
    expect(vehicle.statusCode).toBe(404);
    expect(errorOf(vehicle).message).toBe('Invalid Make/Model from url');
  });
});

describe('GET /catalogue?route=mmy', () => {
  it("lists a vehicle's parts under 'Parts & Accessories'", async () => {
    const page = await catalogue('route=mmy&makeSlug=jeep&modelSlug=wrangler&year=2020');
    expect(page.name).toBe('Parts & Accessories');
    expect(page.breadcrumbs).toEqual([
      { name: 'Jeep', path: 'jeep' },
      { name: 'Wrangler', path: 'jeep/wrangler' },
      { name: '2020', path: 'jeep/wrangler/2020' },
    ]);
    const universal = await countLines(sql`pl.is_universal`);
    expect(page.total).toBeGreaterThan(universal);
  });

  it('lists a make alone', async () => {
    const page = await catalogue('route=mmy&makeSlug=toyota');
    expect(page.total).toBeGreaterThan(0);
    expect(page.breadcrumbs).toEqual([{ name: 'Toyota', path: 'toyota' }]);
  });

  it('needs a make', async () => {
    const res = await ctx.app.inject({ url: '/catalogue?route=mmy' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues?.[0]?.path).toBe('query.makeSlug');
  });
});

describe('GET /catalogue?route=search&productLineSlug= (price tokens, SPEC §7)', () => {
  it('finds the one line with an empty query, its card priced as everywhere else', async () => {
    const line = (await catalogue('route=category&path=interior&pageSize=1')).products[0]!;
    const found = await catalogue(`route=search&q=&productLineSlug=${line.productLineSlug}&pageSize=100`);
    expect(found.total).toBe(1);
    expect(found.products[0]!.productLineSlug).toBe(line.productLineSlug);
    expect(found.products[0]!.price).toEqual(line.price);
    expect((await catalogue('route=search&productLineSlug=no-such-line&pageSize=100')).total).toBe(0);
  });

  it('narrows a search with a query too, and is refused outside search', async () => {
    const line = (await catalogue('route=search&q=mats&pageSize=1')).products[0]!;
    const found = await catalogue(`route=search&q=mats&productLineSlug=${line.productLineSlug}`);
    expect(found.products.map((p) => p.productLineSlug)).toEqual([line.productLineSlug]);
    const res = await ctx.app.inject({ url: '/catalogue?route=specials&productLineSlug=x' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues?.[0]?.path).toBe('query.productLineSlug');
  });
});

describe('GET /catalogue categoryFacetLevel (the theme flag of SPEC §9)', () => {
  const categoryValues = async (query: string) =>
    ((await catalogue(query)).facets as { name: string; values: { value: string; count: number }[] }[]).find(
      (f) => f.name === 'category',
    )!.values;

  it('lists top categories by default and second-level ones with lvl1, outside a category', async () => {
    const top = await categoryValues('route=specials');
    expect(top.length).toBeGreaterThan(0);
    for (const v of top) expect(v.value).not.toContain('/');
    const second = await categoryValues('route=specials&categoryFacetLevel=lvl1');
    expect(second.length).toBeGreaterThan(top.length);
    for (const v of second) expect(v.value.split('/')).toHaveLength(2);
    // Each second-level count belongs to its top category: they add up to at most the top's count.
    for (const t of top) {
      const children = second.filter((v) => v.value.startsWith(`${t.value}/`));
      expect(children.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(t.count);
    }
  });

  it('leaves a category listing on its own children, and rejects another level', async () => {
    const children = await categoryValues('route=category&path=interior&categoryFacetLevel=lvl1');
    for (const v of children) expect(v.value).toMatch(/^interior\/[^/]+$/);
    const res = await ctx.app.inject({ url: '/catalogue?route=specials&categoryFacetLevel=lvl2' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /catalogue?route=search', () => {
  it('finds products by name words, brand and part number', async () => {
    const byName = await catalogue('route=search&q=tonneau%20cover');
    expect(byName.name).toBe('Search results for "tonneau cover"');
    expect(byName.total).toBe(await countLines(sql`pl.name ilike '%tonneau%' and pl.name ilike '%cover%'`));
    expect(byName.products[0]!.name.toLowerCase()).toContain('tonneau');
    const byBrand = await catalogue('route=search&q=Wet%20Okole&pageSize=100');
    expect(byBrand.total).toBeGreaterThan(0);
    for (const card of byBrand.products) expect(card.brand.slug).toBe('wetokole');
    const sku = (
      await queryRows<{ sku: string; slug: string }>(
        ctx.db,
        sql`select p.sku, pl.slug from products p join product_lines pl on pl.id = p.product_line_id order by p.id limit 1`,
      )
    )[0]!;
    const byPart = await catalogue(`route=search&q=${sku.sku}`);
    expect(byPart.products.map((p) => p.productLineSlug)).toContain(sku.slug);
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect((await catalogue('route=search&q=%25')).total).toBe(0);
    expect((await catalogue('route=search&q=_')).total).toBe(0);
  });

  it('combines a search with a vehicle', async () => {
    const all = await catalogue('route=search&q=mats');
    const fitted = await catalogue('route=search&q=mats&makeSlug=honda&modelSlug=civic&year=2020');
    expect(fitted.total).toBeGreaterThan(0);
    expect(fitted.total).toBeLessThan(all.total);
  });

  it.each([
    ['a missing query', 'route=search', 'query.q'],
    ['a blank query', 'route=search&q=%20%20', 'query.q'],
    ['an over-long query', `route=search&q=${'a'.repeat(101)}`, 'query.q'],
    ['an unknown route', 'route=wishlist', 'query.route'],
    ['no route', 'q=mats', 'query.route'],
    ['a page of zero', 'route=search&q=mats&page=0', 'query.page'],
    ['a fractional page', 'route=search&q=mats&page=1.5', 'query.page'],
    ['a huge page size', 'route=search&q=mats&pageSize=1000', 'query.pageSize'],
    ['an unknown sort', 'route=search&q=mats&sort=random', 'query.sort'],
    ['a bad path', 'route=category&path=../etc', 'query.path'],
    ['a category without path', 'route=category', 'query.path'],
    ['a vehicle without make', 'route=category&path=exterior&year=2020', 'query.makeSlug'],
  ])('rejects %s with 400 VALIDATION_ERROR', async (_name, query, path) => {
    const res = await ctx.app.inject({ url: `/catalogue?${query}` });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((i) => i.path)).toContain(path);
  });
});

const F150 = 'year=2018&makeSlug=ford&modelSlug=f-150';
const fitsF150 = sql`(pl.is_universal or exists (select 1 from fitment_applications fa
  join vehicles v on v.id = fa.vehicle_id where fa.product_line_id = pl.id and v.year = 2018
  and v.model_id = (select id from models where slug = 'f-150')))`;
const onSale = sql`exists (select 1 from products p where p.product_line_id = pl.id
  and p.original_price_cents > p.price_cents)`;

describe('GET /catalogue?route=specials', () => {
  it("lists lines with a SKU on sale under 'Deals'", async () => {
    const page = await catalogue('route=specials&pageSize=100');
    expect(page.name).toBe('Deals');
    expect(page.route).toBe('specials');
    expect(page.total).toBe(await countLines(onSale));
    expect(page.total).toBeGreaterThan(10);
    expect(page.breadcrumbs).toEqual([]);
  });

  it('narrows deals to a vehicle', async () => {
    const page = await catalogue(`route=specials&${F150}&pageSize=100`);
    expect(page.total).toBe(await countLines(sql`${onSale} and ${fitsF150}`));
    expect(page.total).toBeLessThan((await catalogue('route=specials')).total);
    for (const card of page.products) expect(card.fitment?.fits).toBe(true);
  });
});

describe('GET /catalogue?route=new-products', () => {
  it("lists the newest lines first under 'New Products'", async () => {
    const page = await catalogue('route=new-products&pageSize=5');
    expect(page.name).toBe('New Products');
    expect(page.total).toBe(120);
    const newest = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select slug from product_lines order by created_at desc, id desc limit 5`,
    );
    expect(page.products.map((p) => p.productLineSlug)).toEqual(newest.map((r) => r.slug));
  });

  it('narrows new lines to a vehicle', async () => {
    const page = await catalogue(`route=new-products&${F150}&pageSize=100`);
    expect(page.total).toBe(
      await countLines(
        sql`pl.id in (select id from product_lines order by created_at desc, id desc limit 120) and ${fitsF150}`,
      ),
    );
    for (const card of page.products) expect(card.fitment?.fits).toBe(true);
  });
});

describe('GET /catalogue?route=brand', () => {
  it('lists a brand under its name', async () => {
    const page = await catalogue('route=brand&brandSlug=lloyds&pageSize=100');
    expect(page.name).toBe('Lloyd Mats');
    expect(page.total).toBe(
      await countLines(sql`pl.brand_id = (select id from brands where slug = 'lloyds')`),
    );
    for (const card of page.products) expect(card.brand.slug).toBe('lloyds');
  });

  it("narrows a brand to a vehicle's fitted lines", async () => {
    const page = await catalogue(`route=brand&brandSlug=ironline-offroad&${F150}&pageSize=100`);
    expect(page.total).toBe(
      await countLines(
        sql`pl.brand_id = (select id from brands where slug = 'ironline-offroad') and ${fitsF150}`,
      ),
    );
    for (const card of page.products) expect(card.fitment?.fits).toBe(true);
  });

  it('answers an unknown brand with 404 and a missing or malformed one with 400', async () => {
    const unknown = await ctx.app.inject({ url: '/catalogue?route=brand&brandSlug=acme' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const missing = await ctx.app.inject({ url: '/catalogue?route=brand' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).issues?.[0]?.path).toBe('query.brandSlug');
    const malformed = await ctx.app.inject({ url: '/catalogue?route=brand&brandSlug=Not%20A%20Slug' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /catalogue?route=category&customFacet=', () => {
  it('narrows a category to a custom facet, with a facet breadcrumb', async () => {
    const page = await catalogue('route=category&path=lighting&customFacet=led-lighting&pageSize=100');
    expect(page.name).toBe('LED Lighting Lighting');
    expect(page.breadcrumbs.at(-1)).toEqual({ name: 'LED Lighting', path: 'lighting/f/led-lighting' });
    expect(page.total).toBe(
      await countLines(sql`pl.category_id in (select id from categories where path like 'lighting/%')
        and pl.name ~* '\\mLED\\M'`),
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan((await catalogue('route=category&path=lighting')).total);
    for (const card of page.products) expect(card.name).toMatch(/\bLED\b/);
  });

  it('narrows a facet to a vehicle', async () => {
    const page = await catalogue(`route=category&path=interior&customFacet=made-in-usa&${F150}&pageSize=100`);
    expect(page.total).toBe(
      await countLines(sql`pl.category_id in (select id from categories where path like 'interior/%')
        and pl.brand_id in (select id from brands where slug in ('lloyds', 'rufftuff', 'wetokole',
          'ironline-offroad', 'summit-bedworks')) and ${fitsF150}`),
    );
    for (const card of page.products) expect(card.fitment?.fits).toBe(true);
  });

  it('answers an unknown facet with 404 and a facet outside a category with 400', async () => {
    const unknown = await ctx.app.inject({ url: '/catalogue?route=category&path=lighting&customFacet=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const misplaced = await ctx.app.inject({ url: '/catalogue?route=specials&customFacet=led-lighting' });
    expect(misplaced.statusCode).toBe(400);
    expect(errorOf(misplaced).issues?.[0]?.path).toBe('query.customFacet');
  });
});

describe('GET /brands', () => {
  interface Brands {
    brands: { slug: string; name: string; productCount: number }[];
  }

  it('lists every brand by name with its product line count', async () => {
    const res = await ctx.app.inject({ url: '/brands' });
    expect(res.statusCode, res.body).toBe(200);
    const { brands } = json<Brands>(res);
    const expected = await queryRows<{ slug: string; name: string; n: number }>(
      ctx.db,
      sql`select b.slug, b.name, count(pl.id)::int as n from brands b
          left join product_lines pl on pl.brand_id = b.id group by b.id order by b.name, b.slug`,
    );
    expect(brands).toEqual(expected.map((r) => ({ slug: r.slug, name: r.name, productCount: r.n })));
    expect(brands.find((b) => b.slug === 'lloyds')?.productCount).toBeGreaterThan(0);
  });

  it("counts only a vehicle's fitted lines and leaves out brands without any", async () => {
    const res = await ctx.app.inject({ url: `/brands?${F150}` });
    expect(res.statusCode, res.body).toBe(200);
    const { brands } = json<Brands>(res);
    const all = json<Brands>(await ctx.app.inject({ url: '/brands' })).brands;
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      expect(brand.productCount).toBeGreaterThan(0);
      expect(brand.productCount).toBe(
        await countLines(
          sql`pl.brand_id = (select id from brands where slug = ${brand.slug}) and ${fitsF150}`,
        ),
      );
      expect(brand.productCount).toBeLessThanOrEqual(all.find((b) => b.slug === brand.slug)!.productCount);
    }
  });

  it('validates the vehicle: 400 without a make, 404 for an unknown one', async () => {
    const noMake = await ctx.app.inject({ url: '/brands?year=2018' });
    expect(noMake.statusCode).toBe(400);
    expect(errorOf(noMake).issues?.[0]?.path).toBe('query.makeSlug');
    const unknown = await ctx.app.inject({ url: '/brands?makeSlug=delorean' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Invalid Make/Model from url');
  });
});
