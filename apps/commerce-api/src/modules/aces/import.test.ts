import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { formatAcesReport, importAces } from './import';
import { parseBaseVehicleMapping } from './parse';

const sample = (name: string) =>
  readFileSync(new URL(`../../../samples/aces/${name}`, import.meta.url), 'utf8');

let ctx: TestContext;
let before: Set<string>;

type Row = { product_line_id: number; vehicle_id: number; app_note: string | null };
const key = (r: Row) => `${r.product_line_id}:${r.vehicle_id}`;
const allRows = () =>
  queryRows<Row>(ctx.db, sql`select product_line_id, vehicle_id, app_note from fitment_applications`);

beforeAll(async () => {
  ctx = await testContext();
  before = new Set((await allRows()).map(key));
});

// The API suite shares one database: take out what the import added so other files see the seed.
afterAll(async () => {
  const added = (await allRows()).filter((r) => !before.has(key(r)));
  for (const r of added) {
    await ctx.db.execute(
      sql`delete from fitment_applications where product_line_id = ${r.product_line_id} and vehicle_id = ${r.vehicle_id}`,
    );
  }
});

describe('importAces', () => {
  const baseVehicles = () => parseBaseVehicleMapping(sample('basevehicles.csv'));

  it('writes nothing on a dry run but reports what it would do', async () => {
    const report = await importAces(ctx.db, sample('fitment-valid.xml'), {
      baseVehicles: baseVehicles(),
      dryRun: true,
    });
    expect(report).toMatchObject({ read: 7, imported: 5, alreadyPresent: 2, rejected: 0, dryRun: true });
    expect(report.rowsInserted).toBeGreaterThan(0);
    expect((await allRows()).length).toBe(before.size);
  });

  it('imports the valid sample once: a second run adds nothing', async () => {
    const first = await importAces(ctx.db, sample('fitment-valid.xml'), { baseVehicles: baseVehicles() });
    expect(first).toMatchObject({ read: 7, imported: 5, alreadyPresent: 2, rejected: 0, dryRun: false });
    const after = await allRows();
    expect(after.length).toBe(before.size + first.rowsInserted);

    const second = await importAces(ctx.db, sample('fitment-valid.xml'), { baseVehicles: baseVehicles() });
    expect(second).toMatchObject({ read: 7, imported: 0, alreadyPresent: 7, rejected: 0, rowsInserted: 0 });
    expect((await allRows()).length).toBe(after.length);
  });

  it('fits exactly the configurations the app names, with its note', async () => {
    // App 2: TRC-0034-01 on 2015-2020 F-150 with the 5.5 ft bed only.
    // Only the rows the import added: the seed may fit the same line to other F-150 configurations.
    const all = await queryRows<Row & { year: number; bed: string }>(
      ctx.db,
      sql`select fa.product_line_id, fa.vehicle_id, v.year, bd.name as bed, fa.app_note from fitment_applications fa
          join products p on p.product_line_id = fa.product_line_id and p.sku = 'TRC-0034-01'
          join vehicles v on v.id = fa.vehicle_id join models md on md.id = v.model_id
          join beds bd on bd.id = v.bed_id
          where md.slug = 'f-150'`,
    );
    const rows = all.filter((r) => !before.has(key(r)));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.bed))).toEqual(new Set(['5.5 ft bed']));
    expect(new Set(rows.map((r) => r.app_note))).toEqual(new Set(['with 5.5 ft bed']));
    expect(Math.min(...rows.map((r) => Number(r.year)))).toBe(2015);
    expect(Math.max(...rows.map((r) => Number(r.year)))).toBe(2020);

    // The imported fitment shows through the API: the bumper now fits a 2016 Wrangler.
    const res = await ctx.app.inject({
      url: '/product/ironline-offroad-trail-rear-bumper?year=2016&makeSlug=jeep&modelSlug=wrangler',
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).fitment).toEqual({ status: 'fits', appNote: 'Requires drilling' });
  });

  it('groups the problems of a file by reason and still imports the good app', async () => {
    const report = await importAces(ctx.db, sample('fitment-problems.xml'));
    expect(report).toMatchObject({ read: 13, imported: 1, alreadyPresent: 0, rejected: 12 });
    const counts = Object.fromEntries(Object.entries(report.rejections).map(([k, v]) => [k, v.count]));
    expect(counts).toEqual({
      'malformed-app': 3,
      'unsupported-action': 1,
      'unknown-part': 1,
      'unknown-make-model': 2,
      // No mapping was given, so every BaseVehicle id is unknown.
      'unknown-base-vehicle': 1,
      'year-out-of-range': 1,
      'unknown-qualifier': 2,
      'no-matching-configuration': 1,
    });
    expect(report.rejections['unknown-part']?.examples).toEqual([
      { index: 2, id: '11', detail: 'part "NOPE-9999-01"' },
    ]);
    const text = formatAcesReport(report);
    expect(text).toContain('  rejected:         12\n');
    expect(text).toContain('    unknown make/model: 2\n      - App #3 (id 12): Tesla Model 3\n');
  });

  it('keeps a few examples per reason and counts the rest', async () => {
    const apps = Array.from(
      { length: 5 },
      (_, i) =>
        `<App id="x${i}"><Years from="2015" to="2016"/><Make>Jeep</Make><Model>Wrangler</Model><Part>NO-${i}</Part></App>`,
    );
    const report = await importAces(ctx.db, `<ACES>${apps.join('')}</ACES>`, { dryRun: true });
    expect(report.rejections['unknown-part']?.count).toBe(5);
    expect(report.rejections['unknown-part']?.examples).toHaveLength(3);
    expect(formatAcesReport(report)).toContain('… and 2 more');
  });
});
