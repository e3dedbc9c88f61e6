import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { type AcesApp, type BaseVehicleMapping, type ParsedAces, parseAces } from './parse';
import {
  ACES_REJECT_REASONS,
  type AcesCatalogue,
  type AcesRejectReason,
  type ApplicationTarget,
  type CatalogueRow,
  REJECT_REASON_LABELS,
  resolveApp,
} from './resolve';

/** How many examples the report keeps per rejection reason. */
export const EXAMPLES_PER_REASON = 3;

/** A rejected application as the report shows it. */
export interface RejectedExample {
  index: number;
  id: string | null;
  detail: string;
}

/** What an import did (or, in a dry run, would do). */
export interface AcesImportReport {
  /** `<App>` elements read. */
  read: number;
  /** Applications that added at least one fitment row. */
  imported: number;
  /** Applications whose fitment rows were all there already. */
  alreadyPresent: number;
  /** Applications not imported. */
  rejected: number;
  /** Fitment rows (product line × vehicle configuration) added. */
  rowsInserted: number;
  /** Rejections by reason: how many, and the first few. */
  rejections: Partial<Record<AcesRejectReason, { count: number; examples: RejectedExample[] }>>;
  /** True when nothing was written. */
  dryRun: boolean;
}

/** Loads the parts, vehicles and qualifier rows resolving needs, plus the BaseVehicle mapping. */
export async function loadAcesCatalogue(
  db: Executor,
  baseVehicles: ReadonlyMap<string, BaseVehicleMapping> = new Map(),
): Promise<AcesCatalogue> {
  const parts = await queryRows<{ code: string; product_line_id: number }>(
    db,
    sql`select upper(p.sku) as code, p.product_line_id from products p
        union all select pl.slug as code, pl.id as product_line_id from product_lines pl`,
  );
  const makes = await queryRows<CatalogueRow>(db, sql`select id, slug, name from makes order by id`);
  const models = await queryRows<CatalogueRow & { make_id: number }>(
    db,
    sql`select id, slug, name, make_id from models order by id`,
  );
  const years = await queryRows<{ model_id: number; year: number }>(
    db,
    sql`select distinct model_id, year from vehicles`,
  );
  const named = (table: SQL) =>
    queryRows<CatalogueRow>(db, sql`select id, slug, name from ${table} order by id`);
  const modelsByMake = new Map<number, CatalogueRow[]>();
  for (const m of models) {
    const list = modelsByMake.get(m.make_id) ?? [];
    list.push({ id: m.id, slug: m.slug, name: m.name });
    modelsByMake.set(m.make_id, list);
  }
  const yearsByModel = new Map<number, Set<number>>();
  for (const y of years) {
    const set = yearsByModel.get(y.model_id) ?? new Set<number>();
    set.add(Number(y.year));
    yearsByModel.set(y.model_id, set);
  }
  return {
    partsByCode: new Map(parts.map((p) => [p.code, p.product_line_id])),
    makes,
    modelsByMake,
    yearsByModel,
    bodies: await named(sql`bodies`),
    beds: await named(sql`beds`),
    engines: await named(sql`engines`),
    baseVehicles,
  };
}

/** Inserts the fitment rows of one application; returns how many configurations it matched and added. */
async function insertApplication(
  db: Executor,
  target: ApplicationTarget,
): Promise<{ matched: number; inserted: number }> {
  const conditions: SQL[] = [
    sql`v.model_id = ${target.modelId}`,
    sql`v.year in (${sql.join(
      target.years.map((y) => sql`${y}`),
      sql`, `,
    )})`,
  ];
  if (target.bodyId !== undefined) conditions.push(sql`v.body_id = ${target.bodyId}`);
  if (target.bedId !== undefined) conditions.push(sql`v.bed_id = ${target.bedId}`);
  if (target.engineId !== undefined) conditions.push(sql`v.engine_id = ${target.engineId}`);
  const rows = await queryRows<{ matched: number; inserted: number }>(
    db,
    sql`with target as (select v.id from vehicles v where ${sql.join(conditions, sql` and `)}),
        added as (
          insert into fitment_applications (product_line_id, vehicle_id, app_note)
          select ${target.productLineId}, t.id, ${target.note} from target t
          on conflict (product_line_id, vehicle_id) do nothing
          returning 1)
        select (select count(*) from target)::int as matched, (select count(*) from added)::int as inserted`,
  );
  return rows[0] ?? { matched: 0, inserted: 0 };
}

class DryRunRollback extends Error {}

/**
 * Imports the applications of an ACES document in one transaction: re-running the same file adds nothing.
 * With `dryRun` the same work is done and then rolled back, so the report shows exactly what would happen.
 */
export async function importAces(
  db: Database,
  input: string | ParsedAces,
  options: { baseVehicles?: ReadonlyMap<string, BaseVehicleMapping>; dryRun?: boolean } = {},
): Promise<AcesImportReport> {
  const parsed = typeof input === 'string' ? parseAces(input) : input;
  const dryRun = options.dryRun ?? false;
  const report: AcesImportReport = {
    read: parsed.apps.length + parsed.malformed.length,
    imported: 0,
    alreadyPresent: 0,
    rejected: 0,
    rowsInserted: 0,
    rejections: {},
    dryRun,
  };
  const rejectApp = (reason: AcesRejectReason, app: { index: number; id: string | null }, detail: string) => {
    report.rejected++;
    const group = report.rejections[reason] ?? { count: 0, examples: [] };
    group.count++;
    if (group.examples.length < EXAMPLES_PER_REASON)
      group.examples.push({ index: app.index, id: app.id, detail });
    report.rejections[reason] = group;
  };
  for (const bad of [...parsed.malformed].sort((a, b) => a.index - b.index)) {
    rejectApp('malformed-app', bad, bad.detail);
  }
  const apps: AcesApp[] = [...parsed.apps].sort((a, b) => a.index - b.index);
  try {
    await db.transaction(async (tx) => {
      const catalogue = await loadAcesCatalogue(tx, options.baseVehicles);
      for (const app of apps) {
        const resolution = resolveApp(app, catalogue);
        if (!resolution.ok) {
          rejectApp(resolution.reason, app, resolution.detail);
          continue;
        }
        const { matched, inserted } = await insertApplication(tx, resolution.target);
        if (matched === 0) {
          rejectApp('no-matching-configuration', app, `${app.part}: no configuration has these qualifiers`);
        } else if (inserted > 0) {
          report.imported++;
          report.rowsInserted += inserted;
        } else {
          report.alreadyPresent++;
        }
      }
      if (dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return report;
}

/** The report as the command prints it. */
export function formatAcesReport(report: AcesImportReport): string {
  const lines = [
    `ACES import${report.dryRun ? ' (dry run: nothing was written)' : ''}`,
    `  apps read:        ${report.read}`,
    `  imported:         ${report.imported} (${report.rowsInserted} fitment rows ${report.dryRun ? 'would be ' : ''}added)`,
    `  already present:  ${report.alreadyPresent}`,
    `  rejected:         ${report.rejected}`,
  ];
  for (const reason of ACES_REJECT_REASONS) {
    const group = report.rejections[reason];
    if (!group) continue;
    lines.push(`    ${REJECT_REASON_LABELS[reason]}: ${group.count}`);
    for (const example of group.examples) {
      lines.push(
        `      - App #${example.index}${example.id ? ` (id ${example.id})` : ''}: ${example.detail}`,
      );
    }
    if (group.count > group.examples.length)
      lines.push(`      … and ${group.count - group.examples.length} more`);
  }
  return `${lines.join('\n')}\n`;
}
