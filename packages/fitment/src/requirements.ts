import type { FitmentCascadeConfig, SelectRequirement } from './cascade';
import {
  CONFIGURABLE_FITMENT_LEVELS,
  type ConfigurableFitmentLevel,
  FITMENT_LEVELS,
  type FitmentLevel,
  fitmentValue,
  type PartialFitment,
  REQUIRED_FITMENT_LEVELS,
} from './model';

/** The most selects a vehicle select may require (SPEC §4: 3 or 4): year, make, model and at most one more. */
export const MAX_REQUIRED_SELECTS = 4;

/** What shapes a cascade: the theme's setting and the needs of the route or product being shown. */
export interface CascadeConfigInput {
  /** The theme's setting for body, bed and engine; a missing level is absent. */
  themeRequires?: Partial<Record<ConfigurableFitmentLevel, SelectRequirement>>;
  /** The catalogue's `requiredFitmentOptions` (e.g. `['year','make','model','bed']`); unknown names are ignored. */
  requiredFitmentOptions?: readonly string[] | null;
}

function requestedLevels(options: unknown): FitmentLevel[] {
  // Anything but a list of strings (a malformed API answer) asks for nothing.
  const list = Array.isArray(options)
    ? options.filter((name): name is string => typeof name === 'string')
    : [];
  const names = new Set(list.map((name) => name.toLowerCase()));
  return FITMENT_LEVELS.filter((level) => names.has(level) || names.has(`${level}slug`));
}

function isConfigurable(level: FitmentLevel): level is ConfigurableFitmentLevel {
  return (CONFIGURABLE_FITMENT_LEVELS as readonly FitmentLevel[]).includes(level);
}

/**
 * The cascade configuration for a page. A level the route or product requires is required, whatever the theme
 * says; otherwise the theme decides; otherwise it is absent. Year, make and model are always required, and a
 * vehicle select requires 3 or 4 selects, so at most one of body, bed and engine stays required: the route or
 * product's first need in level order wins over the theme's, and every other level asked to be required is
 * shown as optional instead (still offered, never blocking the save).
 */
export function cascadeConfigFor(input: CascadeConfigInput = {}): Required<FitmentCascadeConfig> {
  const needed = requestedLevels(input.requiredFitmentOptions).filter(isConfigurable);
  const theme = input.themeRequires ?? {};
  const wanted = CONFIGURABLE_FITMENT_LEVELS.map((level) => ({
    level,
    requirement: needed.includes(level) ? ('required' as const) : (theme[level] ?? 'absent'),
  }));
  const keeper = needed[0] ?? wanted.find(({ requirement }) => requirement === 'required')?.level;
  const config = {} as Record<ConfigurableFitmentLevel, SelectRequirement>;
  for (const { level, requirement } of wanted) {
    config[level] = requirement === 'required' && level !== keeper ? 'optional' : requirement;
  }
  return config;
}

/** How much of what a listing needs the vehicle answers: nothing, part of it, or all of it. */
export const FITMENT_COVERAGES = ['none', 'partial', 'full'] as const;

/** How much of a listing's needs a vehicle covers. */
export type FitmentCoverage = (typeof FITMENT_COVERAGES)[number];

/**
 * How far a vehicle meets a listing's `requiredFitmentOptions` (year, make and model are always needed; 'n-a'
 * counts as an answer). `none` without any value, `full` when every needed level has one, else `partial`.
 */
export function fitmentCoverage(
  fitment: PartialFitment | null | undefined,
  requiredFitmentOptions?: readonly string[] | null,
): FitmentCoverage {
  if (!fitment || FITMENT_LEVELS.every((level) => fitmentValue(fitment, level) === undefined)) return 'none';
  const needed = new Set<FitmentLevel>([
    ...REQUIRED_FITMENT_LEVELS,
    ...requestedLevels(requiredFitmentOptions),
  ]);
  return [...needed].every((level) => fitmentValue(fitment, level) !== undefined) ? 'full' : 'partial';
}

/** True when the vehicle answers everything the listing needs (`full`), false when it is missing a level. */
export function isFitmentEnough(
  fitment: PartialFitment | null | undefined,
  requiredFitmentOptions?: readonly string[] | null,
): boolean {
  return fitmentCoverage(fitment, requiredFitmentOptions) === 'full';
}
