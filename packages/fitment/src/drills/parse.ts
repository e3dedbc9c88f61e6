import { FITMENT_LEVELS, type FitmentLevel } from '../model';
import {
  DRILL_UNSELECTED,
  type Drill,
  type DrillGroup,
  type DrillOption,
  type DrillProduct,
  type DrillResult,
} from './types';

// Plain type guards rather than a schema library: this runs in the browser on every product page, where each
// kilobyte counts (DESIGN.md §5). They check what the zod-free core relies on; unknown fields are ignored.

type Raw = Record<string, unknown>;
type RawValue = string | number;
type RawOption = { value: RawValue; text: string; isDisabled?: boolean; isHidden?: boolean };
type RawDrill = {
  type: string;
  options: RawOption[];
  currentValue?: RawValue | null;
  isDisabled?: boolean;
  isFitment?: boolean;
  groupValue?: string | null;
};
type RawGroup = {
  title: string;
  image?: string | null;
  basePrice: number;
  actualPrice: number;
  product: Raw;
  drills: RawDrill[];
};

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isValue = (v: unknown): v is RawValue => typeof v === 'string' || isNumber(v);
const optional = (v: unknown, test: (v: unknown) => boolean) => v === undefined || test(v);
const nullable = (v: unknown, test: (v: unknown) => boolean) => v === null || test(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';

function isOption(v: unknown): v is RawOption {
  return (
    isRecord(v) &&
    isValue(v.value) &&
    isString(v.text) &&
    optional(v.isDisabled, isBoolean) &&
    optional(v.isHidden, isBoolean)
  );
}

function isDrill(v: unknown): v is RawDrill {
  return (
    isRecord(v) &&
    isString(v.type) &&
    v.type.length >= 1 &&
    Array.isArray(v.options) &&
    v.options.every(isOption) &&
    optional(v.currentValue, (c) => nullable(c, isValue)) &&
    optional(v.isDisabled, isBoolean) &&
    optional(v.isFitment, isBoolean) &&
    optional(v.groupValue, (g) => nullable(g, isString))
  );
}

function isProduct(v: unknown): v is Raw & DrillProduct {
  return isRecord(v) && isNumber(v.productId) && isString(v.skuSlug) && optional(v.isOutOfStock, isBoolean);
}

function isGroup(v: unknown): v is RawGroup {
  return (
    isRecord(v) &&
    isString(v.title) &&
    optional(v.image, (i) => nullable(i, isString)) &&
    isNumber(v.basePrice) &&
    isNumber(v.actualPrice) &&
    isProduct(v.product) &&
    Array.isArray(v.drills) &&
    v.drills.every(isDrill)
  );
}

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
  if (!isRecord(raw)) return null;
  switch (raw.type) {
    case 'none':
      return { type: 'none' };
    case 'drill':
      return isDrill(raw.drill) ? { type: 'drill', drill: normalizeDrill(raw.drill, onMissing) } : null;
    case 'product':
      return isProduct(raw.product) ? { type: 'product', product: raw.product as unknown as P } : null;
    case 'groups':
      if (!Array.isArray(raw.groups) || !raw.groups.every(isGroup)) return null;
      return {
        type: 'groups',
        groups: raw.groups.map(
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
    default:
      return null;
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
