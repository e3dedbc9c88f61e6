/** The levels of a vehicle, in the order the shopper picks them (SPEC §3 Fitment). */
export const FITMENT_LEVELS = ['year', 'make', 'model', 'body', 'bed', 'engine'] as const;

/** One level of a vehicle: year, make, model, body, bed or engine. */
export type FitmentLevel = (typeof FITMENT_LEVELS)[number];

/** The levels every vehicle needs before it can be saved. */
export const REQUIRED_FITMENT_LEVELS = ['year', 'make', 'model'] as const satisfies readonly FitmentLevel[];

/** The levels a theme, route or product makes required, optional or absent. */
export const CONFIGURABLE_FITMENT_LEVELS = [
  'body',
  'bed',
  'engine',
] as const satisfies readonly FitmentLevel[];

/** A level that is always required. */
export type RequiredFitmentLevel = (typeof REQUIRED_FITMENT_LEVELS)[number];

/** A level whose presence depends on configuration. */
export type ConfigurableFitmentLevel = (typeof CONFIGURABLE_FITMENT_LEVELS)[number];

/** The key of a level inside a Fitment: `year` stays, every other level gets the `Slug` suffix. */
export type FitmentKey<L extends FitmentLevel = FitmentLevel> = L extends 'year' ? 'year' : `${L}Slug`;

/** The key of a level inside a Fitment (`make` → `makeSlug`). */
export function fitmentKey<L extends FitmentLevel>(level: L): FitmentKey<L> {
  return (level === 'year' ? 'year' : `${level}Slug`) as FitmentKey<L>;
}

/** Every Fitment key, in level order. */
export const FITMENT_KEYS: readonly FitmentKey[] = FITMENT_LEVELS.map(fitmentKey);

/** The shopper-facing label of each level: the key without its Slug suffix, capitalised. */
export const FITMENT_LABELS = Object.fromEntries(
  FITMENT_LEVELS.map((level) => [level, level.charAt(0).toUpperCase() + level.slice(1)]),
) as Readonly<Record<FitmentLevel, string>>;

/** The slug that marks a level as not applicable to a vehicle (a car has no bed). */
export const NOT_APPLICABLE = 'n-a';

/** The text the API gives the not-applicable option. */
export const NOT_APPLICABLE_TEXT = 'N/A';

/** Pattern every fitment slug follows. */
export const FITMENT_SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;

/** Lowest and highest model years accepted anywhere. */
export const FITMENT_YEAR_RANGE = { min: 1900, max: 2100 } as const;

/** A saved vehicle (SPEC §3): year, make and model, optionally body, bed and engine. */
export interface Fitment {
  /** Model year. */
  year: number;
  /** Make slug, e.g. `jeep`. */
  makeSlug: string;
  /** Model slug, e.g. `wrangler`. */
  modelSlug: string;
  /** Body slug, or `n-a`. */
  bodySlug?: string;
  /** Bed slug, or `n-a`. */
  bedSlug?: string;
  /** Engine slug, or `n-a`. */
  engineSlug?: string;
}

/** A vehicle picked up to some level; what the selects hold before saving. */
export type PartialFitment = Partial<Fitment>;

/** The value a Fitment holds for a level, as a string (years included), or undefined. */
export function fitmentValue(fitment: PartialFitment, level: FitmentLevel): string | undefined {
  const value = fitment[fitmentKey(level)];
  return value === undefined ? undefined : String(value);
}

/** True for a whole-number model year within FITMENT_YEAR_RANGE. */
export function isFitmentYear(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FITMENT_YEAR_RANGE.min &&
    value <= FITMENT_YEAR_RANGE.max
  );
}

/** True for a string that is a fitment slug. */
export function isFitmentSlug(value: unknown): value is string {
  return typeof value === 'string' && FITMENT_SLUG_PATTERN.test(value);
}

/**
 * True when year, make and model are all present and every level holds a valid value: the vehicle can be saved.
 * Plain checks (the same rules as fitmentSchema) so the selects need no schema library in the browser.
 */
export function isCompleteFitment(fitment: PartialFitment | null | undefined): fitment is Fitment {
  if (fitment == null || !isFitmentYear(fitment.year)) return false;
  if (!isFitmentSlug(fitment.makeSlug) || !isFitmentSlug(fitment.modelSlug)) return false;
  return [fitment.bodySlug, fitment.bedSlug, fitment.engineSlug].every(
    (slug) => slug === undefined || isFitmentSlug(slug),
  );
}

/** A stable string for a (partial) fitment: equal vehicles give equal keys. */
export function fitmentCacheKey(fitment: PartialFitment | null | undefined): string {
  if (!fitment) return '';
  return FITMENT_LEVELS.map((level) => fitmentValue(fitment, level) ?? '').join('|');
}

/** True when two (partial) fitments name the same vehicle. */
export function isSameFitment(
  a: PartialFitment | null | undefined,
  b: PartialFitment | null | undefined,
): boolean {
  return fitmentCacheKey(a) === fitmentCacheKey(b);
}

/** A slug with the shopper-facing name that goes with it. */
export interface NamedSlug {
  /** URL slug, e.g. `wrangler`. */
  slug: string;
  /** Display name, e.g. `Wrangler`. */
  name: string;
}

/** A vehicle with display names, as the API's vehicle call returns it. */
export interface NamedVehicle {
  /** Model year. */
  year?: number | null;
  /** The make. */
  make?: NamedSlug | null;
  /** The model. */
  model?: NamedSlug | null;
  /** The body. */
  body?: NamedSlug | null;
  /** The bed. */
  bed?: NamedSlug | null;
  /** The engine. */
  engine?: NamedSlug | null;
}

/** The two lines the header fitment button shows for a vehicle. */
export interface VehicleDescription {
  /** Year, make and model, e.g. `2021 Jeep Wrangler`. */
  primary: string;
  /** Body, bed and engine names that apply, e.g. `4-Door · 3.6L V6`; empty when none. */
  secondary: string;
}

/** Separator between the parts of the secondary line. */
export const VEHICLE_SECONDARY_SEPARATOR = ' ';

function applies(part: NamedSlug | null | undefined): part is NamedSlug {
  return (
    part != null && part.slug !== NOT_APPLICABLE && part.name !== NOT_APPLICABLE_TEXT && part.name !== ''
  );
}

/** Describes a vehicle as the primary line (year make model) and the secondary line (body bed engine, n-a skipped). */
export function describeVehicle(vehicle: NamedVehicle): VehicleDescription {
  const primary = [
    vehicle.year == null ? undefined : String(vehicle.year),
    vehicle.make?.name,
    vehicle.model?.name,
  ]
    .filter((part): part is string => part !== undefined && part !== '')
    .join(' ');
  const secondary = [vehicle.body, vehicle.bed, vehicle.engine]
    .filter(applies)
    .map((part) => part.name)
    .join(VEHICLE_SECONDARY_SEPARATOR);
  return { primary, secondary };
}

/** Names of the named levels of a vehicle, keyed by level (year excluded: it is its own name). */
export type VehicleNames = Partial<Record<Exclude<FitmentLevel, 'year'>, string>>;

/** Joins a Fitment's slugs with display names into a NamedVehicle (names fall back to the slug). */
export function nameFitment(fitment: PartialFitment, names: VehicleNames = {}): NamedVehicle {
  const named = (level: Exclude<FitmentLevel, 'year'>): NamedSlug | undefined => {
    const slug = fitmentValue(fitment, level);
    return slug === undefined ? undefined : { slug, name: names[level] ?? slug };
  };
  return {
    year: fitment.year ?? null,
    make: named('make') ?? null,
    model: named('model') ?? null,
    body: named('body') ?? null,
    bed: named('bed') ?? null,
    engine: named('engine') ?? null,
  };
}

/** Drops keys whose value is undefined, so results compare and serialise cleanly. */
export function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
