import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { queryRows } from '../rows';
import * as schema from '../schema';
import { SEED_NUMBER, SEED_VERSION, seedDatabase } from '../seed';
import { generateSeed } from '../seed/generate';
import { generateLargeSet, LARGE_DEFAULTS, type LargeSetOptions } from './generate';

/** What a load did and how long each step took. */
export interface LargeLoadResult {
  counts: {
    makes: number;
    models: number;
    vehicles: number;
    productLines: number;
    products: number;
    fitmentApplications: number;
    fittedYearModels: number;
    fittedLines: number;
  };
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

type Executor = Pick<Database, 'execute'>;

// Rows travel as JSON parameters in chunks that stay well under the wire and WASM memory limits.
const CHUNK = 20_000;

async function insertJson(db: Executor, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const columns = getTableColumns(table);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const payload = rows
      .slice(i, i + CHUNK)
      .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [columns[k]!.name, v])));
    await db.execute(
      sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`,
    );
  }
}

async function insertTemp(db: Executor, name: string, columns: string, rows: object[]): Promise<void> {
  await db.execute(sql.raw(`create temporary table ${name} (${columns}) on commit drop`));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.execute(
      sql`insert into ${sql.raw(name)} select * from json_populate_recordset(null::${sql.raw(name)}, ${JSON.stringify(rows.slice(i, i + CHUNK))}::json)`,
    );
  }
}

/**
 * Drops the foreign keys and secondary indexes of some tables and returns the statements that restore them,
 * read from the catalog so they always match the migrations. Checking keys and growing indexes once after a
 * bulk load is several times quicker than doing it row by row.
 */
async function setAsideConstraints(db: Executor, tables: string[]): Promise<string[]> {
  const list = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const keys = await queryRows<{ tbl: string; name: string; def: string; kind: string }>(
    db,
    sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def,
          contype::text as kind
        from pg_constraint where conrelid::regclass::text in (${list}) and contype in ('f', 'p')
          and not (contype = 'p' and conrelid::regclass::text = 'vehicles')
        order by contype desc`,
  );
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where tablename in (${list}) and indexname not in (select conname from pg_constraint)`,
  );
  // Foreign keys go first (they depend on the keys), and come back last.
  for (const k of keys) await db.execute(sql.raw(`alter table "${k.tbl}" drop constraint "${k.name}"`));
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.name}"`));
  return [
    ...indexes.map((i) => i.def),
    ...keys
      .slice()
      .reverse()
      .map((k) => `alter table "${k.tbl}" add constraint "${k.name}" ${k.def}`),
  ];
}

/**
 * Replaces the catalogue with the regular seed plus the large set. Vehicles are expanded from year-run specs by
 * generate_series and applications by one INSERT…SELECT join, with the application indexes rebuilt afterwards,
 * so the two million rows never cross the wire one by one. The seed version stays the regular one, so starting
 * the app on this database keeps the large catalogue. Carts survive when their products still exist.
 */
export async function loadLargeDataSet(
  db: Database,
  options: LargeSetOptions = LARGE_DEFAULTS,
): Promise<LargeLoadResult> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  // A version that is never current forces the regular seed to reload (truncating any earlier large set).
  await db.execute(sql`update seed_version set version = 'large-reload' where id = 1`);
  await seedDatabase(db);
  step('regular seed');
  const set = generateLargeSet(generateSeed(SEED_NUMBER), options);
  step('generate');

  await db.transaction(async (tx) => {
    await insertJson(tx, schema.makes, set.makes);
    await insertJson(tx, schema.models, set.models);
    await insertJson(tx, schema.bodies, set.bodies);
    await insertJson(tx, schema.beds, set.beds);
    await insertJson(tx, schema.engines, set.engines);
    await insertJson(tx, schema.productLines, set.productLines);
    await insertJson(tx, schema.products, set.products);
    // Each large SKU's current price is its first price history entry, since its line was added (as the seed's).
    await tx.execute(sql`insert into product_prices (product_id, effective_from, price_cents, original_price_cents)
      select p.id, pl.created_at, p.price_cents, p.original_price_cents
      from products p join product_lines pl on pl.id = p.product_line_id
      where not exists (select 1 from product_prices h where h.product_id = p.id)`);
    await insertJson(tx, schema.productImages, set.productImages);
    step('small tables');

    const restoreVehicles = await setAsideConstraints(tx, ['vehicles']);
    const restoreApplications = await setAsideConstraints(tx, ['fitment_applications']);
    await insertTemp(
      tx,
      'large_vehicle_specs',
      'ord serial, "makeId" int, "modelId" int, "bodyId" int, "bedId" int, "engineId" int, "yearFrom" int, "yearTo" int',
      set.vehicleSpecs.map((s, i) => ({ ord: i, ...s })),
    );
    await tx.execute(sql`insert into vehicles (id, year, make_id, model_id, body_id, bed_id, engine_id)
      select (select coalesce(max(id), 0) from vehicles) + row_number() over (order by s.ord, y),
             y, s."makeId", s."modelId", s."bodyId", s."bedId", s."engineId"
      from large_vehicle_specs s, generate_series(s."yearFrom", s."yearTo") y
      order by s.ord, y`);
    for (const statement of restoreVehicles) await tx.execute(sql.raw(statement));
    step('vehicles');

    await insertTemp(
      tx,
      'large_targets',
      '"lineId" int, "makeId" int, "modelId" int, "yearFrom" int, "yearTo" int, "bodyId" int, "bedId" int, "engineId" int, "appNote" text',
      set.targets,
    );
    await tx.execute(sql`analyze vehicles`);
    await tx.execute(sql`insert into fitment_applications (product_line_id, vehicle_id, app_note)
      select t."lineId", v.id, t."appNote"
      from large_targets t
      join vehicles v on v.make_id = t."makeId" and v.model_id = t."modelId"
        and v.year between t."yearFrom" and t."yearTo"
      where (t."bodyId" is null or v.body_id = t."bodyId")
        and (t."bedId" is null or v.bed_id = t."bedId")
        and (t."engineId" is null or v.engine_id = t."engineId")`);
    step('applications');
    for (const statement of restoreApplications) await tx.execute(sql.raw(statement));
    step('application keys and indexes');
    await tx.execute(sql`update seed_version set version = ${SEED_VERSION}, seeded_at = now() where id = 1`);
  });
  // The triggers fill fitted_lines and its make and model summaries in hash order; laid out by key, a listing reads
  // its vehicle's rows from a few pages instead of hundreds.
  await db.execute(sql`cluster fitted_lines using fitted_lines_make_id_model_id_year_product_line_id_pk`);
  await db.execute(
    sql`cluster fitted_model_lines using fitted_model_lines_make_id_model_id_product_line_id_pk`,
  );
  await db.execute(sql`cluster fitted_make_lines using fitted_make_lines_make_id_product_line_id_pk`);
  step('cluster fitted lines');
  await db.execute(sql`analyze`);
  step('analyze');

  const [counts] = await queryRows<LargeLoadResult['counts']>(
    db,
    sql`select (select count(*)::int from makes) as makes, (select count(*)::int from models) as models,
      (select count(*)::int from vehicles) as vehicles, (select count(*)::int from product_lines) as "productLines",
      (select count(*)::int from products) as products,
      (select count(*)::int from fitment_applications) as "fitmentApplications",
      (select count(*)::int from fitted_year_models) as "fittedYearModels",
      (select count(*)::int from fitted_lines) as "fittedLines"`,
  );
  return { counts: counts!, timings };
}
