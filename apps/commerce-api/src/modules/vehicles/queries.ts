import type { FitmentLevel } from '@fitkit/fitment';
import { type SQL, sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';

/** Vehicle parts as they arrive in a URL or query: slugs plus an optional year. */
export interface VehicleSlugs {
  year?: number | undefined;
  makeSlug: string;
  modelSlug?: string | undefined;
  bodySlug?: string | undefined;
  bedSlug?: string | undefined;
  engineSlug?: string | undefined;
}

/** A named row of a fitment level. */
export interface NamedRow {
  id: number;
  slug: string;
  name: string;
}

/** A vehicle whose every given part exists and which matches at least one configuration. */
export interface ResolvedVehicle {
  year?: number;
  make: NamedRow;
  model?: NamedRow;
  body?: NamedRow;
  bed?: NamedRow;
  engine?: NamedRow;
}

interface ResolveRow {
  make_id: number;
  make_slug: string;
  make_name: string;
  model_id: number | null;
  model_slug: string | null;
  model_name: string | null;
  body_id: number | null;
  body_slug: string | null;
  body_name: string | null;
  bed_id: number | null;
  bed_slug: string | null;
  bed_name: string | null;
  engine_id: number | null;
  engine_slug: string | null;
  engine_name: string | null;
  configured: boolean;
}

function named(id: number | null, slug: string | null, name: string | null): NamedRow | undefined {
  return id === null || slug === null || name === null ? undefined : { id, slug, name };
}

/**
 * Resolves slugs to rows in one query and checks that a vehicle configuration with all the given parts exists.
 * Returns null when any part does not resolve.
 */
export async function resolveVehicle(db: Executor, slugs: VehicleSlugs): Promise<ResolvedVehicle | null> {
  const joinModel = slugs.modelSlug
    ? sql`left join models md on md.make_id = mk.id and md.slug = ${slugs.modelSlug}`
    : sql`left join models md on false`;
  const joinBody = slugs.bodySlug
    ? sql`left join bodies b on b.slug = ${slugs.bodySlug}`
    : sql`left join bodies b on false`;
  const joinBed = slugs.bedSlug
    ? sql`left join beds bd on bd.slug = ${slugs.bedSlug}`
    : sql`left join beds bd on false`;
  const joinEngine = slugs.engineSlug
    ? sql`left join engines e on e.slug = ${slugs.engineSlug}`
    : sql`left join engines e on false`;
  const conditions: SQL[] = [sql`v.make_id = mk.id`];
  if (slugs.modelSlug) conditions.push(sql`v.model_id = md.id`);
  if (slugs.year !== undefined) conditions.push(sql`v.year = ${slugs.year}`);
  if (slugs.bodySlug) conditions.push(sql`v.body_id = b.id`);
  if (slugs.bedSlug) conditions.push(sql`v.bed_id = bd.id`);
  if (slugs.engineSlug) conditions.push(sql`v.engine_id = e.id`);
  const rows = await preparedRows<ResolveRow>(
    db,
    sql`select mk.id as make_id, mk.slug as make_slug, mk.name as make_name,
          md.id as model_id, md.slug as model_slug, md.name as model_name,
          b.id as body_id, b.slug as body_slug, b.name as body_name,
          bd.id as bed_id, bd.slug as bed_slug, bd.name as bed_name,
          e.id as engine_id, e.slug as engine_slug, e.name as engine_name,
          exists (select 1 from vehicles v where ${sql.join(conditions, sql` and `)}) as configured
        from makes mk ${joinModel} ${joinBody} ${joinBed} ${joinEngine}
        where mk.slug = ${slugs.makeSlug}`,
  );
  const row = rows[0];
  if (!row?.configured) return null;
  const vehicle: ResolvedVehicle = { make: { id: row.make_id, slug: row.make_slug, name: row.make_name } };
  const parts = {
    model: named(row.model_id, row.model_slug, row.model_name),
    body: named(row.body_id, row.body_slug, row.body_name),
    bed: named(row.bed_id, row.bed_slug, row.bed_name),
    engine: named(row.engine_id, row.engine_slug, row.engine_name),
  };
  if (slugs.modelSlug && !parts.model) return null;
  if (slugs.bodySlug && !parts.body) return null;
  if (slugs.bedSlug && !parts.bed) return null;
  if (slugs.engineSlug && !parts.engine) return null;
  if (slugs.year !== undefined) vehicle.year = slugs.year;
  if (parts.model) vehicle.model = parts.model;
  if (parts.body) vehicle.body = parts.body;
  if (parts.bed) vehicle.bed = parts.bed;
  if (parts.engine) vehicle.engine = parts.engine;
  return vehicle;
}

/** Conditions on the `vehicles v` alias that select the configurations of a resolved vehicle. */
export function vehicleConditions(
  vehicle: ResolvedVehicle,
  options: { yearMakeModelOnly?: boolean } = {},
): SQL {
  const conditions: SQL[] = [sql`v.make_id = ${vehicle.make.id}`];
  if (vehicle.model) conditions.push(sql`v.model_id = ${vehicle.model.id}`);
  if (vehicle.year !== undefined) conditions.push(sql`v.year = ${vehicle.year}`);
  if (!options.yearMakeModelOnly) {
    if (vehicle.body) conditions.push(sql`v.body_id = ${vehicle.body.id}`);
    if (vehicle.bed) conditions.push(sql`v.bed_id = ${vehicle.bed.id}`);
    if (vehicle.engine) conditions.push(sql`v.engine_id = ${vehicle.engine.id}`);
  }
  return sql.join(conditions, sql` and `);
}

// Body, bed or engine narrow a vehicle below year/make/model, which fitted_lines does not record.
function isNarrowed(vehicle: ResolvedVehicle): boolean {
  return vehicle.body !== undefined || vehicle.bed !== undefined || vehicle.engine !== undefined;
}

// The lines of a vehicle that is not narrowed, one row per line with its note: a year/make/model reads
// fitted_lines by its full key, a make + model and a make alone their own summaries (migration 0020), so no
// landing groups its years' rows at request time; only a make + year without a model still does.
function summaryNotesSql(vehicle: ResolvedVehicle): SQL {
  const make = sql`fl.make_id = ${vehicle.make.id}`;
  if (!vehicle.model) {
    if (vehicle.year === undefined) {
      return sql`select fl.product_line_id, fl.app_note from fitted_make_lines fl where ${make}`;
    }
    return sql`select fl.product_line_id, min(fl.app_note) as app_note from fitted_lines fl
      where ${make} and fl.year = ${vehicle.year} group by fl.product_line_id`;
  }
  const model = sql`${make} and fl.model_id = ${vehicle.model.id}`;
  if (vehicle.year === undefined) {
    return sql`select fl.product_line_id, fl.app_note from fitted_model_lines fl where ${model}`;
  }
  return sql`select fl.product_line_id, fl.app_note from fitted_lines fl where ${model} and fl.year = ${vehicle.year}`;
}

/**
 * The product lines fitted to any configuration of the vehicle, as a subquery. Year/make/model (or less) read
 * fitted_lines or its make and model summaries by key; with body, bed or engine it starts from the matching
 * configurations (a handful) and reads their applications through the vehicle index.
 */
export function fittedLinesSql(vehicle: ResolvedVehicle): SQL {
  if (!isNarrowed(vehicle)) return sql`select n.product_line_id from (${summaryNotesSql(vehicle)}) n`;
  return sql`select fa.product_line_id from vehicles v
    join fitment_applications fa on fa.vehicle_id = v.id
    where ${vehicleConditions(vehicle)}`;
}

/**
 * The fitted product lines of the vehicle with each line's application note (the first by text, or null), as a
 * subquery of `(product_line_id, app_note)` with one row per line.
 */
export function fittedLineNotesSql(vehicle: ResolvedVehicle): SQL {
  if (!isNarrowed(vehicle)) return summaryNotesSql(vehicle);
  return sql`select fa.product_line_id, min(fa.app_note) as app_note from vehicles v
    join fitment_applications fa on fa.vehicle_id = v.id
    where ${vehicleConditions(vehicle)} group by fa.product_line_id`;
}

/**
 * SQL condition on a product line alias `pl`: true when it fits the vehicle (universal lines fit every vehicle).
 */
export function fitsVehicleSql(vehicle: ResolvedVehicle): SQL {
  return sql`(pl.is_universal or pl.id in (${fittedLinesSql(vehicle)}))`;
}

/** SQL expression on `pl`: the application note for the vehicle (the first by text), or null. */
export function appNoteSql(vehicle: ResolvedVehicle): SQL {
  // A full year/make/model is one primary-key probe of fitted_lines.
  if (!isNarrowed(vehicle) && vehicle.model && vehicle.year !== undefined) {
    return sql`(select fl.app_note from fitted_lines fl where fl.make_id = ${vehicle.make.id}
      and fl.model_id = ${vehicle.model.id} and fl.year = ${vehicle.year} and fl.product_line_id = pl.id)`;
  }
  return sql`(select fa.app_note from vehicles v
    join fitment_applications fa on fa.vehicle_id = v.id and fa.product_line_id = pl.id
    where fa.app_note is not null and ${vehicleConditions(vehicle)}
    order by fa.app_note limit 1)`;
}

/** Filters already chosen in the cascade, by slug. */
export interface OptionFilters {
  year?: number | undefined;
  makeSlug?: string | undefined;
  modelSlug?: string | undefined;
  bodySlug?: string | undefined;
  bedSlug?: string | undefined;
}

/** A select option of the fitment cascade. */
export interface FitmentOption {
  value: string;
  text: string;
}

const LEVEL_TABLES = {
  make: { table: sql`makes`, column: sql`make_id` },
  model: { table: sql`models`, column: sql`model_id` },
  body: { table: sql`bodies`, column: sql`body_id` },
  bed: { table: sql`beds`, column: sql`bed_id` },
  engine: { table: sql`engines`, column: sql`engine_id` },
} as const;

// Slugs become ids through scalar subqueries, so the indexes on the id columns do the filtering.
function makeIdSql(makeSlug: string): SQL {
  return sql`(select id from makes where slug = ${makeSlug})`;
}

function modelIdSql(makeSlug: string, modelSlug: string): SQL {
  return sql`(select md.id from models md join makes mk on mk.id = md.make_id
    where mk.slug = ${makeSlug} and md.slug = ${modelSlug})`;
}

/**
 * Values of one cascade level among vehicle configurations that match the earlier choices and have at least
 * one fitted product. Year, make and model read the small fitted_year_models table; body, bed and engine read
 * the configurations of the chosen year/make/model.
 */
export async function fitmentOptions(
  db: Executor,
  type: FitmentLevel,
  filters: OptionFilters,
): Promise<FitmentOption[]> {
  const hasLaterFilter = filters.bodySlug !== undefined || filters.bedSlug !== undefined;
  if ((type === 'year' || type === 'make' || type === 'model') && !hasLaterFilter) {
    const conditions: SQL[] = [sql`true`];
    if (filters.year !== undefined) conditions.push(sql`f.year = ${filters.year}`);
    if (filters.makeSlug) conditions.push(sql`f.make_id = ${makeIdSql(filters.makeSlug)}`);
    if (filters.modelSlug && filters.makeSlug)
      conditions.push(sql`f.model_id = ${modelIdSql(filters.makeSlug, filters.modelSlug)}`);
    const where = sql.join(conditions, sql` and `);
    if (type === 'year') {
      // With no filter, a loose index scan: one probe of the primary key per year instead of reading every row.
      const rows = await preparedRows<{ year: number }>(
        db,
        conditions.length === 1
          ? sql`with recursive y(year) as (
                  select max(year) from fitted_year_models
                  union all
                  select (select max(f.year) from fitted_year_models f where f.year < y.year) from y
                  where y.year is not null)
                select year from y where year is not null order by year desc`
          : sql`select distinct f.year as year from fitted_year_models f where ${where} order by f.year desc`,
      );
      return rows.map((r) => ({ value: String(r.year), text: String(r.year) }));
    }
    const level = LEVEL_TABLES[type];
    return preparedRows<FitmentOption>(
      db,
      sql`select t.slug as value, t.name as text from ${level.table} t
          where t.id in (select f.${level.column} from fitted_year_models f where ${where})
          order by t.name, t.slug`,
    );
  }
  const conditions: SQL[] = [sql`exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id)`];
  if (filters.year !== undefined) conditions.push(sql`v.year = ${filters.year}`);
  if (filters.makeSlug) conditions.push(sql`v.make_id = ${makeIdSql(filters.makeSlug)}`);
  if (filters.modelSlug && filters.makeSlug)
    conditions.push(sql`v.model_id = ${modelIdSql(filters.makeSlug, filters.modelSlug)}`);
  if (filters.bodySlug)
    conditions.push(sql`v.body_id = (select id from bodies where slug = ${filters.bodySlug})`);
  if (filters.bedSlug) conditions.push(sql`v.bed_id = (select id from beds where slug = ${filters.bedSlug})`);
  const where = sql.join(conditions, sql` and `);
  if (type === 'year') {
    const rows = await preparedRows<{ year: number }>(
      db,
      sql`select distinct v.year as year from vehicles v where ${where} order by v.year desc`,
    );
    return rows.map((r) => ({ value: String(r.year), text: String(r.year) }));
  }
  const level = LEVEL_TABLES[type];
  return preparedRows<FitmentOption>(
    db,
    sql`select t.slug as value, t.name as text from ${level.table} t
        where t.id in (select v.${level.column} from vehicles v where ${where})
        order by t.name, t.slug`,
  );
}

/**
 * The optional levels (body, bed, engine) that tell apart the configurations with fitted products of a
 * year/make/model; the storefront must ask for those to know whether a product fits.
 */
export async function distinguishingLevels(db: Executor, vehicle: ResolvedVehicle): Promise<FitmentLevel[]> {
  if (vehicle.year === undefined || !vehicle.model) return [];
  const rows = await preparedRows<{ bodies: number; beds: number; engines: number }>(
    db,
    sql`select count(distinct v.body_id)::int as bodies, count(distinct v.bed_id)::int as beds,
          count(distinct v.engine_id)::int as engines
        from vehicles v
        where ${vehicleConditions(vehicle, { yearMakeModelOnly: true })}
          and exists (select 1 from fitment_applications fa where fa.vehicle_id = v.id)`,
  );
  const counts = rows[0];
  if (!counts) return [];
  const levels: FitmentLevel[] = [];
  if (counts.bodies > 1) levels.push('body');
  if (counts.beds > 1) levels.push('bed');
  if (counts.engines > 1) levels.push('engine');
  return levels;
}
