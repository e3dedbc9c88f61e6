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

function feet(bed: string): string {
  return `${bed} ft bed`;
}

function dollarsToCents(dollars: number): number {
  return Math.max(1, Math.round(dollars)) * 100 - 1;
}

/** Generates every catalogue row from the compact tables with a seeded PRNG. */
export function generateSeed(seed: number): SeedRows {
  const random = createRandom(seed);
  const popularRandom = createRandom(seed ^ 0x2f6b_5a3d);
  const makes = dictionary();
  const bodies = dictionary();
  const beds = dictionary();
  const engines = dictionary();
  // Only trucks have beds; every other vehicle has the bed 'n-a'.
  const noBed = beds.id(NOT_APPLICABLE.name, NOT_APPLICABLE.slug);
  const models: SeedRows['models'] = [];
  const vehicles: SeedRows['vehicles'] = [];
  const modelInfos: ModelInfo[] = [];

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
              const vehicle = { id: vehicles.length + 1, year, makeId, modelId, bodyId, bedId, engineId };
              vehicles.push(vehicle);
              info.vehicles.push(vehicle);
            }
          }
        }
      }
      modelInfos.push(info);
    }
  }

  const categories: SeedRows['categories'] = [];
  const leaves: { id: number; path: string; spec: LeafSpec }[] = [];
  for (const top of CATEGORY_TREE) {
    const topId = categories.length + 1;
    categories.push({
      id: topId,
      parentId: null,
      slug: slugify(top.name),
      name: top.name,
      path: slugify(top.name),
      depth: 0,
    });
    for (const mid of top.children) {
      const midId = categories.length + 1;
      const midPath = `${slugify(top.name)}/${slugify(mid.name)}`;
      categories.push({
        id: midId,
        parentId: topId,
        slug: slugify(mid.name),
        name: mid.name,
        path: midPath,
        depth: 1,
      });
      for (const leaf of mid.leaves) {
        const leafId = categories.length + 1;
        const path = `${midPath}/${slugify(leaf.name)}`;
        categories.push({
          id: leafId,
          parentId: midId,
          slug: slugify(leaf.name),
          name: leaf.name,
          path,
          depth: 2,
        });
        leaves.push({ id: leafId, path, spec: leaf });
      }
    }
  }

  const brands: SeedRows['brands'] = BRANDS.map((b, i) => ({ id: i + 1, slug: b.slug, name: b.name }));
  const brandBySlug = new Map(BRANDS.map((b, i) => [b.slug as string, { ...b, id: i + 1 }]));
  const productLines: SeedRows['productLines'] = [];
  const products: SeedRows['products'] = [];
  const productImages: SeedRows['productImages'] = [];
  const fitmentApplications: SeedRows['fitmentApplications'] = [];
  const lineSlugs = new Set<string>();
  const bedNames = new Map(beds.rows.map((r) => [r.id, r.name]));
  const bodyNames = new Map(bodies.rows.map((r) => [r.id, r.name]));
  const engineNames = new Map(engines.rows.map((r) => [r.id, r.name]));

  for (const leaf of leaves) {
    const spec = leaf.spec;
    const candidates = modelInfos.filter((m) => spec.kinds.includes(m.kind));
    for (let n = 0; n < spec.lines; n++) {
      const brand = brandBySlug.get(spec.brands[n % spec.brands.length]!)!;
      let name = '';
      for (let attempt = 0; attempt < 50; attempt++) {
        name =
          spec.lines === 1
            ? `${brand.name} ${spec.noun}`
            : `${brand.name} ${random.pick(SERIES)} ${spec.noun}`;
        if (!lineSlugs.has(slugify(name))) break;
      }
      if (lineSlugs.has(slugify(name))) name = `${name} ${n + 2}`;
      const slug = slugify(name);
      lineSlugs.add(slug);
      const lineId = productLines.length + 1;

      // Fitment: which vehicles, and the note that explains a partial fit.
      const fitted: { vehicleId: number; appNote: string | null }[] = [];
      const fitsSummary: string[] = [];
      if (spec.fit !== 'universal') {
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
        // Then four to six popular models from a recent year to the latest. They draw from their own stream, so
        // names, SKUs and prices stay those of the earlier seed.
        const popularTargets: ModelInfo[] = [];
        if (!spec.coverAllModels) {
          const popular = candidates.filter((m) => POPULAR_KEYS.has(`${m.makeName}|${m.name}`));
          const popularCount = popular.length > 0 ? popularRandom.int(4, 6) : 0;
          for (let t = 0; t < popularCount; t++) {
            const model = popularRandom.pick(popular);
            if (!targets.includes(model) && !popularTargets.includes(model)) popularTargets.push(model);
          }
        }
        const drawn = [
          ...targets.map((model) => ({ model, rng: random, popular: false })),
          ...popularTargets.map((model) => ({ model, rng: popularRandom, popular: true })),
        ];
        for (const { model, rng, popular } of drawn) {
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
            note = `with ${bedNames.get(bedId)}`;
          } else if (spec.fit === 'body') {
            const bodyIds = [...new Set(configs.map((v) => v.bodyId))];
            const bodyId = rng.pick(bodyIds);
            configs = configs.filter((v) => v.bodyId === bodyId);
            if (bodyIds.length > 1) note = `${bodyNames.get(bodyId)} only`;
          } else if (spec.fit === 'engine') {
            const engineIds = [...new Set(configs.map((v) => v.engineId))];
            const engineId = rng.pick(engineIds);
            configs = configs.filter((v) => v.engineId === engineId);
            note = `for ${engineNames.get(engineId)} engine`;
          } else if (spec.notes && rng.chance(0.4)) {
            note = rng.pick(spec.notes);
          }
          for (const v of configs) fitted.push({ vehicleId: v.id, appNote: note });
          const from = Math.min(...configs.map((v) => v.year));
          const to = Math.max(...configs.map((v) => v.year));
          if (configs.length > 0) {
            fitsSummary.push(
              `${from === to ? from : `${from}-${to}`} ${model.makeName} ${model.name}${note ? ` (${note})` : ''}`,
            );
          }
        }
      }
      const isUniversal = spec.fit === 'universal';
      const description = isUniversal
        ? `${name} by ${brand.name}. A universal ${spec.noun.toLowerCase()} that fits most vehicles.`
        : `${name} by ${brand.name}, made for ${fitsSummary.join(', ')}.`;
      productLines.push({
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
        fitmentApplications.push({ productLineId: lineId, vehicleId: f.vehicleId, appNote: f.appNote });
      }

      // SKUs: 1–4 variants of the line with prices around a base price.
      const variantCount = spec.fixedPrices
        ? spec.variants.length
        : random.int(1, Math.min(4, spec.variants.length));
      const start = random.int(0, spec.variants.length - 1);
      const basePrice = random.int(spec.price[0], spec.price[1]);
      const onSale = !spec.virtual && random.chance(0.25);
      for (let v = 0; v < variantCount; v++) {
        const variant = spec.fixedPrices
          ? spec.variants[v]!
          : spec.variants[(start + v) % spec.variants.length]!;
        const dollars = spec.fixedPrices ? spec.fixedPrices[v]! : basePrice * (1 + v * 0.06);
        const price = spec.fixedPrices ? dollars * 100 : dollarsToCents(dollars);
        const original = onSale ? dollarsToCents(dollars * (1.15 + random.next() * 0.2)) : null;
        const zeroStock = !spec.virtual && random.chance(0.08);
        const skuSlug = slugify(variant) || `option-${v + 1}`;
        const productId = 10_000 + products.length + 1;
        const stock = spec.virtual ? 9999 : zeroStock ? 0 : random.int(1, 80);
        products.push({
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
      const imageCount = random.int(1, 4);
      const views = ['main', 'installed', 'detail', 'packaging'];
      for (let i = 0; i < imageCount; i++) {
        productImages.push({
          productLineId: lineId,
          position: i,
          key: `pl${lineId}-${i + 1}`,
          filename: `${slug}-${views[i]}.svg`,
          alt: `${name}, ${views[i]} view`,
        });
      }
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
    productLines,
    products,
    productImages,
    fitmentApplications,
    searchRedirects: SEARCH_REDIRECTS.map((r, i) => ({ id: i + 1, terms: [...r.terms], url: r.url })),
  };
}
