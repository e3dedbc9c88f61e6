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

/**
 * Generates the large set on top of the regular seed: more makes and models (real make names, synthetic
 * models), more engines, a few thousand product lines, and fit targets sized so the applications reach the goal.
 */
export function generateLargeSet(base: SeedRows, options: LargeSetOptions = LARGE_DEFAULTS): LargeSet {
  const random = createRandom(options.seed);
  const makes = extendDictionary(base.makes);
  const bodies = extendDictionary(base.bodies);
  const beds = extendDictionary(base.beds);
  const engines = extendDictionary(base.engines);
  const noBed = beds.id(NOT_APPLICABLE.name, NOT_APPLICABLE.slug);
  const models: SeedRows['models'] = [];
  let nextModelId = Math.max(...base.models.map((m) => m.id)) + 1;
  const vehicleSpecs: VehicleSpec[] = [];
  const infos: ModelInfo[] = [];
  let vehicleCount = base.vehicles.length;

  // The seed's real models: their configurations as one-year specs, plus a synthetic engine over a year run.
  const makeNames = new Map(base.makes.map((m) => [m.id, m.name]));
  const kindOf = (bodyIds: Set<number>, hasBed: boolean): VehicleKind => {
    if (hasBed) return 'truck';
    const names = [...bodyIds].map((id) => base.bodies.find((b) => b.id === id)?.name ?? '');
    if (names.some((n) => /Van/.test(n))) return 'van';
    if (names.some((n) => /Sedan|Coupe|Convertible|Hatchback|Wagon/.test(n))) return 'car';
    return 'suv';
  };
  for (const model of base.models) {
    const own = base.vehicles.filter((v) => v.modelId === model.id);
    const info: ModelInfo = {
      makeId: model.makeId,
      modelId: model.id,
      makeName: makeNames.get(model.makeId) ?? '',
      name: model.name,
      kind: kindOf(
        new Set(own.map((v) => v.bodyId)),
        own.some((v) => v.bedId !== noBed),
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
      const spec = {
        makeId: model.makeId,
        modelId: model.id,
        bodyId,
        bedId,
        engineId,
        yearFrom: from,
        yearTo: to,
      };
      vehicleSpecs.push(spec);
      info.specs.push(spec);
      vehicleCount += to - from + 1;
    }
    infos.push(info);
  }

  // Extra makes, then synthetic models round-robin over all makes until the configurations reach the goal.
  for (const name of EXTRA_MAKES) makes.id(name);
  const allMakes = [...base.makes, ...makes.added];
  const usedNames = new Map<number, Set<string>>();
  for (const m of base.models) {
    const set = usedNames.get(m.makeId) ?? new Set<string>();
    set.add(m.slug);
    usedNames.set(m.makeId, set);
  }
  for (let round = 0; vehicleCount < options.vehicles; round++) {
    const make = allMakes[round % allMakes.length]!;
    const taken = usedNames.get(make.id) ?? new Set<string>();
    usedNames.set(make.id, taken);
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || taken.has(slugify(name))); attempt++) {
      name = `${random.pick(random.chance(0.5) ? NAME_HEADS : NAME_HEADS_2)}${random.pick(NAME_TAILS)}`;
    }
    if (taken.has(slugify(name))) name = `${name} ${random.int(100, 999)}`;
    if (taken.has(slugify(name))) continue;
    taken.add(slugify(name));
    const roll = random.next();
    let cumulative = 0;
    const kind =
      KIND_WEIGHTS.find(([, weight]) => {
        cumulative += weight;
        return roll < cumulative;
      })?.[0] ?? 'car';
    const modelId = nextModelId++;
    models.push({ id: modelId, makeId: make.id, slug: slugify(name), name });
    const info: ModelInfo = { makeId: make.id, modelId, makeName: make.name, name, kind, specs: [] };
    const yearFrom = random.int(1990, 2020);
    const yearTo = Math.min(2026, yearFrom + random.int(5, 24));
    // Bodies come and go over a model's life; engines change by generation.
    const bodyPool = BODIES[kind];
    const bodyCount = Math.min(bodyPool.length, random.int(1, 3) + (random.chance(0.5) ? 1 : 0));
    const bodyStart = random.int(0, bodyPool.length - 1);
    const engineCount = random.int(4, 9);
    const life = yearTo - yearFrom + 1;
    const engineRuns = Array.from({ length: engineCount }, () => {
      const from = random.int(yearFrom, Math.max(yearFrom, yearTo - 2));
      const span = random.int(Math.ceil(life / 2), life);
      const name = engineLabel(random.pick(DISPLACEMENTS[kind]), random.pick(ENGINE_SUFFIXES));
      return { engineId: engines.id(name), from, to: Math.min(yearTo, from + span) };
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
          const spec = {
            makeId: make.id,
            modelId,
            bodyId,
            bedId,
            engineId: run.engineId,
            yearFrom: run.from,
            yearTo: run.to,
          };
          vehicleSpecs.push(spec);
          info.specs.push(spec);
          vehicleCount += run.to - run.from + 1;
        }
      }
    }
    infos.push(info);
  }

  // Product lines spread over the leaves by the seed's own weights.
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
  const weightSum = leaves.reduce((sum, l) => sum + l.spec.lines, 0);
  const brandIds = new Map(base.brands.map((b) => [b.slug, b.id]));
  const brandCodes = new Map<string, string>(BRANDS.map((b) => [b.slug, b.code]));
  const fittedLeafLines = leaves
    .filter((l) => l.spec.fit !== 'universal')
    .reduce((sum, l) => sum + Math.round((options.productLines * l.spec.lines) / weightSum), 0);
  const baseApplications = base.fitmentApplications.length;
  const perLine = Math.max(1, (options.applications - baseApplications) / Math.max(1, fittedLeafLines));

  const productLines: SeedRows['productLines'] = [];
  const products: SeedRows['products'] = [];
  const productImages: SeedRows['productImages'] = [];
  const targets: FitTarget[] = [];
  const lineSlugs = new Set(base.productLines.map((l) => l.slug));
  let nextLineId = Math.max(...base.productLines.map((l) => l.id)) + 1;
  let applications = baseApplications;
  const byKind = new Map<VehicleKind, ModelInfo[]>();
  for (const info of infos) byKind.set(info.kind, [...(byKind.get(info.kind) ?? []), info]);
  const bedName = new Map([...base.beds, ...beds.added].map((r) => [r.id, r.name]));
  const bodyName = new Map([...base.bodies, ...bodies.added].map((r) => [r.id, r.name]));
  const engineName = new Map([...base.engines, ...engines.added].map((r) => [r.id, r.name]));

  for (const leaf of leaves) {
    const spec = leaf.spec;
    const count = Math.round((options.productLines * spec.lines) / weightSum);
    const candidates = spec.kinds.flatMap((k) => byKind.get(k) ?? []);
    for (let n = 0; n < count; n++) {
      const brandSlug = spec.brands[n % spec.brands.length]!;
      const brandId = brandIds.get(brandSlug)!;
      const brandName = base.brands.find((b) => b.id === brandId)!.name;
      const lineId = nextLineId++;
      let name = '';
      do {
        name = `${brandName} ${random.pick(SERIES)} ${spec.noun} ${random.pick(PART_CODES)}-${random.int(100, 999)}`;
      } while (lineSlugs.has(slugify(name)));
      const slug = slugify(name);
      lineSlugs.add(slug);
      const isUniversal = spec.fit === 'universal';
      productLines.push({
        id: lineId,
        slug,
        name,
        description: `${name} by ${brandName}.`,
        brandId,
        categoryId: leaf.id,
        isUniversal,
        isVirtual: false,
        createdAt: lineCreatedAt(lineId),
      });
      if (!isUniversal && candidates.length > 0) {
        // A skewed quota: most lines fit a few hundred configurations, some fit thousands.
        const quota = perLine * (0.25 + 1.5 * random.next() ** 2 * 1.5);
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
          let specs = model.specs.filter((s) => overlap(s, from, to) > 0);
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
          if (spec.fit === 'bed') {
            target.bedId = random.pick(specs).bedId;
            specs = specs.filter((s) => s.bedId === target.bedId);
            target.appNote = `with ${bedName.get(target.bedId)}`;
          } else if (spec.fit === 'body') {
            target.bodyId = random.pick(specs).bodyId;
            specs = specs.filter((s) => s.bodyId === target.bodyId);
            target.appNote = `${bodyName.get(target.bodyId)} only`;
          } else if (spec.fit === 'engine') {
            target.engineId = random.pick(specs).engineId;
            specs = specs.filter((s) => s.engineId === target.engineId);
            target.appNote = `for ${engineName.get(target.engineId)} engine`;
          } else if (spec.notes && random.chance(0.4)) {
            target.appNote = random.pick(spec.notes);
          }
          const rows = specs.reduce((sum, s) => sum + overlap(s, from, to), 0);
          fitted += rows;
          targets.push(target);
        }
        applications += fitted;
      }
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
          productLineId: lineId,
          position: v,
          sku: `${brandCodes.get(brandSlug)}-L${lineId}-${String(v + 1).padStart(2, '0')}`,
          skuSlug: slugify(variant) || `option-${v + 1}`,
          name: `${name} - ${variant}`,
          priceCents: dollars * 100 - 1,
          originalPriceCents: onSale ? Math.round(dollars * 1.2) * 100 - 1 : null,
          mapPriceCents: null,
          stock,
          isPreOrder: false,
          shipsSameDay: shipsSameDay(productId, stock),
        });
      }
      productImages.push({
        productLineId: lineId,
        position: 0,
        key: `pl${lineId}-1`,
        filename: `${slug}-main.svg`,
        alt: `${name}, main view`,
      });
    }
  }

  return {
    makes: makes.added,
    models,
    bodies: bodies.added,
    beds: beds.added,
    engines: engines.added,
    vehicleSpecs,
    productLines,
    products,
    productImages,
    targets,
    expected: { vehicles: vehicleCount, applications },
  };
}
