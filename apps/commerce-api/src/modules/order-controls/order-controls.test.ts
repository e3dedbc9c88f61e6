import { parseDrillResult } from '@fitkit/fitment';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

interface Option {
  value: string;
  text: string;
  isDisabled: boolean;
  isHidden: boolean;
}
interface Drill {
  type: string;
  options: Option[];
  currentValue: string | number;
  isDisabled: boolean;
  isFitment: boolean;
  groupValue: string | null;
}
interface Product {
  productId: number;
  skuSlug: string;
  productLineSlug: string;
  fitment: { year: number; makeSlug: string; modelSlug: string; bedSlug?: string } | null;
  appNote: string | null;
}
type Result =
  | { type: 'drill'; drill: Drill }
  | { type: 'product'; product: Product }
  | {
      type: 'groups';
      groups: { title: string; product: Product; drills: Drill[]; basePrice: number; actualPrice: number }[];
    }
  | { type: 'none' };

type Choice = { type: string; value: string };

async function post(slug: string, body: unknown): Promise<Result> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/order-controls/${slug}`,
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = json<Result>(res);
  // The storefront's drill machine must read every answer.
  expect(parseDrillResult(result)).not.toBeNull();
  return result;
}

async function lineWith(
  where: ReturnType<typeof sql>,
): Promise<{ slug: string; types: string[]; id: number }> {
  const rows = await queryRows<{ slug: string; types: string[]; id: number }>(
    ctx.db,
    sql`select pl.slug, pl.id, d.drill_types as types from product_lines pl
        join product_line_details d on d.product_line_id = pl.id where ${where} order by pl.id limit 1`,
  );
  expect(rows.length).toBe(1);
  return rows[0]!;
}

/** Walks the drills choosing the first enabled option each time, until something other than a drill comes. */
async function walk(slug: string, extra: Record<string, unknown> = {}) {
  const selections: Choice[] = [];
  let result = await post(slug, { selections, ...extra });
  const seen: Drill[] = [];
  // The first drill is the one the product page opened; the API answers the drill after each choice.
  const page = json<{ controls: { drills: Drill[] } }>(await ctx.app.inject({ url: `/product/${slug}` }));
  let drill: Drill | undefined = page.controls.drills[0];
  while (drill) {
    seen.push(drill);
    const option = drill.options.find((o) => !o.isDisabled)!;
    selections.push({ type: drill.type, value: option.value });
    result = await post(slug, { selections, ...extra });
    drill = result.type === 'drill' ? result.drill : undefined;
  }
  return { result, selections, seen };
}

describe('POST /order-controls/:slug', () => {
  it('leads a fitment line through year, make, model and bed to its SKU with the vehicle', async () => {
    const line = await lineWith(sql`d.drill_types ? 'bed' and d.split_at is null`);
    const { result, selections, seen } = await walk(line.slug);
    expect(seen.map((d) => d.type)).toEqual(line.types);
    expect(seen.slice(0, 4).every((d) => d.isFitment)).toBe(true);
    expect(seen[4]!.isFitment).toBe(false);
    expect(result.type).toBe('product');
    if (result.type !== 'product') return;
    const value = (type: string) => selections.find((s) => s.type === type)!.value;
    expect(result.product.productLineSlug).toBe(line.slug);
    expect(result.product.skuSlug).toBe(value(line.types[4]!));
    expect(result.product.fitment).toEqual({
      year: Number(value('year')),
      makeSlug: value('make'),
      modelSlug: value('model'),
      bedSlug: value('bed'),
    });
  });

  it('disables makes without a fitted vehicle in the chosen year', async () => {
    // A line fitted to several makes whose years differ, so some make is disabled for some year.
    const rows = await queryRows<{ slug: string; year: number }>(
      ctx.db,
      sql`select pl.slug, v.year from product_lines pl join product_line_details d on d.product_line_id = pl.id
          join fitment_applications fa on fa.product_line_id = pl.id join vehicles v on v.id = fa.vehicle_id
          where d.drill_types ? 'make'
          group by pl.id, pl.slug, v.year
          having count(distinct v.make_id) < (select count(distinct w.make_id) from fitment_applications fb
            join vehicles w on w.id = fb.vehicle_id where fb.product_line_id = pl.id)
          order by pl.id, v.year limit 1`,
    );
    const { slug, year } = rows[0]!;
    const result = await post(slug, { selections: [{ type: 'year', value: String(year) }] });
    expect(result.type).toBe('drill');
    if (result.type !== 'drill') return;
    expect(result.drill.type).toBe('make');
    expect(result.drill.currentValue).toBe(-1);
    expect(result.drill.options.some((o) => o.isDisabled)).toBe(true);
    expect(result.drill.options.some((o) => !o.isDisabled)).toBe(true);
    const fitted = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select distinct mk.slug from fitment_applications fa join vehicles v on v.id = fa.vehicle_id
          join makes mk on mk.id = v.make_id join product_lines pl on pl.id = fa.product_line_id
          where pl.slug = ${slug} and v.year = ${year}`,
    );
    expect(
      result.drill.options
        .filter((o) => !o.isDisabled)
        .map((o) => o.value)
        .sort(),
    ).toEqual(fitted.map((r) => r.slug).sort());
    // A disabled make leads nowhere.
    const disabled = result.drill.options.find((o) => o.isDisabled)!;
    const none = await post(slug, {
      selections: [
        { type: 'year', value: String(year) },
        { type: 'make', value: disabled.value },
      ],
    });
    expect(none).toEqual({ type: 'none' });
  });

  it('hides the not-applicable option of a vehicle level', async () => {
    const rows = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select pl.slug from product_lines pl join product_line_details d on d.product_line_id = pl.id
          where d.drill_types ? 'body' order by pl.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    let bodies = 0;
    for (const { slug } of rows.slice(0, 6)) {
      const { seen } = await walk(slug);
      for (const option of seen.find((d) => d.type === 'body')?.options ?? []) {
        expect(option.isHidden).toBe(option.value === 'n-a');
        bodies += 1;
      }
    }
    expect(bodies).toBeGreaterThan(0);
  });

  it('answers a single attribute drill with its SKU', async () => {
    const line = await lineWith(sql`jsonb_array_length(d.drill_types) = 1`);
    const skus = await queryRows<{ sku_slug: string; id: number }>(
      ctx.db,
      sql`select sku_slug, id from products where product_line_id = ${line.id} order by position`,
    );
    const last = skus.at(-1)!;
    const result = await post(line.slug, { selections: [{ type: line.types[0]!, value: last.sku_slug }] });
    expect(result).toMatchObject({
      type: 'product',
      product: { productId: last.id, skuSlug: last.sku_slug },
    });
  });

  it('splits a line into groups after the top drills, one per position, each with its SKU', async () => {
    const line = await lineWith(sql`d.split_at is not null`);
    const { result } = await walk(line.slug);
    expect(result.type).toBe('groups');
    if (result.type !== 'groups') return;
    const skus = await queryRows<{ text: string; id: number; price_cents: number }>(
      ctx.db,
      sql`select a.text, p.id, p.price_cents from products p join sku_attributes a on a.product_id = p.id
          where p.product_line_id = ${line.id} and a.type = 'position' order by p.position`,
    );
    expect(result.groups.map((g) => g.title)).toEqual(skus.map((s) => s.text));
    expect(result.groups.map((g) => g.product.productId)).toEqual(skus.map((s) => s.id));
    expect(result.groups.map((g) => g.actualPrice)).toEqual(skus.map((s) => s.price_cents));
    expect(result.groups[0]!.product.fitment).not.toBeNull();
  });

  it('does not split with a slash in the slug (ignoreSplitters): the split drill comes as a drill', async () => {
    const line = await lineWith(sql`d.split_at is not null`);
    const split = await walk(line.slug);
    const top = split.selections;
    for (const url of [`${line.slug}/whole`, `${line.slug}%2Fwhole`]) {
      const result = await post(url, { selections: top });
      expect(result.type).toBe('drill');
      if (result.type === 'drill') expect(result.drill.type).toBe('position');
    }
  });

  it('uses the sent fitment for the application note of a line without vehicle drills', async () => {
    const rows = await queryRows<{
      slug: string;
      type: string;
      value: string;
      year: number;
      make: string;
      model: string;
    }>(
      ctx.db,
      sql`select pl.slug, d.drill_types->>0 as type, a.value, v.year, mk.slug as make, md.slug as model
          from product_lines pl join product_line_details d on d.product_line_id = pl.id
          join products p on p.product_line_id = pl.id and p.position = 0
          join sku_attributes a on a.product_id = p.id
          join fitment_applications fa on fa.product_line_id = pl.id and fa.app_note is not null
          join vehicles v on v.id = fa.vehicle_id join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
          where jsonb_array_length(d.drill_types) = 1 order by pl.id, v.id limit 1`,
    );
    const f = rows[0]!;
    const fitment = { year: f.year, makeSlug: f.make, modelSlug: f.model };
    const result = await post(f.slug, { selections: [{ type: f.type, value: f.value }], fitment });
    expect(result).toMatchObject({ type: 'product', product: { fitment } });
    if (result.type === 'product') expect(result.product.appNote).not.toBeNull();
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown line', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/order-controls/no-such-line',
      payload: { selections: [] },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('PRODUCT_NOT_FOUND');
  });

  it('rejects an unknown drill type and a value that is no option with 400', async () => {
    const line = await lineWith(sql`jsonb_array_length(d.drill_types) = 1`);
    const type = await ctx.app.inject({
      method: 'POST',
      url: `/order-controls/${line.slug}`,
      payload: { selections: [{ type: 'weight', value: 'heavy' }] },
    });
    expect(type.statusCode).toBe(400);
    expect(errorOf(type)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Unknown drill type' });
    const value = await ctx.app.inject({
      method: 'POST',
      url: `/order-controls/${line.slug}`,
      payload: { selections: [{ type: line.types[0], value: 'no-such-value' }] },
    });
    expect(value.statusCode).toBe(400);
    expect(errorOf(value)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Drill value not found' });
    expect(errorOf(value).issues?.[0]?.path).toBe('body.selections.0.value');
    const group = await ctx.app.inject({
      method: 'POST',
      url: `/order-controls/${line.slug}`,
      payload: { selections: [], groupValue: 'front-pair' },
    });
    expect(group.statusCode).toBe(400);
  });

  it.each([
    ['malformed JSON', '{"selections": [', 'INVALID_JSON'],
    ['selections not a list', '{"selections": "color"}', 'VALIDATION_ERROR'],
    ['a value that is a number', '{"selections": [{"type": "color", "value": 3}]}', 'VALIDATION_ERROR'],
    [
      'an over-long value',
      `{"selections": [{"type": "color", "value": "${'a'.repeat(65)}"}]}`,
      'VALIDATION_ERROR',
    ],
    [
      'too many selections',
      `{"selections": [${Array(13).fill('{"type":"color","value":"x"}').join(',')}]}`,
      'VALIDATION_ERROR',
    ],
    ['a bad fitment', '{"selections": [], "fitment": {"year": "x"}}', 'VALIDATION_ERROR'],
  ])('rejects %s with 400', async (_name, payload, code) => {
    const line = await lineWith(sql`jsonb_array_length(d.drill_types) = 1`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/order-controls/${line.slug}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
  });

  it('rejects a bad slug with 400 and a non-JSON body with 415', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/order-controls/Bad_Slug',
      payload: { selections: [] },
    });
    expect(bad.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/order-controls/x',
      headers: { 'content-type': 'text/plain' },
      payload: 'selections',
    });
    expect(text.statusCode).toBe(415);
  });
});
