import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, newPermId, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { RECENTLY_VIEWED_CAP, RELATED_CATEGORIES, relatedCategories } from './queries';
import { MISSING_TYPES_MESSAGE } from './routes';

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
interface Recommendations {
  similar: Card[];
  related: Card[];
  recent: Card[];
  recommended: Card[];
}

async function recommendations(query: string): Promise<Recommendations> {
  const res = await ctx.app.inject({ url: `/recommendations?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Recommendations>(res);
}

interface LineFact {
  id: number;
  slug: string;
  category_id: number;
  path: string;
  price: number;
}

async function bumperLine(): Promise<LineFact> {
  const rows = await queryRows<LineFact>(
    ctx.db,
    sql`select pl.id, pl.slug, pl.category_id, c.path,
          (select price_cents from products p where p.product_line_id = pl.id order by position limit 1) as price
        from product_lines pl join categories c on c.id = pl.category_id
        where c.path = 'exterior/bumpers/front-bumpers' order by pl.id limit 1`,
  );
  return rows[0]!;
}

describe('GET /recommendations', () => {
  it('gives similar lines of the same category, nearest in price first, without the line itself', async () => {
    const line = await bumperLine();
    const result = await recommendations(`types=similar&productLineSlug=${line.slug}`);
    expect(result.related).toEqual([]);
    expect(result.recent).toEqual([]);
    expect(result.recommended).toEqual([]);
    expect(result.similar.length).toBeGreaterThan(0);
    expect(result.similar.length).toBeLessThanOrEqual(12);
    expect(result.similar.map((c) => c.productLineSlug)).not.toContain(line.slug);
    const gaps = result.similar.map((c) => Math.abs(c.price.actual - line.price));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    const same = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select slug from product_lines where category_id = ${line.category_id}`,
    );
    const slugs = new Set(same.map((r) => r.slug));
    for (const card of result.similar) expect(slugs.has(card.productLineSlug)).toBe(true);
    expect(result.similar[0]).toMatchObject({
      brand: { slug: expect.any(String) },
      image: { key: expect.any(String) },
    });
  });

  it('gives related lines from the complementary categories', async () => {
    const line = await bumperLine();
    const result = await recommendations(`types=related&productLineSlug=${line.slug}`);
    expect(result.related.length).toBeGreaterThan(0);
    const allowed = relatedCategories(line.path);
    const paths = await queryRows<{ slug: string; path: string }>(
      ctx.db,
      sql`select pl.slug, c.path from product_lines pl join categories c on c.id = pl.category_id`,
    );
    const pathOf = new Map(paths.map((r) => [r.slug, r.path]));
    for (const card of result.related) {
      const path = pathOf.get(card.productLineSlug)!;
      expect(allowed.some((p) => path.startsWith(`${p}/`))).toBe(true);
    }
  });

  it('names only categories that exist in the map of related categories', async () => {
    const rows = await queryRows<{ path: string }>(ctx.db, sql`select path from categories where depth = 1`);
    const known = new Set(rows.map((r) => r.path));
    for (const [from, to] of Object.entries(RELATED_CATEGORIES)) {
      expect(known.has(from), from).toBe(true);
      for (const path of to) expect(known.has(path), path).toBe(true);
    }
  });

  it('narrows to the vehicle and says the cards fit it', async () => {
    const rows = await queryRows<{ year: number; make: string; model: string }>(
      ctx.db,
      sql`select v.year, mk.slug as make, md.slug as model from fitment_applications fa
          join vehicles v on v.id = fa.vehicle_id join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
          join product_lines pl on pl.id = fa.product_line_id join categories c on c.id = pl.category_id
          where c.path like 'exterior/bumpers/%' order by v.id limit 1`,
    );
    const v = rows[0]!;
    const vehicle = `year=${v.year}&makeSlug=${v.make}&modelSlug=${v.model}`;
    const line = await bumperLine();
    const result = await recommendations(
      `types=recommended,related,similar&productLineSlug=${line.slug}&${vehicle}`,
    );
    expect(result.recommended.length).toBeGreaterThan(0);
    const fitted = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select pl.slug from product_lines pl where pl.is_universal or pl.id in (
            select fa.product_line_id from fitment_applications fa join vehicles v on v.id = fa.vehicle_id
            join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
            where v.year = ${v.year} and mk.slug = ${v.make} and md.slug = ${v.model})`,
    );
    const fits = new Set(fitted.map((r) => r.slug));
    for (const card of [...result.recommended, ...result.related, ...result.similar]) {
      expect(fits.has(card.productLineSlug), card.productLineSlug).toBe(true);
      expect(card.fitment?.fits).toBe(true);
    }
  });

  it('lists best sellers first as recommended, at most 12', async () => {
    const result = await recommendations('types=recommended');
    expect(result.recommended).toHaveLength(12);
    const sold = await queryRows<{ slug: string; units: number }>(
      ctx.db,
      sql`select pl.slug, d.units_sold as units from product_line_details d join product_lines pl on pl.id = d.product_line_id`,
    );
    const units = new Map(sold.map((r) => [r.slug, r.units]));
    const list = result.recommended.map((c) => units.get(c.productLineSlug)!);
    expect(list).toEqual([...list].sort((a, b) => b - a));
  });

  it('gives recent lines viewed by the shopper, latest first, without the current line, capped', async () => {
    const permId = newPermId();
    const lines = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select slug from product_lines order by id limit ${RECENTLY_VIEWED_CAP + 3}`,
    );
    for (const { slug } of lines) {
      const res = await ctx.app.inject({ url: `/product/${slug}`, headers: { 'x-perm-id': permId } });
      expect(res.statusCode).toBe(200);
    }
    const kept = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from recently_viewed where perm_id = ${permId}`,
    );
    expect(kept[0]!.n).toBe(RECENTLY_VIEWED_CAP);
    const latest = lines.map((l) => l.slug).reverse();
    const result = await recommendations(`types=recent&permId=${permId}`);
    expect(result.recent.map((c) => c.productLineSlug)).toEqual(latest.slice(0, 12));
    const onPage = await recommendations(`types=recent&permId=${permId}&productLineSlug=${latest[0]}`);
    expect(onPage.recent.map((c) => c.productLineSlug)).toEqual(latest.slice(1, 13));
    expect((await recommendations(`types=recent&permId=${newPermId()}`)).recent).toEqual([]);
  });

  it.each([
    ['no types', ''],
    ['empty types', 'types='],
    ['only commas', 'types=,,'],
  ])('rejects %s with the SPEC message', async (_name, query) => {
    const res = await ctx.app.inject({ url: `/recommendations?${query}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: MISSING_TYPES_MESSAGE });
    expect(MISSING_TYPES_MESSAGE).toBe('You have to pass types through so we know what to request.');
  });

  it.each([
    ['an unknown type', 'types=similar,popular'],
    ['a bad permId', 'types=recent&permId=no'],
    ['an over-long types list', `types=${'similar,'.repeat(20)}`],
    ['a bad year', 'types=recommended&makeSlug=ford&year=abc'],
    ['a bad product slug', 'types=similar&productLineSlug=Not_A_Slug'],
  ])('rejects %s with 400', async (_name, query) => {
    const res = await ctx.app.inject({ url: `/recommendations?${query}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for an unknown line or vehicle', async () => {
    const line = await ctx.app.inject({ url: '/recommendations?types=similar&productLineSlug=no-such-line' });
    expect(errorOf(line)).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
    const vehicle = await ctx.app.inject({ url: '/recommendations?types=recommended&makeSlug=no-such-make' });
    expect(errorOf(vehicle)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
