import type { StateId } from '../checkout/us-states';

/** SPEC §9's regions for performance tagging, and `unknown` when the shopper's state is not known. */
export const REGIONS = ['West', 'Southwest', 'Midwest', 'Southeast', 'Northeast', 'unknown'] as const;

/** One of {@link REGIONS}. */
export type Region = (typeof REGIONS)[number];

/**
 * Each state's region (SPEC §9 names the five regions, not their states: this is the usual five-region map).
 * DC goes with the Northeast; Puerto Rico, a territory the shop ships to, with the Southeast.
 */
const REGION_OF_STATE: Readonly<Record<StateId, Exclude<Region, 'unknown'>>> = {
  AK: 'West',
  CA: 'West',
  CO: 'West',
  HI: 'West',
  ID: 'West',
  MT: 'West',
  NV: 'West',
  OR: 'West',
  UT: 'West',
  WA: 'West',
  WY: 'West',
  AZ: 'Southwest',
  NM: 'Southwest',
  OK: 'Southwest',
  TX: 'Southwest',
  IA: 'Midwest',
  IL: 'Midwest',
  IN: 'Midwest',
  KS: 'Midwest',
  MI: 'Midwest',
  MN: 'Midwest',
  MO: 'Midwest',
  ND: 'Midwest',
  NE: 'Midwest',
  OH: 'Midwest',
  SD: 'Midwest',
  WI: 'Midwest',
  AL: 'Southeast',
  AR: 'Southeast',
  FL: 'Southeast',
  GA: 'Southeast',
  KY: 'Southeast',
  LA: 'Southeast',
  MS: 'Southeast',
  NC: 'Southeast',
  PR: 'Southeast',
  SC: 'Southeast',
  TN: 'Southeast',
  VA: 'Southeast',
  WV: 'Southeast',
  CT: 'Northeast',
  DC: 'Northeast',
  DE: 'Northeast',
  MA: 'Northeast',
  MD: 'Northeast',
  ME: 'Northeast',
  NH: 'Northeast',
  NJ: 'Northeast',
  NY: 'Northeast',
  PA: 'Northeast',
  RI: 'Northeast',
  VT: 'Northeast',
};

/** The region of a state's postal code (any case, `US-` prefix allowed), or `unknown`. */
export function regionOfState(state: string | undefined): Region {
  const code = state?.trim().toUpperCase().replace(/^US-/, '');
  return code && Object.hasOwn(REGION_OF_STATE, code) ? REGION_OF_STATE[code as StateId] : 'unknown';
}
