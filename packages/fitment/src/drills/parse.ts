import { z } from 'zod/mini';
import { FITMENT_LEVELS, type FitmentLevel } from '../model';
import {
  DRILL_UNSELECTED,
  type Drill,
  type DrillGroup,
  type DrillOption,
  type DrillProduct,
  type DrillResult,
} from './types';

const valueSchema = /* @__PURE__ */ z.union([z.string(), z.number()]);

const optionSchema = /* @__PURE__ */ z.object({
  value: valueSchema,
  text: z.string(),
  isDisabled: z.optional(z.boolean()),
  isHidden: z.optional(z.boolean()),
});

const drillSchema = /* @__PURE__ */ z.object({
  type: z.string().check(z.minLength(1)),
  options: z.array(optionSchema),
  currentValue: z.optional(z.nullable(valueSchema)),
  isDisabled: z.optional(z.boolean()),
  isFitment: z.optional(z.boolean()),
  groupValue: z.optional(z.nullable(z.string())),
});

const productSchema = /* @__PURE__ */ z.looseObject({
  productId: z.number(),
  skuSlug: z.string(),
  isOutOfStock: z.optional(z.boolean()),
});

const groupSchema = /* @__PURE__ */ z.object({
  title: z.string(),
  image: z.optional(z.nullable(z.string())),
  basePrice: z.number(),
  actualPrice: z.number(),
  product: productSchema,
  drills: z.array(drillSchema),
});

const resultSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.object({ type: z.literal('groups'), groups: z.array(groupSchema) }),
  z.object({ type: z.literal('drill'), drill: drillSchema }),
  z.object({ type: z.literal('product'), product: productSchema }),
  z.object({ type: z.literal('none') }),
]);

type RawDrill = z.infer<typeof drillSchema>;

/** A drill value that is not among the drill's options, found while reading a drill. */
export interface MissingDrillValue {
  /** The drill. */
  drillType: string;
  /** Its group, or null. */
  groupValue: string | null;
  /** The value that is not an option. */
  value: string;
}

/** Brings a drill to its full shape; a current value that is not an option is reported and left unselected. */
export function normalizeDrill(
  raw: RawDrill | Drill,
  onMissing?: (missing: MissingDrillValue) => void,
): Drill {
  const options: DrillOption[] = raw.options.map((option) => ({
    value: String(option.value),
    text: option.text,
    isDisabled: option.isDisabled ?? false,
    isHidden: option.isHidden ?? false,
  }));
  const groupValue = raw.groupValue ?? null;
  let currentValue: Drill['currentValue'] = DRILL_UNSELECTED;
  const given = raw.currentValue;
  if (given != null && given !== DRILL_UNSELECTED && String(given) !== String(DRILL_UNSELECTED)) {
    const value = String(given);
    if (options.some((option) => option.value === value)) currentValue = value;
    else onMissing?.({ drillType: raw.type, groupValue, value });
  }
  return {
    type: raw.type,
    options,
    currentValue,
    isDisabled: raw.isDisabled ?? false,
    isFitment: raw.isFitment ?? false,
    groupValue,
  };
}

/**
 * Reads what the controls call answered into a DrillResult; null or undefined mean nothing. Anything else that
 * is not groups, a drill or a product gives null (the caller reports UNEXPECTED_RESULT). Products keep every
 * field the server sent; only productId, skuSlug and isOutOfStock are checked, so the app's product type is
 * trusted for the rest.
 */
export function parseDrillResult<P extends DrillProduct = DrillProduct>(
  raw: unknown,
  onMissing?: (missing: MissingDrillValue) => void,
): DrillResult<P> | null {
  if (raw === null || raw === undefined) return { type: 'none' };
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) return null;
  const result = parsed.data;
  switch (result.type) {
    case 'none':
      return { type: 'none' };
    case 'drill':
      return { type: 'drill', drill: normalizeDrill(result.drill, onMissing) };
    case 'product':
      return { type: 'product', product: result.product as unknown as P };
    case 'groups':
      return {
        type: 'groups',
        groups: result.groups.map(
          (group): DrillGroup<P> => ({
            title: group.title,
            image: group.image ?? null,
            basePrice: group.basePrice,
            actualPrice: group.actualPrice,
            product: group.product as unknown as P,
            drills: group.drills.map((drill) => normalizeDrill(drill, onMissing)),
          }),
        ),
      };
  }
}

/**
 * Where the controls call goes for a product line (SPEC §7): the slug's part before the first slash, with
 * ignoreSplitters set when there was a slash.
 */
export function orderControlsTarget(productLineSlug: string): { slug: string; ignoreSplitters: boolean } {
  const index = productLineSlug.indexOf('/');
  return index < 0
    ? { slug: productLineSlug, ignoreSplitters: false }
    : { slug: productLineSlug.slice(0, index), ignoreSplitters: true };
}

/** The fitment level a drill type picks (`year`, `make`, `makeSlug`, `Make` → `make`), or null. */
export function drillFitmentLevel(type: string): FitmentLevel | null {
  const name = type.toLowerCase().replace(/slug$/, '');
  return (FITMENT_LEVELS as readonly string[]).includes(name) ? (name as FitmentLevel) : null;
}

/** How a failed controls call is reported: ignored when superseded, else a select-item error code. */
export type DrillFailureKind = 'aborted' | 'NETWORK_ERROR' | 'UNKNOWN';

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** The HTTP status a failure carries (`status` or `statusCode`), or null. */
export function failureStatus(error: unknown): number | null {
  const status = field(error, 'status') ?? field(error, 'statusCode');
  return typeof status === 'number' ? status : null;
}

/**
 * Sorts a failed controls call. Aborts (AbortError, `kind: 'aborted'`) are superseded calls. A fetch that never
 * got an answer (a TypeError, `kind: 'network' | 'timeout'`, a TimeoutError, code NETWORK_ERROR) is a network
 * error. Everything else, HTTP errors included, is UNKNOWN.
 */
export function classifyDrillFailure(error: unknown): DrillFailureKind {
  const name = field(error, 'name');
  const kind = field(error, 'kind');
  if (name === 'AbortError' || kind === 'aborted') return 'aborted';
  if (failureStatus(error) !== null) return 'UNKNOWN';
  if (
    error instanceof TypeError ||
    name === 'TimeoutError' ||
    kind === 'network' ||
    kind === 'timeout' ||
    field(error, 'code') === 'NETWORK_ERROR'
  ) {
    return 'NETWORK_ERROR';
  }
  return 'UNKNOWN';
}
