import {
  CONFIGURABLE_FITMENT_LEVELS,
  cascadeConfigFor,
  FITMENT_LEVELS,
  FITMENT_SLUG_PATTERN,
  type FitmentLevel,
  fitmentKey,
  type PartialFitment,
} from '@fitkit/fitment';

/** The theme's selects alone (year, make, model): a page's own needs belong to listings, not to content. */
export const FITMENT_SELECTOR_CONFIG = cascadeConfigFor({});

/** The levels the selector shows, in order. */
export const FITMENT_SELECTOR_LEVELS: readonly FitmentLevel[] = FITMENT_LEVELS.filter(
  (level) =>
    !(CONFIGURABLE_FITMENT_LEVELS as readonly string[]).includes(level) ||
    FITMENT_SELECTOR_CONFIG[level as (typeof CONFIGURABLE_FITMENT_LEVELS)[number]] !== 'absent',
);

/**
 * Prefix of the selects' form names. Without JavaScript the selector's 'Next' button sends them to the same page
 * as `?fs-year=2021&fs-make=jeep`, and the page renders the next select from there.
 */
export const DRAFT_PREFIX = 'fs-';

/**
 * The partial vehicle a shopper stepped to without JavaScript, from the page's query (`fs-year`, `fs-make`…),
 * in level order up to the first missing or malformed level; null when there is none.
 */
export function draftFitmentFromSearch(search: string | URLSearchParams): PartialFitment | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const draft: Record<string, string | number> = {};
  for (const level of FITMENT_SELECTOR_LEVELS) {
    const value = params.get(`${DRAFT_PREFIX}${level}`)?.trim() ?? '';
    if (level === 'year') {
      if (!/^\d{4}$/.test(value)) break;
      draft.year = Number(value);
    } else {
      if (!FITMENT_SLUG_PATTERN.test(value)) break;
      draft[fitmentKey(level)] = value;
    }
  }
  return Object.keys(draft).length > 0 ? (draft as PartialFitment) : null;
}

/**
 * The fitment option lists the selector shows for a vehicle so far: the year list, and each later level whose
 * levels before it are chosen. The host prefetches them on the server
 * (`commerceQueries.fitmentOptions(client, type, fitment)`) so the selects render with the page.
 */
export function fitmentOptionsNeeded(
  vehicle: PartialFitment | null,
): { type: FitmentLevel; fitment: PartialFitment }[] {
  const fitment = vehicle ?? {};
  const needed: { type: FitmentLevel; fitment: PartialFitment }[] = [];
  for (const level of FITMENT_SELECTOR_LEVELS) {
    needed.push({ type: level, fitment });
    if (fitment[fitmentKey(level)] === undefined) break;
  }
  return needed;
}
