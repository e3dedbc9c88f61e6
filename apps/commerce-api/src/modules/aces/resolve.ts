import { matchByName, normaliseName } from '../vin/match';
import type { AcesApp, BaseVehicleMapping } from './parse';

/** Why an application was not imported, once; the report groups by these. */
export const ACES_REJECT_REASONS = [
  'malformed-app',
  'unsupported-action',
  'unknown-part',
  'unknown-make-model',
  'unknown-base-vehicle',
  'year-out-of-range',
  'unknown-qualifier',
  'no-matching-configuration',
] as const;

/** One reason for a rejection. */
export type AcesRejectReason = (typeof ACES_REJECT_REASONS)[number];

/** The words the report prints for each reason. */
export const REJECT_REASON_LABELS: Readonly<Record<AcesRejectReason, string>> = {
  'malformed-app': 'malformed app',
  'unsupported-action': 'unsupported action',
  'unknown-part': 'unknown part',
  'unknown-make-model': 'unknown make/model',
  'unknown-base-vehicle': 'unknown base vehicle id',
  'year-out-of-range': 'year out of range',
  'unknown-qualifier': 'unknown qualifier',
  'no-matching-configuration': 'no matching vehicle configuration',
};

/** A row with an id, a slug and a display name. */
export interface CatalogueRow {
  id: number;
  slug: string;
  name: string;
}

/** What resolving needs to know about the catalogue, loaded once per import. */
export interface AcesCatalogue {
  /** Product line ids by upper-cased SKU code and by product line slug. */
  partsByCode: ReadonlyMap<string, number>;
  makes: readonly CatalogueRow[];
  /** Models by make id. */
  modelsByMake: ReadonlyMap<number, readonly CatalogueRow[]>;
  /** The model years that have configurations, by model id. */
  yearsByModel: ReadonlyMap<number, ReadonlySet<number>>;
  bodies: readonly CatalogueRow[];
  beds: readonly CatalogueRow[];
  engines: readonly CatalogueRow[];
  /** BaseVehicle ids from the mapping file. */
  baseVehicles: ReadonlyMap<string, BaseVehicleMapping>;
}

/** The configurations an application stands for. */
export interface ApplicationTarget {
  productLineId: number;
  modelId: number;
  years: number[];
  bodyId?: number;
  bedId?: number;
  engineId?: number;
  note: string | null;
}

/** The outcome of resolving one application. */
export type Resolution =
  | { ok: true; target: ApplicationTarget }
  | { ok: false; reason: AcesRejectReason; detail: string };

const reject = (reason: AcesRejectReason, detail: string): Resolution => ({ ok: false, reason, detail });

// A bed length may be written '5.5', '5.5 ft' or '5.5 ft bed'; our bed names read '5.5 ft bed'.
function bedNames(text: string): string[] {
  const feet = /^(\d+(?:\.\d+)?)\s*(?:ft|feet|')?(?:\s*bed)?$/i.exec(text.trim());
  return feet ? [`${Number(feet[1])} ft bed`, text] : [text];
}

function findQualifier(rows: readonly CatalogueRow[], names: string[]): CatalogueRow | null {
  for (const name of names) {
    const exact = rows.find(
      (r) => normaliseName(r.name) === normaliseName(name) || normaliseName(r.slug) === normaliseName(name),
    );
    if (exact) return exact;
  }
  return null;
}

/** Matches one application to a product line and the configurations it fits. Pure: the catalogue is given. */
export function resolveApp(app: AcesApp, catalogue: AcesCatalogue): Resolution {
  if (app.action !== 'A') {
    return reject('unsupported-action', `action "${app.action}" (only additions, action "A", are imported)`);
  }
  const productLineId =
    catalogue.partsByCode.get(app.part.toUpperCase()) ?? catalogue.partsByCode.get(app.part.toLowerCase());
  if (productLineId === undefined) return reject('unknown-part', `part "${app.part}"`);

  let makeText: string;
  let modelText: string;
  let yearFrom: number;
  let yearTo: number;
  if (app.vehicle.kind === 'base') {
    const base = catalogue.baseVehicles.get(app.vehicle.baseVehicleId);
    if (!base) return reject('unknown-base-vehicle', `base vehicle ${app.vehicle.baseVehicleId}`);
    makeText = base.makeSlug;
    modelText = base.modelSlug;
    yearFrom = base.year;
    yearTo = base.year;
  } else {
    makeText = app.vehicle.make;
    modelText = app.vehicle.model;
    yearFrom = app.vehicle.yearFrom;
    yearTo = app.vehicle.yearTo;
  }
  const make = matchByName(makeText, catalogue.makes);
  const model = make ? matchByName(modelText, catalogue.modelsByMake.get(make.id) ?? []) : null;
  if (!make || !model) return reject('unknown-make-model', `${makeText} ${modelText}`);

  const known = catalogue.yearsByModel.get(model.id) ?? new Set<number>();
  const years: number[] = [];
  for (let year = yearFrom; year <= yearTo; year++) if (known.has(year)) years.push(year);
  const range = yearFrom === yearTo ? `${yearFrom}` : `${yearFrom}-${yearTo}`;
  if (years.length === 0) return reject('year-out-of-range', `${range} ${make.name} ${model.name}`);

  const target: ApplicationTarget = { productLineId, modelId: model.id, years, note: app.note };
  const { SubModel, BodyType, BedLength, EngineBase } = app.qualifiers;
  // Our catalogue has no submodel level: importing the app without it would claim a wider fit than it has.
  if (SubModel !== undefined)
    return reject('unknown-qualifier', `SubModel "${SubModel}" (not a catalogue level)`);
  if (BodyType !== undefined) {
    const body = findQualifier(catalogue.bodies, [BodyType]);
    if (!body) return reject('unknown-qualifier', `BodyType "${BodyType}"`);
    target.bodyId = body.id;
  }
  if (BedLength !== undefined) {
    const bed = findQualifier(catalogue.beds, bedNames(BedLength));
    if (!bed) return reject('unknown-qualifier', `BedLength "${BedLength}"`);
    target.bedId = bed.id;
  }
  if (EngineBase !== undefined) {
    const engine = findQualifier(catalogue.engines, [EngineBase]);
    if (!engine) return reject('unknown-qualifier', `EngineBase "${EngineBase}"`);
    target.engineId = engine.id;
  }
  return { ok: true, target };
}
