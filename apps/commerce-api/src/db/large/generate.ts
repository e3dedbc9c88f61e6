import { BRANDS, CATEGORY_TREE, type LeafSpec, SERIES } from '../seed/catalogue-data';
import {
  createRandom,
  lineCreatedAt,
  NOT_APPLICABLE,
  type SeedRows,
  shipsSameDay,
  slugify,
} from '../seed/generate';
import type { VehicleKind } from '../seed/vehicles-data';

/** How big the large data set is; the defaults are the industry scale of DESIGN §5. */
export interface LargeSetOptions {
  /** PRNG seed: the same seed and sizes give the same rows. */
  seed: number;
  /** Vehicle configurations to reach, the seed's own included. */
  vehicles: number;
  /** Fitment application rows to reach, the seed's own included. */
  applications: number;
  /** Product lines to add to the seed's. */
  productLines: number;
}

/** The sizes the benchmark and `data:large` use by default. */
export const LARGE_DEFAULTS: LargeSetOptions = {
  seed: 20_261_121,
  vehicles: 250_000,
  applications: 2_000_000,
  productLines: 3_000,
};

/**
 * Configurations one row stands for: a model with one body, bed and engine over a run of years. The loader
 * expands these with generate_series, so a quarter of a million vehicles travel as a few thousand rows.
 */
export interface VehicleSpec {
  makeId: number;
  modelId: number;
  bodyId: number;
  bedId: number;
  engineId: number;
  yearFrom: number;
  yearTo: number;
}

/**
 * Which configurations of one model a product line fits: the loader joins these to vehicles, so two million
 * applications are written by one INSERT…SELECT. A null level means "any".
 */
export interface FitTarget {
  lineId: number;
  makeId: number;
  modelId: number;
  yearFrom: number;
  yearTo: number;
  bodyId: number | null;
  bedId: number | null;
  engineId: number | null;
  appNote: string | null;
}

/** Everything the large set adds on top of the regular seed. */
export interface LargeSet {
  makes: SeedRows['makes'];
  models: SeedRows['models'];
  bodies: SeedRows['bodies'];
  beds: SeedRows['beds'];
  engines: SeedRows['engines'];
  vehicleSpecs: VehicleSpec[];
  productLines: SeedRows['productLines'];
  products: SeedRows['products'];
  productImages: SeedRows['productImages'];
  targets: FitTarget[];
  /** Rows the loader will end up with, counted here so tests can check the SQL expansion. */
  expected: { vehicles: number; applications: number };
}

// Makes sold in North America that the regular seed leaves out; their models are synthetic.
const EXTRA_MAKES = [
  'Acura',
  'Audi',
  'BMW',
  'Buick',
  'Cadillac',
  'Chrysler',
  'Genesis',
  'Hummer',
  'Infiniti',
  'Isuzu',
  'Land Rover',
  'Lexus',
  'Lincoln',
  'Mercedes-Benz',
  'Mercury',
  'Mini',
  'Mitsubishi',
  'Oldsmobile',
  'Plymouth',
  'Pontiac',
  'Porsche',
  'Rivian',
  'Saab',
  'Saturn',
  'Scion',
  'Suzuki',
  'Volkswagen',
  'Volvo',
];

const NAME_HEADS = ['Al', 'Bel', 'Cor', 'Dar', 'Es', 'Fal', 'Gal', 'Hor', 'Im', 'Jas', 'Kor', 'Lum', 'Mer'];
const NAME_TAILS = ['ano', 'ero', 'ita', 'on', 'ara', 'ix', 'us', 'ent', 'ada', 'ier', 'ora', 'is'];
const NAME_HEADS_2 = [
  'Nov',
  'Or',
  'Pra',
  'Quin',
  'Ros',
  'Sol',
  'Tor',
  'Ul',
  'Ven',
  'Wes',
  'Xan',
  'Yar',
  'Zep',
];

// Bodies and beds per kind, in the seed's vocabulary; beds are lengths in feet.
const BODIES: Record<VehicleKind, readonly { body: string; beds?: readonly string[] }[]> = {
  truck: [
    { body: 'Regular Cab', beds: ['6.5', '8'] },
    { body: 'Extended Cab', beds: ['6', '6.5'] },
    { body: 'Crew Cab', beds: ['5.5', '6.5'] },
    { body: 'Double Cab', beds: ['6.5'] },
  ],
  suv: [{ body: 'Sport Utility' }, { body: '2-Door' }, { body: '4-Door' }],
  car: [
    { body: 'Sedan' },
    { body: 'Coupe' },
    { body: 'Convertible' },
    { body: 'Hatchback' },
    { body: 'Wagon' },
  ],
  van: [{ body: 'Cargo Van' }, { body: 'Passenger Van' }, { body: 'Minivan' }],
};

// Displacements per kind (litres); the cylinder layout follows from the size, as it mostly does in practice.
const DISPLACEMENTS: Record<VehicleKind, readonly number[]> = {
  truck: [2.3, 2.7, 3.0, 3.5, 3.6, 4.3, 4.6, 4.8, 5.0, 5.3, 5.7, 6.0, 6.2, 6.6, 6.7],
  suv: [1.5, 2.0, 2.4, 2.5, 3.0, 3.3, 3.5, 3.6, 3.8, 4.0, 4.7, 5.3, 5.7],
  car: [1.4, 1.5, 1.6, 1.8, 2.0, 2.4, 2.5, 3.0, 3.3, 3.5, 3.6, 3.8, 4.6, 5.0, 6.2],
  van: [2.0, 2.4, 3.0, 3.3, 3.5, 3.6, 3.8, 4.0],
};
const ENGINE_SUFFIXES = ['', '', '', ' Turbo', ' Hybrid', ' Diesel', ' Flex Fuel'];

function engineLabel(litres: number, suffix: string): string {
  const layout = litres <= 2.5 ? 'I4' : litres <= 3.0 ? 'V6' : litres <= 4.3 ? 'V6' : 'V8';
  return `${litres.toFixed(1)}L ${layout}${suffix}`;
}

// Synthetic engines added to the seed's real models: the odd regional or fleet engine a catalogue carries.
const EXTRA_ENGINES = ['2.2L I4 Fleet', '3.3L V6 Flex Fuel', '4.3L V6 Fleet', '3.0L V6 Diesel Export'];

const KIND_WEIGHTS: readonly [VehicleKind, number][] = [
  ['truck', 0.22],
  ['suv', 0.36],
  ['car', 0.32],
  ['van', 0.1],
];

const PART_CODES = ['RX', 'TX', 'HD', 'XT', 'GT', 'SR', 'LT', 'ZR', 'MX', 'PR'];

/** A lookup table that continues the seed's ids and reuses its rows by slug. */
function extendDictionary(base: readonly { id: number; slug: string; name: string }[]) {
  const bySlug = new Map(base.map((r) => [r.slug, r.id]));
  let nextId = Math.max(0, ...base.map((r) => r.id)) + 1;
  const added: { id: number; slug: string; name: string }[] = [];
  const id = (name: string, slug = slugify(name)): number => {
    const known = bySlug.get(slug);
    if (known !== undefined) return known;
    const row = { id: nextId++, slug, name };
    added.push(row);
    bySlug.set(slug, row.id);
    return row.id;
  };
  return { added, id };
}

interface ModelInfo {
  makeId: number;
  modelId: number;
  makeName: string;
  name: string;
  kind: VehicleKind;
  specs: VehicleSpec[];
}

function overlap(spec: VehicleSpec, from: number, to: number): number {
  return Math.max(0, Math.min(spec.yearTo, to) - Math.max(spec.yearFrom, from) + 1);
}

type Random = ReturnType<typeof createRandom>;
type Dictionary = ReturnType<typeof extendDictionary>;

/** The vehicle side of the large set as it grows: dictionaries, models, specs and the configuration count. */
interface VehicleBuild {
  random: Random;
  base: SeedRows;
  makes: Dictionary;
  bodies: Dictionary;
  beds: Dictionary;
  engines: Dictionary;
  noBed: number;
  models: SeedRows['models'];
  nextModelId: number;
  vehicleSpecs: VehicleSpec[];
  infos: ModelInfo[];
  vehicleCount: number;
}

function addSpec(build: VehicleBuild, info: ModelInfo, spec: VehicleSpec): void {
  build.vehicleSpecs.push(spec);
  info.specs.push(spec);
  build.vehicleCount += spec.yearTo - spec.yearFrom + 1;
}

/** The kind of a seed model, from its bodies and whether it has a bed. */
function kindOf(base: SeedRows, bodyIds: Set<number>, hasBed: boolean): VehicleKind {
  if (hasBed) return 'truck';
  const names = [...bodyIds].map((id) => base.bodies.find((b) => b.id === id)?.name ?? '');
  if (names.some((n) => /Van/.test(n))) return 'van';
  if (names.some((n) => /Sedan|Coupe|Convertible|Hatchback|Wagon/.test(n))) return 'car';
  return 'suv';
}

// The seed's real models: their configurations as one-year specs, plus a synthetic engine over a year run.
function extendSeedModels(build: VehicleBuild): void {
  const { base, random, engines } = build;
  const makeNames = new Map(base.makes.map((m) => [m.id, m.name]));
  for (const model of base.models) {
    const own = base.vehicles.filter((v) => v.modelId === model.id);
    const info: ModelInfo = {
      makeId: model.makeId,
      modelId: model.id,
      makeName: makeNames.get(model.makeId) ?? '',
      name: model.name,
      kind: kindOf(
        base,
        new Set(own.map((v) => v.bodyId)),
        own.some((v) => v.bedId !== build.noBed),
      ),
      specs: own.map((v) => ({ ...v, yearFrom: v.year, yearTo: v.year })),
    };
    const years = own.map((v) => v.year);
    const first = Math.min(...years);
    const last = Math.max(...years);
    const engineId = engines.id(random.pick(EXTRA_ENGINES));
    const from = random.int(first, Math.max(first, last - 4));
    const to = Math.min(last, from + random.int(4, 12));
    const combos = new Set(own.map((v) => `${v.bodyId}|${v.bedId}`));
    for (const combo of combos) {
      const [bodyId, bedId] = combo.split('|').map(Number) as [number, number];
      addSpec(build, info, {
        makeId: model.makeId,
        modelId: model.id,
        bodyId,
        bedId,
        engineId,
        yearFrom: from,
        yearTo: to,
      });
    }
    build.infos.push(info);
  }
}

/** A synthetic model name the make does not have yet, or null when none was found. */
function syntheticName(random: Random, taken: Set<string>): string | null {
  let name = '';
  for (let attempt = 0; attempt < 20 && (!name || taken.has(slugify(name))); attempt++) {
    name = `${random.pick(random.chance(0.5) ? NAME_HEADS : NAME_HEADS_2)}${random.pick(NAME_TAILS)}`;
  }
  if (taken.has(slugify(name))) name = `${name} ${random.int(100, 999)}`;
  return taken.has(slugify(name)) ? null : name;
}

function pickKind(random: Random): VehicleKind {
  const roll = random.next();
  let cumulative = 0;
  return (
    KIND_WEIGHTS.find(([, weight]) => {
      cumulative += weight;
      return roll < cumulative;
    })?.[0] ?? 'car'
  );
}

/** One synthetic model of a make: bodies that come and go over its life, engines that change by generation. */
function addSyntheticModel(build: VehicleBuild, make: SeedRows['makes'][number], name: string): void {
  const { random, bodies, beds, engines, noBed } = build;
  const kind = pickKind(random);
  const modelId = build.nextModelId++;
  build.models.push({ id: modelId, makeId: make.id, slug: slugify(name), name });
  const info: ModelInfo = { makeId: make.id, modelId, makeName: make.name, name, kind, specs: [] };
  const yearFrom = random.int(1990, 2020);
  const yearTo = Math.min(2026, yearFrom + random.int(5, 24));
  const bodyPool = BODIES[kind];
  const bodyCount = Math.min(bodyPool.length, random.int(1, 3) + (random.chance(0.5) ? 1 : 0));
  const bodyStart = random.int(0, bodyPool.length - 1);
  const engineCount = random.int(4, 9);
  const life = yearTo - yearFrom + 1;
  const engineRuns = Array.from({ length: engineCount }, () => {
    const from = random.int(yearFrom, Math.max(yearFrom, yearTo - 2));
    const span = random.int(Math.ceil(life / 2), life);
    const engine = engineLabel(random.pick(DISPLACEMENTS[kind]), random.pick(ENGINE_SUFFIXES));
    return { engineId: engines.id(engine), from, to: Math.min(yearTo, from + span) };
  });
  const seen = new Set<string>();
  for (let b = 0; b < bodyCount; b++) {
    const body = bodyPool[(bodyStart + b) % bodyPool.length]!;
    const bodyId = bodies.id(body.body);
    const bedIds = body.beds ? body.beds.map((ft) => beds.id(`${ft} ft bed`)) : [noBed];
    for (const run of engineRuns) {
      for (const bedId of bedIds) {
        const key = `${bodyId}|${bedId}|${run.engineId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const { engineId, from: yearFrom, to: yearTo } = run;
        addSpec(build, info, { makeId: make.id, modelId, bodyId, bedId, engineId, yearFrom, yearTo });
      }
    }
  }
  build.infos.push(info);
}

// Extra makes, then synthetic models round-robin over all makes until the configurations reach the goal.
function addSyntheticModels(build: VehicleBuild, goal: number): void {
  const { base, makes, random } = build;
  for (const name of EXTRA_MAKES) makes.id(name);
  const allMakes = [...base.makes, ...makes.added];
  const usedNames = new Map<number, Set<string>>();
  for (const m of base.models) {
    const set = usedNames.get(m.makeId) ?? new Set<string>();
    set.add(m.slug);
    usedNames.set(m.makeId, set);
  }
  for (let round = 0; build.vehicleCount < goal; round++) {
    const make = allMakes[round % allMakes.length]!;
    const taken = usedNames.get(make.id) ?? new Set<string>();
    usedNames.set(make.id, taken);
    const name = syntheticName(random, taken);
    if (name === null) continue;
    taken.add(slugify(name));
    addSyntheticModel(build, make, name);
  }
}

/** The seed's non-virtual leaves with their category ids. */
function fittableLeaves(base: SeedRows): { id: number; spec: LeafSpec }[] {
  const leaves: { id: number; spec: LeafSpec }[] = [];
  const categoryIds = new Map(base.categories.map((c) => [c.path, c.id]));
  for (const top of CATEGORY_TREE) {
    for (const mid of top.children) {
      for (const leaf of mid.leaves) {
        const path = `${slugify(top.name)}/${slugify(mid.name)}/${slugify(leaf.name)}`;
        const id = categoryIds.get(path);
        if (id !== undefined && !leaf.virtual) leaves.push({ id, spec: leaf });
      }
    }
  }
  return leaves;
}

/** The product side of the large set as it grows. */
interface LineBuild {
  random: Random;
  base: SeedRows;
  perLine: number;
  byKind: Map<VehicleKind, ModelInfo[]>;
  brandCodes: Map<string, string>;
  names: { bed: Map<number, string>; body: Map<number, string>; engine: Map<number, string> };
  lineSlugs: Set<string>;
  nextLineId: number;
  applications: number;
  productLines: SeedRows['productLines'];
  products: SeedRows['products'];
  productImages: SeedRows['productImages'];
  targets: FitTarget[];
}

/** Narrows a target to one bed, body or engine (with its note), or adds one of the leaf's notes. */
function narrowTarget(
  build: LineBuild,
  spec: LeafSpec,
  target: FitTarget,
  specs: VehicleSpec[],
): VehicleSpec[] {
  const { random, names } = build;
  if (spec.fit === 'bed') {
    target.bedId = random.pick(specs).bedId;
    target.appNote = `with ${names.bed.get(target.bedId)}`;
    return specs.filter((s) => s.bedId === target.bedId);
  }
  if (spec.fit === 'body') {
    target.bodyId = random.pick(specs).bodyId;
    target.appNote = `${names.body.get(target.bodyId)} only`;
    return specs.filter((s) => s.bodyId === target.bodyId);
  }
  if (spec.fit === 'engine') {
    target.engineId = random.pick(specs).engineId;
    target.appNote = `for ${names.engine.get(target.engineId)} engine`;
    return specs.filter((s) => s.engineId === target.engineId);
  }
  if (spec.notes && random.chance(0.4)) target.appNote = random.pick(spec.notes);
  return specs;
}

/** Fit targets for a line until its skewed quota of applications is met; returns the applications added. */
function addTargets(build: LineBuild, spec: LeafSpec, lineId: number, candidates: ModelInfo[]): number {
  const { random } = build;
  // A skewed quota: most lines fit a few hundred configurations, some fit thousands.
  const quota = build.perLine * (0.25 + 1.5 * random.next() ** 2 * 1.5);
  let fitted = 0;
  const chosen = new Set<number>();
  for (let tries = 0; fitted < quota && tries < 400; tries++) {
    const model = random.pick(candidates);
    if (chosen.has(model.modelId) || model.specs.length === 0) continue;
    chosen.add(model.modelId);
    const years = model.specs.flatMap((s) => [s.yearFrom, s.yearTo]);
    const first = Math.min(...years);
    const last = Math.max(...years);
    const from = random.int(first, Math.max(first, last - 3));
    const to = Math.min(last, from + random.int(3, 15));
    const specs = model.specs.filter((s) => overlap(s, from, to) > 0);
    if (specs.length === 0) continue;
    const target: FitTarget = {
      lineId,
      makeId: model.makeId,
      modelId: model.modelId,
      yearFrom: from,
      yearTo: to,
      bodyId: null,
      bedId: null,
      engineId: null,
      appNote: null,
    };
    const narrowed = narrowTarget(build, spec, target, specs);
    fitted += narrowed.reduce((sum, s) => sum + overlap(s, from, to), 0);
    build.targets.push(target);
  }
  return fitted;
}

/** A line's SKUs (1–3 variants around a base price) and its one image. */
function addLineProducts(
  build: LineBuild,
  spec: LeafSpec,
  line: { id: number; slug: string; name: string },
  brandSlug: string,
) {
  const { random, products } = build;
  const variants = random.int(1, Math.min(3, spec.variants.length));
  const basePrice = random.int(spec.price[0], spec.price[1]);
  const onSale = random.chance(0.2);
  for (let v = 0; v < variants; v++) {
    const dollars = Math.round(basePrice * (1 + v * 0.06));
    const variant = spec.variants[v]!;
    const productId = 100_000 + products.length + 1;
    const stock = random.chance(0.06) ? 0 : random.int(1, 60);
    products.push({
      id: productId,
      productLineId: line.id,
      position: v,
      sku: `${build.brandCodes.get(brandSlug)}-L${line.id}-${String(v + 1).padStart(2, '0')}`,
      skuSlug: slugify(variant) || `option-${v + 1}`,
      name: `${line.name} - ${variant}`,
      priceCents: dollars * 100 - 1,
      originalPriceCents: onSale ? Math.round(dollars * 1.2) * 100 - 1 : null,
      mapPriceCents: null,
      stock,
      isPreOrder: false,
      shipsSameDay: shipsSameDay(productId, stock),
    });
  }
  build.productImages.push({
    productLineId: line.id,
    position: 0,
    key: `pl${line.id}-1`,
    filename: `${line.slug}-main.svg`,
    alt: `${line.name}, main view`,
  });
}

/** One product line of a leaf: a unique name, fit targets unless universal, SKUs and an image. */
function addLine(build: LineBuild, leaf: { id: number; spec: LeafSpec }, n: number, candidates: ModelInfo[]) {
  const { random, base, lineSlugs } = build;
  const spec = leaf.spec;
  const brandSlug = spec.brands[n % spec.brands.length]!;
  const brand = base.brands.find((b) => b.slug === brandSlug)!;
  const lineId = build.nextLineId++;
  let name = '';
  do {
    name = `${brand.name} ${random.pick(SERIES)} ${spec.noun} ${random.pick(PART_CODES)}-${random.int(100, 999)}`;
  } while (lineSlugs.has(slugify(name)));
  const slug = slugify(name);
  lineSlugs.add(slug);
  const isUniversal = spec.fit === 'universal';
  build.productLines.push({
    id: lineId,
    slug,
    name,
    description: `${name} by ${brand.name}.`,
    brandId: brand.id,
    categoryId: leaf.id,
    isUniversal,
    isVirtual: false,
    createdAt: lineCreatedAt(lineId),
  });
  if (!isUniversal && candidates.length > 0)
    build.applications += addTargets(build, spec, lineId, candidates);
  addLineProducts(build, spec, { id: lineId, slug, name }, brandSlug);
}

/**
 * Generates the large set on top of the regular seed: more makes and models (real make names, synthetic
 * models), more engines, a few thousand product lines, and fit targets sized so the applications reach the goal.
 */
export function generateLargeSet(base: SeedRows, options: LargeSetOptions = LARGE_DEFAULTS): LargeSet {
  const random = createRandom(options.seed);
  const beds = extendDictionary(base.beds);
  const vehicles: VehicleBuild = {
    random,
    base,
    makes: extendDictionary(base.makes),
    bodies: extendDictionary(base.bodies),
    beds,
    engines: extendDictionary(base.engines),
    noBed: beds.id(NOT_APPLICABLE.name, NOT_APPLICABLE.slug),
    models: [],
    nextModelId: Math.max(...base.models.map((m) => m.id)) + 1,
    vehicleSpecs: [],
    infos: [],
    vehicleCount: base.vehicles.length,
  };
  extendSeedModels(vehicles);
  addSyntheticModels(vehicles, options.vehicles);
  const { makes, bodies, engines, infos } = vehicles;

  // Product lines spread over the leaves by the seed's own weights.
  const leaves = fittableLeaves(base);
  const weightSum = leaves.reduce((sum, l) => sum + l.spec.lines, 0);
  const linesOf = (spec: LeafSpec) => Math.round((options.productLines * spec.lines) / weightSum);
  const fittedLeafLines = leaves
    .filter((l) => l.spec.fit !== 'universal')
    .reduce((sum, l) => sum + linesOf(l.spec), 0);
  const baseApplications = base.fitmentApplications.length;
  const byKind = new Map<VehicleKind, ModelInfo[]>();
  for (const info of infos) byKind.set(info.kind, [...(byKind.get(info.kind) ?? []), info]);
  const lines: LineBuild = {
    random,
    base,
    perLine: Math.max(1, (options.applications - baseApplications) / Math.max(1, fittedLeafLines)),
    byKind,
    brandCodes: new Map<string, string>(BRANDS.map((b) => [b.slug, b.code])),
    names: {
      bed: new Map([...base.beds, ...beds.added].map((r) => [r.id, r.name])),
      body: new Map([...base.bodies, ...bodies.added].map((r) => [r.id, r.name])),
      engine: new Map([...base.engines, ...engines.added].map((r) => [r.id, r.name])),
    },
    lineSlugs: new Set(base.productLines.map((l) => l.slug)),
    nextLineId: Math.max(...base.productLines.map((l) => l.id)) + 1,
    applications: baseApplications,
    productLines: [],
    products: [],
    productImages: [],
    targets: [],
  };
  for (const leaf of leaves) {
    const candidates = leaf.spec.kinds.flatMap((k) => byKind.get(k) ?? []);
    const count = linesOf(leaf.spec);
    for (let n = 0; n < count; n++) addLine(lines, leaf, n, candidates);
  }

  return {
    makes: makes.added,
    models: vehicles.models,
    bodies: bodies.added,
    beds: beds.added,
    engines: engines.added,
    vehicleSpecs: vehicles.vehicleSpecs,
    productLines: lines.productLines,
    products: lines.products,
    productImages: lines.productImages,
    targets: lines.targets,
    expected: { vehicles: vehicles.vehicleCount, applications: lines.applications },
  };
}
