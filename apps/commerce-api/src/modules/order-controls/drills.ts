import {
  DRILL_UNSELECTED,
  type DrillOption,
  FITMENT_LEVELS,
  type FitmentLevel,
  NOT_APPLICABLE,
  NOT_APPLICABLE_TEXT,
} from '@fitkit/fitment';

/** Drill types that pick a property of the SKU itself (not of the vehicle), with their labels, once. */
export const ATTRIBUTE_DRILLS = {
  color: 'Color',
  finish: 'Finish',
  style: 'Style',
  length: 'Length',
  position: 'Position',
  lens: 'Lens',
  mount: 'Mount',
  height: 'Height',
  rail: 'Rail Style',
  filter: 'Filter',
  tips: 'Exhaust Tips',
  format: 'Format',
  amount: 'Amount',
} as const;

/** A drill type that picks a SKU property. */
export type AttributeDrillType = keyof typeof ATTRIBUTE_DRILLS;

/** Every attribute drill type, in a stable order. */
export const ATTRIBUTE_DRILL_TYPES = Object.keys(ATTRIBUTE_DRILLS) as AttributeDrillType[];

// Drill labels of the fitment levels (a drill says 'Bed Length' where the vehicle selects say 'Bed').
const FITMENT_DRILL_LABELS: Record<FitmentLevel, string> = {
  year: 'Year',
  make: 'Make',
  model: 'Model',
  body: 'Body',
  bed: 'Bed Length',
  engine: 'Engine',
};

/** True for drill types that pick part of the vehicle. */
export function isFitmentDrill(type: string): type is FitmentLevel {
  return (FITMENT_LEVELS as readonly string[]).includes(type);
}

/** True for any drill type the API knows. */
export function isKnownDrill(type: string): boolean {
  return isFitmentDrill(type) || type in ATTRIBUTE_DRILLS;
}

/** The label of a drill type. */
export function drillLabel(type: string): string {
  if (isFitmentDrill(type)) return FITMENT_DRILL_LABELS[type];
  return ATTRIBUTE_DRILLS[type as AttributeDrillType] ?? type;
}

/** A drill as the API sends it (the shape the storefront's drill machine reads). */
export interface Drill {
  type: string;
  options: DrillOption[];
  currentValue: string | typeof DRILL_UNSELECTED;
  isDisabled: boolean;
  isFitment: boolean;
  groupValue: string | null;
}

/** How a line's drills are arranged (SPEC §3 drillConfig), plus the labels of its drill types. */
export interface DrillConfig {
  all: string[];
  top: string[];
  bottom: string[];
  splitAt: string | null;
  fitment: string[];
  lastFitment: string | null;
  integration: string | null;
  nameMap: Record<string, string>;
}

/** A value with its display text. */
export interface Valued {
  value: string;
  text: string;
}

/**
 * Something drills narrow down: a SKU (by its attributes) or a fitted vehicle configuration (by its levels).
 * A type the row does not have counts as not applicable.
 */
export type Facts = Record<string, Valued>;

/** One chosen value. */
export interface Choice {
  type: string;
  value: string;
}

/** Arranges a line's drill types; with ignoreSplitters (a slug with a slash) the line never splits. */
export function drillConfig(
  types: readonly string[],
  splitAt: string | null,
  ignoreSplitters = false,
): DrillConfig {
  const splitIndex = splitAt && !ignoreSplitters ? types.indexOf(splitAt) : -1;
  const fitment = types.filter(isFitmentDrill);
  return {
    all: [...types],
    top: splitIndex < 0 ? [...types] : types.slice(0, splitIndex),
    bottom: splitIndex < 0 ? [] : types.slice(splitIndex + 1),
    splitAt: splitIndex < 0 ? null : types[splitIndex]!,
    fitment,
    lastFitment: fitment.at(-1) ?? null,
    integration: null,
    nameMap: Object.fromEntries(types.map((type) => [type, drillLabel(type)])),
  };
}

function factValue(facts: Facts, type: string): Valued {
  return facts[type] ?? { value: NOT_APPLICABLE, text: NOT_APPLICABLE_TEXT };
}

/** The rows that agree with every choice whose type they describe (other choices are ignored). */
export function matching<T extends { facts: Facts }>(rows: readonly T[], choices: readonly Choice[]): T[] {
  return rows.filter((row) =>
    choices.every((choice) => factValue(row.facts, choice.type).value === choice.value),
  );
}

function compareOptions(type: string): (a: Valued, b: Valued) => number {
  if (type === 'year') return (a, b) => Number(b.value) - Number(a.value);
  if (isFitmentDrill(type)) return (a, b) => a.text.localeCompare(b.text) || a.value.localeCompare(b.value);
  // SKU attributes keep the line's own order (the first SKU's value first).
  return () => 0;
}

/**
 * The options of a drill: every value the rows have for it, disabled when no row agrees with the choices so far,
 * hidden when it is the not-applicable value.
 */
export function drillOptions(
  rows: readonly { facts: Facts }[],
  type: string,
  choices: readonly Choice[],
): DrillOption[] {
  const all = new Map<string, string>();
  for (const row of rows) {
    const fact = factValue(row.facts, type);
    if (!all.has(fact.value)) all.set(fact.value, fact.text);
  }
  const open = new Set(matching(rows, choices).map((row) => factValue(row.facts, type).value));
  return [...all]
    .map(([value, text]) => ({ value, text }))
    .sort(compareOptions(type))
    .map(({ value, text }) => ({
      value,
      text,
      isDisabled: !open.has(value),
      // The not-applicable value (SPEC §3) is hidden but still choosable.
      isHidden: value === NOT_APPLICABLE,
    }));
}

/** Builds an open drill of the given type. */
export function openDrill(
  rows: readonly { facts: Facts }[],
  type: string,
  choices: readonly Choice[],
  groupValue: string | null,
): Drill {
  return {
    type,
    options: drillOptions(rows, type, choices),
    currentValue: DRILL_UNSELECTED,
    isDisabled: false,
    isFitment: isFitmentDrill(type),
    groupValue,
  };
}

/** A drill that waits for an earlier one: no options until the controls call opens it. */
export function waitingDrill(type: string, groupValue: string | null): Drill {
  return {
    type,
    options: [],
    currentValue: DRILL_UNSELECTED,
    isDisabled: true,
    isFitment: isFitmentDrill(type),
    groupValue,
  };
}

/** What a selection leads to next, before any data is read. */
export type Step =
  | { kind: 'drill'; type: string; groupValue: string | null }
  | { kind: 'groups' }
  | { kind: 'product'; groupValue: string | null };

/**
 * The next step of SPEC §4: the first drill of the scope (top-level, or the group's) not chosen yet; when every
 * top-level drill is chosen, groups if the line splits, otherwise the product.
 */
export function nextStep(config: DrillConfig, chosen: readonly Choice[], groupValue: string | null): Step {
  const has = new Set(chosen.map((choice) => choice.type));
  if (groupValue === null) {
    const next = config.top.find((type) => !has.has(type));
    if (next !== undefined) return { kind: 'drill', type: next, groupValue: null };
    return config.splitAt ? { kind: 'groups' } : { kind: 'product', groupValue: null };
  }
  const next = config.bottom.find((type) => !has.has(type));
  return next !== undefined ? { kind: 'drill', type: next, groupValue } : { kind: 'product', groupValue };
}

/** A problem with the choices sent, reported as a validation error. */
export interface ChoiceProblem {
  path: string;
  message: string;
}

/**
 * Checks choices against the line: each type must be one of its drills (once), each value one of that drill's
 * values (over every row, so a disabled value is valid and simply leads to nothing).
 */
export function checkChoices(
  config: DrillConfig,
  choices: readonly Choice[],
  rowsFor: (type: string) => readonly { facts: Facts }[],
  path: string,
): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const seen = new Set<string>();
  choices.forEach((choice, index) => {
    const where = `${path}.${index}`;
    if (!config.all.includes(choice.type)) {
      problems.push({
        path: `${where}.type`,
        message: `Unknown drill type "${choice.type}" for this product`,
      });
      return;
    }
    if (seen.has(choice.type)) {
      problems.push({ path: `${where}.type`, message: `Drill type "${choice.type}" is chosen twice` });
      return;
    }
    seen.add(choice.type);
    const known = rowsFor(choice.type).some(
      (row) => factValue(row.facts, choice.type).value === choice.value,
    );
    if (!known) {
      problems.push({
        path: `${where}.value`,
        message: `Drill value not found: "${choice.value}" is not an option of drill ${choice.type}`,
      });
    }
  });
  return problems;
}
