import { demoPhotoKey } from '../../modules/images/demo-photos';
import { BRANDS, CATEGORY_TREE, type LeafSpec, SERIES } from './catalogue-data';
import { SEARCH_REDIRECTS } from './redirects-data';
import { MAKES, type VehicleKind } from './vehicles-data';

/** Turns a display name into a URL slug ('5.5 ft bed' → '5-5-ft-bed'). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A small seeded PRNG (mulberry32): the same seed gives the same rows on every engine and machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}

/** A stable number in [0, 1) for an id and a salt, independent of the PRNG stream (adding a column keeps the rest). */
export function idFraction(id: number, salt: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The moment the seeded catalogue stands at: creation dates spread over the two years before it. */
export const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1, 12);

const TWO_YEARS_MS = 730 * 24 * 3600 * 1000;

/** When a seeded line was added: deterministic per id, within the two years before the epoch. */
export function lineCreatedAt(lineId: number): string {
  return new Date(CATALOGUE_EPOCH - Math.floor(idFraction(lineId, 1) * TWO_YEARS_MS)).toISOString();
}

/** Whether a seeded SKU ships the same day: about a third of the SKUs in stock, deterministic per id. */
export function shipsSameDay(productId: number, stock: number): boolean {
  return stock > 0 && idFraction(productId, 2) < 0.35;
}

/** The rows the seed writes, ready for multi-row inserts. */
export interface SeedRows {
  makes: { id: number; slug: string; name: string }[];
  models: { id: number; makeId: number; slug: string; name: string }[];
  bodies: { id: number; slug: string; name: string }[];
  beds: { id: number; slug: string; name: string }[];
  engines: { id: number; slug: string; name: string }[];
  vehicles: {
    id: number;
    year: number;
    makeId: number;
    modelId: number;
    bodyId: number;
    bedId: number;
    engineId: number;
  }[];
  categories: {
    id: number;
    parentId: number | null;
    slug: string;
    name: string;
    path: string;
    depth: number;
  }[];
  brands: { id: number; slug: string; name: string }[];
  productLines: {
    id: number;
    slug: string;
    name: string;
    description: string;
    brandId: number;
    categoryId: number;
    isUniversal: boolean;
    isVirtual: boolean;
    /** ISO date-time. */
    createdAt: string;
  }[];
  products: {
    id: number;
    productLineId: number;
    position: number;
    sku: string;
    skuSlug: string;
    name: string;
    priceCents: number;
    originalPriceCents: number | null;
    mapPriceCents: number | null;
    stock: number;
    isPreOrder: boolean;
    shipsSameDay: boolean;
  }[];
  productImages: { productLineId: number; position: number; key: string; filename: string; alt: string }[];
  fitmentApplications: { productLineId: number; vehicleId: number; appNote: string | null }[];
  searchRedirects: { id: number; terms: string[]; url: string }[];
}

/**
 * The models most shoppers drive (make name, model name). Vehicle-specific lines favour them and their recent years,
 * so the demo's popular vehicles have plenty of parts in every top category.
 */
export const POPULAR_MODELS = [
  ['Jeep', 'Wrangler'],
  ['Jeep', 'Gladiator'],
  ['Ford', 'F-150'],
  ['Ford', 'Bronco'],
  ['Chevrolet', 'Silverado 1500'],
  ['Ram', '1500'],
  ['Toyota', 'Tacoma'],
  ['Toyota', 'Tundra'],
  ['Toyota', '4Runner'],
  ['GMC', 'Sierra 1500'],
] as const;

const POPULAR_KEYS = new Set<string>(POPULAR_MODELS.map(([make, model]) => `${make}|${model}`));

/** The 'not applicable' value of body, bed and engine. */
export const NOT_APPLICABLE = { slug: 'n-a', name: 'N/A' } as const;

function parseYears(spec: string): number[] {
  const years: number[] = [];
  for (const range of spec.split(',')) {
    const [from, to] = range.split('-').map(Number) as [number, number];
    for (let y = from; y <= (to ?? from); y++) years.push(y);
  }
  return years;
}

function parseOption(spec: string): { head: string; years: number[] | null } {
  const [head, years] = spec.split('@') as [string, string | undefined];
  return { head: head.trim(), years: years ? parseYears(years) : null };
}

/** A lookup table that hands out ids in first-seen order. */
function dictionary() {
  const rows: { id: number; slug: string; name: string }[] = [];
  const bySlug = new Map<string, number>();
  const id = (name: string, slug = slugify(name)): number => {
    const known = bySlug.get(slug);
    if (known !== undefined) return known;
    const next = rows.length + 1;
    rows.push({ id: next, slug, name });
    bySlug.set(slug, next);
    return next;
  };
  return { rows, id };
}

/** A model's expanded configurations, kept for choosing fitment targets. */
interface ModelInfo {
  id: number;
  makeName: string;
  name: string;
  kind: VehicleKind;
  years: number[];
  vehicles: { id: number; year: number; bodyId: number; bedId: number; engineId: number }[];
}

type Random = ReturnType<typeof createRandom>;
type Dictionary = ReturnType<typeof dictionary>;

function feet(bed: string): string {
  return `${bed} ft bed`;
}

function dollarsToCents(dollars: number): number {
  return Math.max(1, Math.round(dollars)) * 100 - 1;
}

/** The vehicle tables: every configuration of every model in the compact tables, ids in first-seen order. */
function generateVehicles() {
  const makes = dictionary();
  const bodies = dictionary();
  const beds = dictionary();
  const engines = dictionary();
  // Only trucks have beds; every other vehicle has the bed 'n-a'.
  const noBed = beds.id(NOT_APPLICABLE.name, NOT_APPLICABLE.slug);
  const models: SeedRows['models'] = [];
  const vehicles: SeedRows['vehicles'] = [];
  const modelInfos: ModelInfo[] = [];
  const dictionaries = { bodies, beds, engines, noBed };
  for (const make of MAKES) {
    const makeId = makes.id(make.name);
    for (const [name, yearSpec, kind, bodySpec, engineSpec] of make.models) {
      const modelId = models.length + 1;
      models.push({ id: modelId, makeId, slug: slugify(name), name });
      const info: ModelInfo = {
        id: modelId,
        makeName: make.name,
        name,
        kind,
        years: parseYears(yearSpec),
        vehicles: [],
      };
      expandModel(info, makeId, bodySpec, engineSpec, dictionaries, vehicles);
      modelInfos.push(info);
    }
  }
  return { makes, bodies, beds, engines, models, vehicles, modelInfos };
}

/** Adds a model's configurations (year × body × bed × engine, each once) to the vehicles. */
function expandModel(
  info: ModelInfo,
  makeId: number,
  bodySpec: string,
  engineSpec: string,
  {
    bodies,
    beds,
    engines,
    noBed,
  }: { bodies: Dictionary; beds: Dictionary; engines: Dictionary; noBed: number },
  vehicles: SeedRows['vehicles'],
): void {
  const bodyOptions = bodySpec.split(';').map(parseOption);
  const engineOptions = engineSpec.split(';').map(parseOption);
  const seen = new Set<string>();
  for (const year of info.years) {
    for (const body of bodyOptions) {
      if (body.years && !body.years.includes(year)) continue;
      const [bodyName, bedList] = body.head.split(':') as [string, string | undefined];
      const bodyId = bodies.id(bodyName);
      const bedIds = bedList ? bedList.split(',').map((b) => beds.id(feet(b))) : [noBed];
      for (const engine of engineOptions) {
        if (engine.years && !engine.years.includes(year)) continue;
        const engineId = engines.id(engine.head);
        for (const bedId of bedIds) {
          const key = `${year}|${bodyId}|${bedId}|${engineId}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const vehicle = {
            id: vehicles.length + 1,
            year,
            makeId,
            modelId: info.id,
            bodyId,
            bedId,
            engineId,
          };
          vehicles.push(vehicle);
          info.vehicles.push(vehicle);
        }
      }
    }
  }
}

/** The category tree as rows, and its leaves with their specs. */
function generateCategories() {
  const categories: SeedRows['categories'] = [];
  const leaves: { id: number; path: string; spec: LeafSpec }[] = [];
  const add = (parentId: number | null, name: string, path: string, depth: number): number => {
    const id = categories.length + 1;
    categories.push({ id, parentId, slug: slugify(name), name, path, depth });
    return id;
  };
  for (const top of CATEGORY_TREE) {
    const topId = add(null, top.name, slugify(top.name), 0);
    for (const mid of top.children) {
      const midPath = `${slugify(top.name)}/${slugify(mid.name)}`;
      const midId = add(topId, mid.name, midPath, 1);
      for (const leaf of mid.leaves) {
        const path = `${midPath}/${slugify(leaf.name)}`;
        leaves.push({ id: add(midId, leaf.name, path, 2), path, spec: leaf });
      }
    }
  }
  return { categories, leaves };
}

/** What the product lines are generated from and into. */
interface LineContext {
  random: Random;
  // Popular models draw from their own stream, so names, SKUs and prices stay those of the earlier seed.
  popularRandom: Random;
  modelInfos: ModelInfo[];
  lineSlugs: Set<string>;
  names: { bed: Map<number, string>; body: Map<number, string>; engine: Map<number, string> };
  rows: Pick<SeedRows, 'productLines' | 'products' | 'productImages' | 'fitmentApplications'>;
}

type Brand = (typeof BRANDS)[number] & { id: number };

/** A line name not taken yet: brand, a series when the leaf has several lines, and the noun. */
function lineName(context: LineContext, spec: LeafSpec, brand: Brand, n: number): string {
  const { random, lineSlugs } = context;
  let name = '';
  for (let attempt = 0; attempt < 50; attempt++) {
    name =
      spec.lines === 1 ? `${brand.name} ${spec.noun}` : `${brand.name} ${random.pick(SERIES)} ${spec.noun}`;
    if (!lineSlugs.has(slugify(name))) break;
  }
  if (lineSlugs.has(slugify(name))) name = `${name} ${n + 2}`;
  return name;
}

/** The models a vehicle-specific line fits, each with the stream its years and configurations are drawn from. */
function fitTargets(context: LineContext, spec: LeafSpec, n: number) {
  const { random, popularRandom, modelInfos } = context;
  const candidates = modelInfos.filter((m) => spec.kinds.includes(m.kind));
  const targets: ModelInfo[] = [];
  if (spec.coverAllModels) {
    const perLine = Math.ceil(modelInfos.length / spec.lines);
    targets.push(...candidates.slice(n * perLine, (n + 1) * perLine));
  } else {
    const count = random.int(1, 3);
    for (let t = 0; t < count; t++) {
      const model = random.pick(candidates);
      if (!targets.includes(model)) targets.push(model);
    }
  }
  // Then four to six popular models from a recent year to the latest.
  const popularTargets: ModelInfo[] = [];
  if (!spec.coverAllModels) {
    const popular = candidates.filter((m) => POPULAR_KEYS.has(`${m.makeName}|${m.name}`));
    const popularCount = popular.length > 0 ? popularRandom.int(4, 6) : 0;
    for (let t = 0; t < popularCount; t++) {
      const model = popularRandom.pick(popular);
      if (!targets.includes(model) && !popularTargets.includes(model)) popularTargets.push(model);
    }
  }
  return [
    ...targets.map((model) => ({ model, rng: random, popular: false })),
    ...popularTargets.map((model) => ({ model, rng: popularRandom, popular: true })),
  ];
}

/** The configurations of one model a line fits, and the note that explains a partial fit. */
function fitModel(
  context: LineContext,
  spec: LeafSpec,
  { model, rng, popular }: { model: ModelInfo; rng: Random; popular: boolean },
) {
  const { names } = context;
  let years = model.years;
  if (popular) {
    const from = rng.int(2008, 2015);
    years = years.filter((y) => y >= from);
  } else if (!spec.coverAllModels) {
    const start = rng.int(0, Math.max(0, years.length - 3));
    years = years.slice(start, start + rng.int(3, 10));
  }
  let configs = model.vehicles.filter((v) => years.includes(v.year));
  let note: string | null = null;
  if (spec.fit === 'bed') {
    const bedIds = [...new Set(configs.map((v) => v.bedId))];
    const bedId = rng.pick(bedIds);
    configs = configs.filter((v) => v.bedId === bedId);
    note = `with ${names.bed.get(bedId)}`;
  } else if (spec.fit === 'body') {
    const bodyIds = [...new Set(configs.map((v) => v.bodyId))];
    const bodyId = rng.pick(bodyIds);
    configs = configs.filter((v) => v.bodyId === bodyId);
    if (bodyIds.length > 1) note = `${names.body.get(bodyId)} only`;
  } else if (spec.fit === 'engine') {
    const engineIds = [...new Set(configs.map((v) => v.engineId))];
    const engineId = rng.pick(engineIds);
    configs = configs.filter((v) => v.engineId === engineId);
    note = `for ${names.engine.get(engineId)} engine`;
  } else if (spec.notes && rng.chance(0.4)) {
    note = rng.pick(spec.notes);
  }
  return { configs, note };
}

/** Which vehicles a line fits (with notes) and the summary its description gives. */
function lineFitment(context: LineContext, spec: LeafSpec, n: number) {
  const fitted: { vehicleId: number; appNote: string | null }[] = [];
  const fitsSummary: string[] = [];
  if (spec.fit === 'universal') return { fitted, fitsSummary };
  for (const target of fitTargets(context, spec, n)) {
    const { configs, note } = fitModel(context, spec, target);
    for (const v of configs) fitted.push({ vehicleId: v.id, appNote: note });
    const from = Math.min(...configs.map((v) => v.year));
    const to = Math.max(...configs.map((v) => v.year));
    if (configs.length > 0) {
      const { makeName, name } = target.model;
      fitsSummary.push(
        `${from === to ? from : `${from}-${to}`} ${makeName} ${name}${note ? ` (${note})` : ''}`,
      );
    }
  }
  return { fitted, fitsSummary };
}

/** SKUs: 1–4 variants of the line with prices around a base price. */
function lineProducts(
  context: LineContext,
  spec: LeafSpec,
  brand: Brand,
  lineId: number,
  name: string,
): void {
  const { random, rows } = context;
  const variantCount = spec.fixedPrices
    ? spec.variants.length
    : random.int(1, Math.min(4, spec.variants.length));
  const start = random.int(0, spec.variants.length - 1);
  const basePrice = random.int(spec.price[0], spec.price[1]);
  const onSale = !spec.virtual && random.chance(0.25);
  for (let v = 0; v < variantCount; v++) {
    const variant = spec.fixedPrices ? spec.variants[v]! : spec.variants[(start + v) % spec.variants.length]!;
    const dollars = spec.fixedPrices ? spec.fixedPrices[v]! : basePrice * (1 + v * 0.06);
    const price = spec.fixedPrices ? dollars * 100 : dollarsToCents(dollars);
    const original = onSale ? dollarsToCents(dollars * (1.15 + random.next() * 0.2)) : null;
    const zeroStock = !spec.virtual && random.chance(0.08);
    const skuSlug = slugify(variant) || `option-${v + 1}`;
    const productId = 10_000 + rows.products.length + 1;
    const stock = spec.virtual ? 9999 : zeroStock ? 0 : random.int(1, 80);
    rows.products.push({
      id: productId,
      productLineId: lineId,
      position: v,
      sku: `${brand.code}-${String(lineId).padStart(4, '0')}-${String(v + 1).padStart(2, '0')}`,
      skuSlug,
      name: `${name} - ${variant}`,
      priceCents: price,
      originalPriceCents: original,
      // Partner brands publish a minimum advertised price; a sale below it is flagged on the page.
      mapPriceCents: onSale && brand.id <= 6 ? original : null,
      stock,
      isPreOrder: zeroStock && random.chance(0.3),
      shipsSameDay: !spec.virtual && shipsSameDay(productId, stock),
    });
  }
}

/** One product line of a leaf with its fitment applications, SKUs and images. */
function generateLine(
  context: LineContext,
  leaf: { id: number; spec: LeafSpec },
  brand: Brand,
  n: number,
): void {
  const { random, rows, lineSlugs } = context;
  const spec = leaf.spec;
  const name = lineName(context, spec, brand, n);
  const slug = slugify(name);
  lineSlugs.add(slug);
  const lineId = rows.productLines.length + 1;
  const { fitted, fitsSummary } = lineFitment(context, spec, n);
  const isUniversal = spec.fit === 'universal';
  const description = isUniversal
    ? `${name} by ${brand.name}. A universal ${spec.noun.toLowerCase()} that fits most vehicles.`
    : `${name} by ${brand.name}, made for ${fitsSummary.join(', ')}.`;
  rows.productLines.push({
    id: lineId,
    slug,
    name,
    description,
    brandId: brand.id,
    categoryId: leaf.id,
    isUniversal,
    isVirtual: spec.virtual ?? false,
    createdAt: lineCreatedAt(lineId),
  });
  const seenApplications = new Set<number>();
  for (const f of fitted) {
    if (seenApplications.has(f.vehicleId)) continue;
    seenApplications.add(f.vehicleId);
    rows.fitmentApplications.push({ productLineId: lineId, vehicleId: f.vehicleId, appNote: f.appNote });
  }
  lineProducts(context, spec, brand, lineId, name);
  const imageCount = random.int(1, 4);
  const views = ['main', 'installed', 'detail', 'packaging'];
  // The first line of a few leaves shows a raster photo first; every other picture is a generated SVG.
  const photo = n === 0 ? demoPhotoKey(slugify(spec.noun)) : undefined;
  for (let i = 0; i < imageCount; i++) {
    rows.productImages.push({
      productLineId: lineId,
      position: i,
      key: i === 0 && photo ? photo : `pl${lineId}-${i + 1}`,
      filename: `${slug}-${views[i]}.${i === 0 && photo ? 'jpg' : 'svg'}`,
      alt: `${name}, ${views[i]} view`,
    });
  }
}

/** Generates every catalogue row from the compact tables with a seeded PRNG. */
export function generateSeed(seed: number): SeedRows {
  const random = createRandom(seed);
  const popularRandom = createRandom(seed ^ 0x2f6b_5a3d);
  const { makes, bodies, beds, engines, models, vehicles, modelInfos } = generateVehicles();
  const { categories, leaves } = generateCategories();
  const brands: SeedRows['brands'] = BRANDS.map((b, i) => ({ id: i + 1, slug: b.slug, name: b.name }));
  const brandBySlug = new Map(BRANDS.map((b, i) => [b.slug as string, { ...b, id: i + 1 }]));
  const context: LineContext = {
    random,
    popularRandom,
    modelInfos,
    lineSlugs: new Set<string>(),
    names: {
      bed: new Map(beds.rows.map((r) => [r.id, r.name])),
      body: new Map(bodies.rows.map((r) => [r.id, r.name])),
      engine: new Map(engines.rows.map((r) => [r.id, r.name])),
    },
    rows: { productLines: [], products: [], productImages: [], fitmentApplications: [] },
  };
  for (const leaf of leaves) {
    for (let n = 0; n < leaf.spec.lines; n++) {
      const brand = brandBySlug.get(leaf.spec.brands[n % leaf.spec.brands.length]!)!;
      generateLine(context, leaf, brand, n);
    }
  }

  return {
    makes: makes.rows,
    models,
    bodies: bodies.rows,
    beds: beds.rows,
    engines: engines.rows,
    vehicles,
    categories,
    brands,
    ...context.rows,
    searchRedirects: SEARCH_REDIRECTS.map((r, i) => ({ id: i + 1, terms: [...r.terms], url: r.url })),
  };
}
