import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

interface ProductLine {
  productLineSlug: string;
  name: string;
  brand: { slug: string; name: string };
  breadcrumbs: { name: string; path: string }[];
  gallery: { key: string; filename: string; alt: string }[];
  skus: {
    productId: number;
    sku: string;
    skuSlug: string;
    actualPrice: number;
    originalPrice: number | null;
  }[];
  skuSlug: string;
  productId: number;
  sku: string;
  basePrice: number;
  actualPrice: number;
  minimumPrice: number;
  originalPrice: number | null;
  hasMAPViolation: boolean;
  isOutOfStock: boolean;
  isPreOrder: boolean;
  qtySelector: { default: number; enabled: boolean };
  isUniversal: boolean;
  fitment: { status: string; appNote: string | null };
}

async function product(path: string, headers: Record<string, string> = {}): Promise<ProductLine> {
  const res = await ctx.app.inject({ url: `/product/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<ProductLine>(res);
}

/** A fitted product line with multiple SKUs and one vehicle it fits. */
async function fittedLine() {
  const rows = await queryRows<{
    slug: string;
    year: number;
    make: string;
    model: string;
    note: string | null;
  }>(
    ctx.db,
    sql`select pl.slug, v.year, mk.slug as make, md.slug as model, fa.app_note as note
        from product_lines pl
        join fitment_applications fa on fa.product_line_id = pl.id
        join vehicles v on v.id = fa.vehicle_id join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
        where (select count(*) from products p where p.product_line_id = pl.id) > 1
          and pl.category_id in (select id from categories where path like 'exterior/bumpers/%')
        order by pl.id, v.id limit 1`,
  );
  return rows[0]!;
}

describe('GET /product/:productLineSlug', () => {
  it('returns the line with its default SKU, gallery and breadcrumbs', async () => {
    const fact = await fittedLine();
    const line = await product(fact.slug);
    expect(line.productLineSlug).toBe(fact.slug);
    expect(line.skus.length).toBeGreaterThan(1);
    expect(line.skuSlug).toBe(line.skus[0]!.skuSlug);
    expect(line.productId).toBe(line.skus[0]!.productId);
    expect(line.sku).toBe(line.skus[0]!.sku);
    expect(line.actualPrice).toBe(line.skus[0]!.actualPrice);
    expect(line.basePrice).toBe(line.originalPrice ?? line.actualPrice);
    expect(line.gallery.length).toBeGreaterThanOrEqual(1);
    expect(line.gallery[0]!.alt).toContain(line.name);
    expect(line.breadcrumbs[0]).toEqual({ name: 'Exterior', path: 'exterior' });
    expect(line.breadcrumbs).toHaveLength(3);
    expect(line.qtySelector).toEqual({ default: 1, enabled: true });
    expect(line.isUniversal).toBe(false);
    expect(line.fitment).toEqual({ status: 'unknown', appNote: null });
  });

  it('selects a SKU by skuSlug', async () => {
    const fact = await fittedLine();
    const base = await product(fact.slug);
    const second = base.skus[1]!;
    const line = await product(`${fact.slug}?skuSlug=${second.skuSlug}`);
    expect(line.skuSlug).toBe(second.skuSlug);
    expect(line.productId).toBe(second.productId);
    expect(line.actualPrice).toBe(second.actualPrice);
  });

  it('says whether the line fits the vehicle', async () => {
    const fact = await fittedLine();
    const fits = await product(
      `${fact.slug}?year=${fact.year}&makeSlug=${fact.make}&modelSlug=${fact.model}`,
    );
    expect(fits.fitment).toEqual({ status: 'fits', appNote: fact.note });
    const other = await queryRows<{ year: number; make: string; model: string }>(
      ctx.db,
      sql`select v.year, mk.slug as make, md.slug as model from vehicles v
          join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
          where not exists (select 1 from fitment_applications fa join product_lines pl on pl.id = fa.product_line_id
            join vehicles w on w.id = fa.vehicle_id
            where pl.slug = ${fact.slug} and w.model_id = v.model_id and w.year = v.year)
          order by v.id limit 1`,
    );
    const o = other[0]!;
    const no = await product(`${fact.slug}?year=${o.year}&makeSlug=${o.make}&modelSlug=${o.model}`);
    expect(no.fitment).toEqual({ status: 'does-not-fit', appNote: null });
  });

  it('marks universal products as fitting every vehicle', async () => {
    const slug = (
      await queryRows<{ slug: string }>(
        ctx.db,
        sql`select slug from product_lines where is_universal order by id limit 1`,
      )
    )[0]!.slug;
    const line = await product(`${slug}?year=2020&makeSlug=honda&modelSlug=civic`);
    expect(line.isUniversal).toBe(true);
    expect(line.fitment.status).toBe('fits');
    expect((await product(slug)).fitment.status).toBe('fits');
  });

  it('flags a sale below the minimum advertised price', async () => {
    const rows = await queryRows<{ slug: string; sku_slug: string }>(
      ctx.db,
      sql`select pl.slug, p.sku_slug from products p join product_lines pl on pl.id = p.product_line_id
          where p.map_price_cents > p.price_cents order by p.id limit 1`,
    );
    const fact = rows[0]!;
    const line = await product(`${fact.slug}?skuSlug=${fact.sku_slug}`);
    expect(line.hasMAPViolation).toBe(true);
    expect(line.minimumPrice).toBeGreaterThan(line.actualPrice);
    expect(line.originalPrice).not.toBeNull();
  });

  it('accepts a valid x-perm-id header', async () => {
    const fact = await fittedLine();
    await product(fact.slug, { 'x-perm-id': 'abcdef12-3456' });
  });

  it.each([
    ['an unknown product', 'no-such-product', 'PRODUCT_NOT_FOUND'],
    ['an unknown SKU', '__LINE__?skuSlug=no-such-sku', 'PRODUCT_NOT_FOUND'],
    ['a vehicle that does not exist', '__LINE__?makeSlug=ford&modelSlug=wrangler&year=2020', 'NOT_FOUND'],
  ])('answers %s with 404', async (_name, path, code) => {
    const fact = await fittedLine();
    const res = await ctx.app.inject({ url: `/product/${path.replace('__LINE__', fact.slug)}` });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe(code);
  });

  it.each([
    ['an uppercase slug', '/product/Some-Product', {}],
    ['an over-long slug', `/product/${'a'.repeat(129)}`, {}],
    ['an over-long skuSlug', `/product/x?skuSlug=${'a'.repeat(65)}`, {}],
    ['a bad year', '/product/x?makeSlug=ford&year=99999', {}],
    ['a bad x-perm-id', '/product/x', { 'x-perm-id': 'no' }],
  ])('rejects %s with 400', async (_name, url, headers) => {
    const res = await ctx.app.inject({ url, headers });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });
});
