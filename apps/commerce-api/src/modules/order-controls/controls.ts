import { DRILL_UNSELECTED } from '@fitkit/fitment';
import type { Fitment } from '../../http/schemas';
import {
  type Choice,
  type Drill,
  type DrillConfig,
  drillOptions,
  type Facts,
  isFitmentDrill,
  matching,
  openDrill,
  type Step,
  waitingDrill,
} from './drills';
import type { SkuFacts } from './queries';

/** The product a drill selection leads to: a SKU card with what the cart needs. */
export interface DrillProduct {
  productId: number;
  productLineSlug: string;
  skuSlug: string;
  sku: string;
  name: string;
  basePrice: number;
  actualPrice: number;
  originalPrice: number | null;
  isOutOfStock: boolean;
  isPreOrder: boolean;
  image: { key: string; filename: string };
  /** The vehicle the fitment drills chose (or the one sent), null when there is none. */
  fitment: Fitment | null;
  /** The application note for that vehicle, or null. */
  appNote: string | null;
}

/** A set of SKUs chosen side by side below the split (SPEC §3 Group). */
export interface DrillGroup {
  title: string;
  image: string | null;
  basePrice: number;
  actualPrice: number;
  product: DrillProduct;
  drills: Drill[];
}

/** What a selection leads to, in the shape the storefront's drill machine parses. */
export type OrderControlsAnswer =
  | { type: 'groups'; groups: DrillGroup[] }
  | { type: 'drill'; drill: Drill }
  | { type: 'product'; product: DrillProduct }
  | { type: 'none' };

/** What the line's drills read: its SKUs and (for fitment drills) its fitted configurations. */
export interface LineData {
  line: { slug: string; image_key: string | null; image_filename: string | null };
  skus: SkuFacts[];
  vehicles: { facts: Facts }[];
}

/** The rows a drill type narrows: vehicles for fitment drills, SKUs otherwise. */
export function rowsFor(data: LineData, type: string): readonly { facts: Facts }[] {
  return isFitmentDrill(type) ? data.vehicles : data.skus;
}

/** True when a SKU can be bought now (pre-orders can). */
export function isOutOfStock(sku: { stock: number; isPreOrder: boolean }): boolean {
  return sku.stock <= 0 && !sku.isPreOrder;
}

/** The vehicle named by the fitment choices, once year, make and model are all chosen. */
export function fitmentOfChoices(choices: readonly Choice[]): Fitment | null {
  const value = (type: string) => choices.find((choice) => choice.type === type)?.value;
  const year = value('year');
  const makeSlug = value('make');
  const modelSlug = value('model');
  if (year === undefined || makeSlug === undefined || modelSlug === undefined) return null;
  const fitment: Fitment = { year: Number(year), makeSlug, modelSlug };
  const body = value('body');
  const bed = value('bed');
  const engine = value('engine');
  if (body !== undefined) fitment.bodySlug = body;
  if (bed !== undefined) fitment.bedSlug = bed;
  if (engine !== undefined) fitment.engineSlug = engine;
  return fitment;
}

/** Shapes a SKU as the product of a drill result. */
export function toDrillProduct(
  data: LineData,
  sku: SkuFacts,
  fitment: Fitment | null,
  appNote: string | null,
): DrillProduct {
  return {
    productId: sku.productId,
    productLineSlug: data.line.slug,
    skuSlug: sku.skuSlug,
    sku: sku.sku,
    name: sku.name,
    basePrice: sku.originalPriceCents ?? sku.priceCents,
    actualPrice: sku.priceCents,
    originalPrice: sku.originalPriceCents,
    isOutOfStock: isOutOfStock(sku),
    isPreOrder: sku.isPreOrder,
    image: {
      key: data.line.image_key ?? `pl-${data.line.slug}`,
      filename: data.line.image_filename ?? `${data.line.slug}.svg`,
    },
    fitment,
    appNote,
  };
}

/**
 * The drills a product page starts with: the first top-level drill open, the rest waiting. On a SKU page of a
 * line without fitment drills or split, every drill shows that SKU's value instead (options as if the shopper
 * had chosen them in order).
 */
export function initialDrills(config: DrillConfig, data: LineData, selected: SkuFacts | null): Drill[] {
  const prefill = selected !== null && config.fitment.length === 0 && config.splitAt === null;
  if (prefill) {
    const choices: Choice[] = [];
    return config.top.map((type) => {
      const drill = openDrill(rowsFor(data, type), type, choices, null);
      const value = selected.facts[type]?.value;
      if (value === undefined || !drill.options.some((option) => option.value === value)) return drill;
      choices.push({ type, value });
      return { ...drill, currentValue: value };
    });
  }
  return config.top.map((type, index) =>
    index === 0 ? openDrill(rowsFor(data, type), type, [], null) : waitingDrill(type, null),
  );
}

/** SKUs agreeing with the SKU choices (vehicle choices say which vehicle, not which SKU). */
export function matchingSkus(data: LineData, choices: readonly Choice[]): SkuFacts[] {
  return matching(
    data.skus,
    choices.filter((choice) => !isFitmentDrill(choice.type)),
  );
}

/**
 * Resolves a step into its result. `choices` are every choice that narrows the answer (top-level ones plus, for
 * a group, the split value and the group's own); vehicle choices narrow vehicle drills, SKU choices SKU drills.
 */
export function resolveStep(
  config: DrillConfig,
  data: LineData,
  step: Step,
  choices: readonly Choice[],
  vehicle: { fitment: Fitment | null; appNote: string | null },
): OrderControlsAnswer {
  switch (step.kind) {
    case 'drill': {
      const rows = rowsFor(data, step.type);
      const narrowing = choices.filter((choice) => isFitmentDrill(choice.type) === isFitmentDrill(step.type));
      const drill: Drill = {
        type: step.type,
        options: drillOptions(rows, step.type, narrowing),
        currentValue: DRILL_UNSELECTED,
        isDisabled: false,
        isFitment: isFitmentDrill(step.type),
        groupValue: step.groupValue,
      };
      // A vehicle no configuration of the line matches leads nowhere.
      if (isFitmentDrill(step.type) && matching(rows, narrowing).length === 0) return { type: 'none' };
      return { type: 'drill', drill };
    }
    case 'product': {
      if (
        matching(
          data.vehicles,
          choices.filter((c) => isFitmentDrill(c.type)),
        ).length === 0 &&
        hasFitment(choices)
      ) {
        return { type: 'none' };
      }
      const sku = matchingSkus(data, choices)[0];
      return sku
        ? { type: 'product', product: toDrillProduct(data, sku, vehicle.fitment, vehicle.appNote) }
        : { type: 'none' };
    }
    case 'groups': {
      const splitAt = config.splitAt!;
      const skus = matchingSkus(data, choices);
      const values = new Map<string, string>();
      for (const sku of skus) {
        const fact = sku.facts[splitAt];
        if (fact && !values.has(fact.value)) values.set(fact.value, fact.text);
      }
      if (values.size === 0) return { type: 'none' };
      const groups: DrillGroup[] = [...values].map(([value, title]) => {
        const inGroup = skus.filter((sku) => sku.facts[splitAt]?.value === value);
        return {
          title,
          image: data.line.image_key,
          basePrice: Math.min(...inGroup.map((sku) => sku.originalPriceCents ?? sku.priceCents)),
          actualPrice: Math.min(...inGroup.map((sku) => sku.priceCents)),
          product: toDrillProduct(data, inGroup[0]!, vehicle.fitment, vehicle.appNote),
          drills: config.bottom.map((type, index) =>
            index === 0 ? openDrill(inGroup, type, [], value) : waitingDrill(type, value),
          ),
        };
      });
      return { type: 'groups', groups };
    }
  }
}

function hasFitment(choices: readonly Choice[]): boolean {
  return choices.some((choice) => isFitmentDrill(choice.type));
}
