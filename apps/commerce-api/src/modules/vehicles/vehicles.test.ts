import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { type Executor, queryRows } from '../../db/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

type Options = { type: string; options: { value: string; text: string }[] };

async function options(type: string, query = ''): Promise<Options> {
  const res = await ctx.app.inject({ url: `/fitment/options/${type}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Options>(res);
}

describe('GET /fitment/options/:type', () => {
  it('lists years with fitted products, newest first', async () => {
    const { type, options: years } = await options('year');
    expect(type).toBe('year');
    const values = years.map((o) => Number(o.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(2026);
    expect(values.at(-1)).toBe(1990);
    const expected = await queryRows<{ year: number }>(
      ctx.db,
      sql`select distinct v.year from vehicles v join fitment_applications fa on fa.vehicle_id = v.id order by 1 desc`,
    );
    expect(values).toEqual(expected.map((r) => r.year));
  });

  it('walks the cascade year → make → model → body → bed → engine', async () => {
    const makes = await options('make', '?year=2020');
    expect(makes.options.map((o) => o.text)).toEqual([...makes.options.map((o) => o.text)].sort());
    const ford = makes.options.find((o) => o.value === 'ford');
    expect(ford?.text).toBe('Ford');
    const models = await options('model', '?year=2020&makeSlug=ford');
    expect(models.options.length).toBeGreaterThan(0);
    // Every listed model really has a fitted product for that year.
    for (const model of models.options) {
      const rows = await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from vehicles v join models md on md.id = v.model_id
            join fitment_applications fa on fa.vehicle_id = v.id
            where v.year = 2020 and md.slug = ${model.value} and v.make_id = (select id from makes where slug = 'ford')`,
      );
      expect(rows[0]!.n, model.value).toBeGreaterThan(0);
    }
    const model = models.options[0]!.value;
    const bodies = await options('body', `?year=2020&makeSlug=ford&modelSlug=${model}`);
    expect(bodies.options.length).toBeGreaterThan(0);
    const body = bodies.options[0]!.value;
    const beds = await options('bed', `?year=2020&makeSlug=ford&modelSlug=${model}&bodySlug=${body}`);
    expect(beds.options.length).toBeGreaterThan(0);
    const bed = beds.options[0]!.value;
    const engines = await options(
      'engine',
      `?year=2020&makeSlug=ford&modelSlug=${model}&bodySlug=${body}&bedSlug=${bed}`,
    );
    expect(engines.options.length).toBeGreaterThan(0);
    for (const engine of engines.options) expect(engine.text).toMatch(/^\d\.\dL /);
  });

  it("shows 'n-a' as N/A for vehicles without a bed", async () => {
    const beds = await options('bed', '?year=2020&makeSlug=honda&modelSlug=civic');
    expect(beds.options).toEqual([{ value: 'n-a', text: 'N/A' }]);
  });

  it('leaves out values without fitted products', async () => {
    const fitted = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select distinct mk.slug from vehicles v join makes mk on mk.id = v.make_id
          where v.year = 1990 and exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id)
          order by 1`,
    );
    const all = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select distinct mk.slug from vehicles v join makes mk on mk.id = v.make_id where v.year = 1990 order by 1`,
    );
    const makes = await options('make', '?year=1990');
    expect(makes.options.map((o) => o.value).sort()).toEqual(fitted.map((r) => r.slug));
    expect(all.length).toBeGreaterThanOrEqual(fitted.length);
  });

  it('returns no options for a year without vehicles or an unknown make', async () => {
    expect((await options('make', '?year=1950')).options).toEqual([]);
    expect((await options('model', '?year=2020&makeSlug=no-such-make')).options).toEqual([]);
  });

  it.each([
    ['an unknown type', '/fitment/options/colour', 'params.type'],
    ['make without year', '/fitment/options/make', 'query.year'],
    ['model without make', '/fitment/options/model?year=2020', 'query.makeSlug'],
    ['engine without model', '/fitment/options/engine?year=2020&makeSlug=ford', 'query.modelSlug'],
    ['a fractional year', '/fitment/options/make?year=2020.5', 'query.year'],
    ['a year out of range', '/fitment/options/make?year=1800', 'query.year'],
    ['a non-numeric year', '/fitment/options/make?year=abc', 'query.year'],
    ['an uppercase slug', '/fitment/options/model?year=2020&makeSlug=Ford', 'query.makeSlug'],
    ['an over-long slug', `/fitment/options/model?year=2020&makeSlug=${'a'.repeat(65)}`, 'query.makeSlug'],
  ])('rejects %s with 400 VALIDATION_ERROR', async (_name, url, path) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((i) => i.path)).toContain(path);
  });
});

describe('GET /fitment/vehicle', () => {
  it('resolves make, model and year to names', async () => {
    const res = await ctx.app.inject({ url: '/fitment/vehicle?makeSlug=jeep&modelSlug=wrangler&year=2020' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      year: 2020,
      make: { slug: 'jeep', name: 'Jeep' },
      model: { slug: 'wrangler', name: 'Wrangler' },
    });
  });

  it('resolves a make alone and a full configuration', async () => {
    expect(json(await ctx.app.inject({ url: '/fitment/vehicle?makeSlug=ram' }))).toEqual({
      make: { slug: 'ram', name: 'Ram' },
    });
    const full = await ctx.app.inject({
      url: '/fitment/vehicle?makeSlug=ford&modelSlug=f-150&year=2018&bodySlug=supercrew&bedSlug=5-5-ft-bed&engineSlug=5-0l-v8',
    });
    expect(full.statusCode).toBe(200);
    expect(json(full)).toMatchObject({
      body: { slug: 'supercrew', name: 'SuperCrew' },
      bed: { slug: '5-5-ft-bed', name: '5.5 ft bed' },
      engine: { slug: '5-0l-v8', name: '5.0L V8' },
    });
  });

  it.each([
    ['an unknown make', '?makeSlug=delorean'],
    ['a model of another make', '?makeSlug=ford&modelSlug=wrangler'],
    ['a year the model was not built', '?makeSlug=ford&modelSlug=bronco&year=2005'],
    ['a bed the configuration lacks', '?makeSlug=honda&modelSlug=civic&year=2020&bedSlug=6-5-ft-bed'],
    ['an unknown engine', '?makeSlug=ford&modelSlug=f-150&year=2020&engineSlug=9-9l-v12'],
  ])("answers %s with 404 'Invalid Make/Model from url'", async (_name, query) => {
    const res = await ctx.app.inject({ url: `/fitment/vehicle${query}` });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Invalid Make/Model from url',
    });
  });

  it.each([
    ['no make', '?modelSlug=wrangler'],
    ['a bad year', '?makeSlug=jeep&year=twenty'],
    ['an over-long model', `?makeSlug=jeep&modelSlug=${'w'.repeat(100)}`],
  ])('rejects %s with 400', async (_name, query) => {
    const res = await ctx.app.inject({ url: `/fitment/vehicle${query}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });
});

describe('fitted_year_models (kept by triggers on fitment_applications)', () => {
  const summary = sql`select year, make_id, model_id from fitted_year_models order by 1, 2, 3`;
  const expected = sql`select distinct v.year, v.make_id, v.model_id from vehicles v
    where exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id) order by 1, 2, 3`;

  it('holds exactly the year/make/model triples that have applications', async () => {
    const rows = await queryRows(ctx.db, summary);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows).toEqual(await queryRows(ctx.db, expected));
  });

  it('drops a triple when its last application goes and adds it back on insert', async () => {
    // Inside a transaction that is rolled back, so the shared seed stays intact for other tests.
    const rollback = new Error('rollback');
    await expect(
      ctx.db.transaction(async (tx) => {
        const [target] = await queryRows<{ year: number; model_id: number }>(
          tx,
          sql`select year, model_id from fitted_year_models order by year, model_id limit 1`,
        );
        const scope = sql`vehicle_id in (select id from vehicles where year = ${target!.year}
          and model_id = ${target!.model_id})`;
        await tx.execute(sql`create temporary table kept on commit drop as
          select * from fitment_applications where ${scope}`);
        await tx.execute(sql`delete from fitment_applications where ${scope}`);
        const gone = await queryRows(
          tx,
          sql`select 1 from fitted_year_models where year = ${target!.year} and model_id = ${target!.model_id}`,
        );
        expect(gone).toHaveLength(0);
        await tx.execute(sql`insert into fitment_applications select * from kept`);
        expect(await queryRows(tx, summary)).toEqual(await queryRows(tx, expected));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});

// The make + model and make summaries of fitted_lines (migration 0020) against a recomputation from the
// applications, for one make (the one a test touched) or all.
async function expectLandingSummariesExact(db: Executor, makeId?: number): Promise<void> {
  const only = (alias: string) =>
    makeId === undefined ? sql`true` : sql`${sql.raw(alias)}.make_id = ${makeId}`;
  expect(
    await queryRows(
      db,
      sql`select make_id, model_id, product_line_id, app_note from fitted_model_lines m where ${only('m')}
        order by 1, 2, 3`,
    ),
  ).toEqual(
    await queryRows(
      db,
      sql`select v.make_id, v.model_id, fa.product_line_id, min(fa.app_note) as app_note
        from fitment_applications fa join vehicles v on v.id = fa.vehicle_id where ${only('v')}
        group by 1, 2, 3 order by 1, 2, 3`,
    ),
  );
  expect(
    await queryRows(
      db,
      sql`select make_id, product_line_id, app_note from fitted_make_lines m where ${only('m')} order by 1, 2`,
    ),
  ).toEqual(
    await queryRows(
      db,
      sql`select v.make_id, fa.product_line_id, min(fa.app_note) as app_note
        from fitment_applications fa join vehicles v on v.id = fa.vehicle_id where ${only('v')}
        group by 1, 2 order by 1, 2`,
    ),
  );
}

describe('fitted_lines (kept by triggers on fitment_applications)', () => {
  const summary = sql`select make_id, model_id, year, product_line_id, app_note from fitted_lines
    order by 1, 2, 3, 4`;
  const expected = sql`select v.make_id, v.model_id, v.year, fa.product_line_id, min(fa.app_note) as app_note
    from fitment_applications fa join vehicles v on v.id = fa.vehicle_id
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

  it('has make + model and make summaries equal to their recomputation', async () => {
    const [lines] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from fitted_make_lines`,
    );
    expect(lines!.n).toBeGreaterThan(50);
    await expectLandingSummariesExact(ctx.db);
  });

  it('holds each fitted line of each year/make/model with its first application note', async () => {
    const rows = await queryRows<{ app_note: string | null }>(ctx.db, summary);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.some((r) => r.app_note !== null)).toBe(true);
    expect(rows).toEqual(await queryRows(ctx.db, expected));
  });

  it('follows deletes, inserts and note updates of applications', async () => {
    const rollback = new Error('rollback');
    await expect(
      ctx.db.transaction(async (tx) => {
        // A line with a note on some year/make/model: drop its applications there, put them back, then edit notes.
        const [target] = await queryRows<{
          year: number;
          make_id: number;
          model_id: number;
          product_line_id: number;
        }>(
          tx,
          sql`select year, make_id, model_id, product_line_id from fitted_lines where app_note is not null
              order by make_id, model_id, year, product_line_id limit 1`,
        );
        const scope = sql`product_line_id = ${target!.product_line_id} and vehicle_id in
          (select id from vehicles where year = ${target!.year} and model_id = ${target!.model_id})`;
        await tx.execute(sql`create temporary table kept_lines on commit drop as
          select * from fitment_applications where ${scope}`);
        await tx.execute(sql`delete from fitment_applications where ${scope}`);
        const gone = await queryRows(
          tx,
          sql`select 1 from fitted_lines where year = ${target!.year} and model_id = ${target!.model_id}
              and product_line_id = ${target!.product_line_id}`,
        );
        expect(gone).toHaveLength(0);
        expect(await queryRows(tx, summary)).toEqual(await queryRows(tx, expected));
        await expectLandingSummariesExact(tx, target!.make_id);
        await tx.execute(sql`insert into fitment_applications select * from kept_lines`);
        expect(await queryRows(tx, summary)).toEqual(await queryRows(tx, expected));
        await tx.execute(sql`update fitment_applications set app_note = null where ${scope}`);
        expect(await queryRows(tx, summary)).toEqual(await queryRows(tx, expected));
        await tx.execute(sql`update fitment_applications set app_note = 'AAA first note' where ${scope}`);
        expect(await queryRows(tx, summary)).toEqual(await queryRows(tx, expected));
        await expectLandingSummariesExact(tx, target!.make_id);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});

describe('deleting vehicle configurations', () => {
  it('keeps fitted_lines and fitted_year_models exact after the cascade to applications', async () => {
    const rollback = new Error('rollback');
    const lines = sql`select make_id, model_id, year, product_line_id, app_note from fitted_lines order by 1, 2, 3, 4`;
    const linesExpected = sql`select v.make_id, v.model_id, v.year, fa.product_line_id, min(fa.app_note) as app_note
      from fitment_applications fa join vehicles v on v.id = fa.vehicle_id group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
    const triples = sql`select year, make_id, model_id from fitted_year_models order by 1, 2, 3`;
    const triplesExpected = sql`select distinct v.year, v.make_id, v.model_id from vehicles v
      where exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id) order by 1, 2, 3`;
    await expect(
      ctx.db.transaction(async (tx) => {
        const [target] = await queryRows<{
          year: number;
          model_id: number;
          make_id: number;
          configs: number;
        }>(
          tx,
          sql`select v.year, v.model_id, v.make_id, count(*)::int as configs from vehicles v
              where exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id)
              group by 1, 2, 3 having count(*) > 1 order by 1, 2 limit 1`,
        );
        // One configuration of a year/model first (the triple stays), then all of them (the triple goes).
        await tx.execute(sql`delete from vehicles where id = (select min(id) from vehicles
          where year = ${target!.year} and model_id = ${target!.model_id})`);
        expect(await queryRows(tx, lines)).toEqual(await queryRows(tx, linesExpected));
        await tx.execute(
          sql`delete from vehicles where year = ${target!.year} and model_id = ${target!.model_id}`,
        );
        expect(await queryRows(tx, lines)).toEqual(await queryRows(tx, linesExpected));
        expect(await queryRows(tx, triples)).toEqual(await queryRows(tx, triplesExpected));
        await expectLandingSummariesExact(tx, target!.make_id);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
