import type { AttributeDrillType } from '../../modules/order-controls/drills';
import type { SameDayMode, ShippingTimeUnit, VideoType } from '../../modules/products/details';
import { CATEGORY_TREE, type FitRule, type LeafSpec } from './catalogue-data';
import { createRandom, type SeedRows, slugify } from './generate';

/** Product page rows the seed adds on top of the catalogue: details, SKU attributes and more gallery images. */
export interface ProductDetailRows {
  productLineDetails: {
    productLineId: number;
    sameDayMode: SameDayMode;
    isFreight: boolean;
    isFreeShipping: boolean;
    madeToOrder: boolean;
    leadMinUnit: ShippingTimeUnit | null;
    leadMinAmount: number | null;
    leadMaxUnit: ShippingTimeUnit | null;
    leadMaxAmount: number | null;
    totalReviews: number;
    averageRating: number;
    unitsSold: number;
    promo: string | null;
    warranty: string;
    howItWorks: string;
    videoId: string | null;
    videoType: VideoType | null;
    videoSeconds: number | null;
    videoUploadDate: string | null;
    videoTitle: string | null;
    drillTypes: string[];
    splitAt: string | null;
  }[];
  skuAttributes: { productId: number; type: string; value: string; text: string }[];
  productImages: SeedRows['productImages'];
}

/** Which SKU property each leaf's variants name (the text after the line name in a SKU name). */
const LEAF_ATTRIBUTE: Record<string, AttributeDrillType> = {
  'front-bumpers': 'finish',
  'rear-bumpers': 'finish',
  'soft-roll-up-tonneau-covers': 'finish',
  'hard-folding-tonneau-covers': 'finish',
  'retractable-tonneau-covers': 'finish',
  'running-boards': 'finish',
  'nerf-bars': 'finish',
  'pocket-style-fender-flares': 'finish',
  'molded-mud-flaps': 'position',
  'custom-fit-car-covers': 'color',
  'carpet-floor-mats': 'color',
  'all-weather-floor-liners': 'color',
  'cargo-liners': 'color',
  'neoprene-seat-covers': 'color',
  'canvas-seat-covers': 'color',
  'seat-back-organizers': 'color',
  'carpet-dash-covers': 'color',
  'suede-dash-covers': 'color',
  'steering-wheel-covers': 'color',
  'headrest-covers': 'color',
  'led-headlights': 'style',
  'projector-headlights': 'style',
  'led-light-bars': 'length',
  'light-bar-mounts': 'mount',
  'led-tail-lights': 'lens',
  'drop-in-bed-liners': 'rail',
  'bed-mats': 'color',
  'overland-bed-racks': 'height',
  'crossover-toolboxes': 'finish',
  'cold-air-intakes': 'filter',
  'cat-back-exhaust-systems': 'tips',
  'performance-tuners': 'format',
  'digital-gift-cards': 'amount',
};

/** Leaves whose lines split into one group per value of their attribute (front and rear pairs side by side). */
const SPLIT_LEAVES = new Set(['molded-mud-flaps']);

/** Bulky leaves that travel by freight. */
const FREIGHT_LEAVES = new Set([
  'front-bumpers',
  'rear-bumpers',
  'overland-bed-racks',
  'crossover-toolboxes',
  'hard-folding-tonneau-covers',
  'retractable-tonneau-covers',
]);

/** Leaves cut and sewn for the vehicle after the order. */
const MADE_TO_ORDER_LEAVES = new Set(['custom-fit-car-covers', 'neoprene-seat-covers', 'canvas-seat-covers']);

// The vehicle level that tells a line's fitted configurations apart, by fit rule (SKUs then differ by vehicle).
const FIT_DRILLS: Partial<Record<FitRule, string[]>> = {
  bed: ['year', 'make', 'model', 'bed'],
  body: ['year', 'make', 'model', 'body'],
  engine: ['year', 'make', 'model', 'engine'],
};

const HOW_IT_WORKS: Record<string, string> = {
  exterior:
    'Choose your vehicle and options above. It arrives with all mounting hardware and step-by-step instructions; most installs take an afternoon with basic hand tools and need no drilling.',
  interior:
    'Choose your vehicle and colour above. Each piece is patterned for your model, so it drops into place and secures with the factory anchors or the included straps.',
  lighting:
    'Choose your vehicle and style above. Plug-and-play harnesses connect to the factory sockets; aim the beams after fitting as described in the included guide.',
  'truck-bed':
    'Choose your truck and bed length above. Everything clamps to the bed rails or sits on the bed floor, so it goes in without drilling and comes out just as easily.',
  performance:
    'Choose your vehicle and engine above. Parts bolt to the factory mounting points; tuners plug into the diagnostic port and guide you through the update.',
  gifts:
    'Choose an amount and check out. The gift card code arrives by email within minutes and can be used on any order.',
};

const WARRANTIES = [
  'Limited lifetime warranty against defects in materials and workmanship.',
  '5-year limited warranty from the manufacturer.',
  '3-year limited warranty; finish covered for 1 year.',
  '1-year limited warranty.',
] as const;

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const EXTRA_VIEWS = ['detail', 'packaging', 'side', 'installed'] as const;

function leafSpecs(): Map<string, LeafSpec> {
  const specs = new Map<string, LeafSpec>();
  for (const top of CATEGORY_TREE) {
    for (const mid of top.children) {
      for (const leaf of mid.leaves) specs.set(slugify(leaf.name), leaf);
    }
  }
  return specs;
}

/**
 * Generates the product page data of every line from the catalogue rows with its own PRNG, so the catalogue
 * itself is identical with or without it.
 */
export function generateProductDetails(rows: SeedRows, seed: number): ProductDetailRows {
  const random = createRandom(seed ^ 0x5eed_d7a1);
  const specs = leafSpecs();
  const categoryPath = new Map(rows.categories.map((c) => [c.id, c.path]));
  const skusByLine = new Map<number, SeedRows['products']>();
  for (const sku of rows.products) {
    const list = skusByLine.get(sku.productLineId) ?? [];
    list.push(sku);
    skusByLine.set(sku.productLineId, list);
  }
  const imagesByLine = new Map<number, number>();
  for (const image of rows.productImages) {
    imagesByLine.set(
      image.productLineId,
      Math.max(imagesByLine.get(image.productLineId) ?? 0, image.position + 1),
    );
  }

  const out: ProductDetailRows = { productLineDetails: [], skuAttributes: [], productImages: [] };
  for (const line of rows.productLines) {
    const path = categoryPath.get(line.categoryId) ?? '';
    const leaf = path.split('/').at(-1) ?? '';
    const top = path.split('/')[0] ?? '';
    const spec = specs.get(leaf);
    const attribute = LEAF_ATTRIBUTE[leaf] ?? 'style';
    const skus = (skusByLine.get(line.id) ?? []).sort((a, b) => a.position - b.position);

    for (const sku of skus) {
      const variant = sku.name.startsWith(`${line.name} - `)
        ? sku.name.slice(line.name.length + 3)
        : sku.skuSlug;
      out.skuAttributes.push({ productId: sku.id, type: attribute, value: slugify(variant), text: variant });
    }

    let drillTypes: string[] = [];
    let splitAt: string | null = null;
    if (skus.length > 1) {
      const split = SPLIT_LEAVES.has(leaf) && !line.isUniversal;
      const fitDrills = line.isUniversal
        ? []
        : split
          ? ['year', 'make', 'model']
          : (FIT_DRILLS[spec?.fit ?? 'vehicle'] ?? []);
      drillTypes = [...fitDrills, attribute];
      splitAt = split ? attribute : null;
    }

    const first = skus[0];
    const onSale = skus.filter((s) => s.originalPriceCents !== null && s.originalPriceCents > s.priceCents);
    const bestSaving = Math.max(
      0,
      ...onSale.map((s) =>
        Math.round(((s.originalPriceCents! - s.priceCents) / s.originalPriceCents!) * 100),
      ),
    );
    const anyPreOrder = skus.some((s) => s.isPreOrder);
    // Same-day SKUs (the catalogue decides them) ship from stock, so only other lines get a lead time.
    const anySameDay = skus.some((s) => s.shipsSameDay);
    const madeToOrder = !anySameDay && MADE_TO_ORDER_LEAVES.has(leaf) && random.chance(0.6);
    let lead: { min: [ShippingTimeUnit, number]; max: [ShippingTimeUnit, number] } | null = null;
    if (line.isVirtual) lead = null;
    else if (madeToOrder) lead = { min: ['WEEKS', 2], max: ['WEEKS', random.int(3, 5)] };
    else if (anyPreOrder) lead = { min: ['WEEKS', 3], max: ['WEEKS', 6] };
    else if (!anySameDay && random.chance(0.35))
      lead = { min: ['DAYS', random.int(1, 3)], max: ['DAYS', random.int(4, 8)] };
    const reviews = random.chance(0.12) ? 0 : random.int(1, 480);
    const rating = reviews === 0 ? 0 : Math.round((3.4 + random.next() * 1.6) * 10) / 10;
    const hasVideo = !line.isVirtual && random.chance(0.4);
    const videoType: VideoType = random.chance(0.5) ? 'youtube' : 'wistia';
    let videoId = '';
    for (let i = 0; i < (videoType === 'youtube' ? 11 : 10); i++) videoId += random.pick([...ID_CHARS]);
    const uploaded = new Date(Date.UTC(2023, 0, 1) + random.int(0, 1000) * 86_400_000);

    out.productLineDetails.push({
      productLineId: line.id,
      sameDayMode: random.chance(0.5) ? 'RAPIDSHIP' : 'QUICKSHIP',
      isFreight: FREIGHT_LEAVES.has(leaf),
      isFreeShipping: line.isVirtual || (first?.priceCents ?? 0) >= 9_900,
      madeToOrder,
      leadMinUnit: lead?.min[0] ?? null,
      leadMinAmount: lead?.min[1] ?? null,
      leadMaxUnit: lead?.max[0] ?? null,
      leadMaxAmount: lead?.max[1] ?? null,
      totalReviews: reviews,
      averageRating: rating,
      unitsSold: reviews * random.int(3, 12) + random.int(0, 40),
      promo: bestSaving > 0 ? `Limited-time deal: save up to ${bestSaving}% on ${line.name}.` : null,
      warranty: line.isVirtual ? 'Gift cards never expire.' : random.pick(WARRANTIES),
      howItWorks: HOW_IT_WORKS[top] ?? HOW_IT_WORKS.exterior!,
      videoId: hasVideo ? videoId : null,
      videoType: hasVideo ? videoType : null,
      videoSeconds: hasVideo ? random.int(45, 420) : null,
      videoUploadDate: hasVideo ? uploaded.toISOString().slice(0, 10) : null,
      videoTitle: hasVideo ? `${line.name}: overview and install` : null,
      drillTypes,
      splitAt,
    });

    // Every gallery gets at least three views.
    const have = imagesByLine.get(line.id) ?? 0;
    for (let position = have; position < 3; position++) {
      const view = EXTRA_VIEWS[position % EXTRA_VIEWS.length]!;
      out.productImages.push({
        productLineId: line.id,
        position,
        key: `pl${line.id}-${position + 1}`,
        filename: `${line.slug}-${view}-${position + 1}.svg`,
        alt: `${line.name}, ${view} view`,
      });
    }
  }
  return out;
}
