/**
 * The US states, DC and territories a parts order ships to, by postal code (the stateId of a contact), with the
 * state-wide sales tax rate in basis points (local taxes come with a real tax service).
 */
export const US_STATES = {
  AL: { name: 'Alabama', rate: 400 },
  AK: { name: 'Alaska', rate: 0 },
  AZ: { name: 'Arizona', rate: 560 },
  AR: { name: 'Arkansas', rate: 650 },
  CA: { name: 'California', rate: 725 },
  CO: { name: 'Colorado', rate: 290 },
  CT: { name: 'Connecticut', rate: 635 },
  DE: { name: 'Delaware', rate: 0 },
  DC: { name: 'District of Columbia', rate: 600 },
  FL: { name: 'Florida', rate: 600 },
  GA: { name: 'Georgia', rate: 400 },
  HI: { name: 'Hawaii', rate: 400 },
  ID: { name: 'Idaho', rate: 600 },
  IL: { name: 'Illinois', rate: 625 },
  IN: { name: 'Indiana', rate: 700 },
  IA: { name: 'Iowa', rate: 600 },
  KS: { name: 'Kansas', rate: 650 },
  KY: { name: 'Kentucky', rate: 600 },
  LA: { name: 'Louisiana', rate: 500 },
  ME: { name: 'Maine', rate: 550 },
  MD: { name: 'Maryland', rate: 600 },
  MA: { name: 'Massachusetts', rate: 625 },
  MI: { name: 'Michigan', rate: 600 },
  MN: { name: 'Minnesota', rate: 688 },
  MS: { name: 'Mississippi', rate: 700 },
  MO: { name: 'Missouri', rate: 423 },
  MT: { name: 'Montana', rate: 0 },
  NE: { name: 'Nebraska', rate: 550 },
  NV: { name: 'Nevada', rate: 685 },
  NH: { name: 'New Hampshire', rate: 0 },
  NJ: { name: 'New Jersey', rate: 663 },
  NM: { name: 'New Mexico', rate: 488 },
  NY: { name: 'New York', rate: 400 },
  NC: { name: 'North Carolina', rate: 475 },
  ND: { name: 'North Dakota', rate: 500 },
  OH: { name: 'Ohio', rate: 575 },
  OK: { name: 'Oklahoma', rate: 450 },
  OR: { name: 'Oregon', rate: 0 },
  PA: { name: 'Pennsylvania', rate: 600 },
  RI: { name: 'Rhode Island', rate: 700 },
  SC: { name: 'South Carolina', rate: 600 },
  SD: { name: 'South Dakota', rate: 420 },
  TN: { name: 'Tennessee', rate: 700 },
  TX: { name: 'Texas', rate: 625 },
  UT: { name: 'Utah', rate: 610 },
  VT: { name: 'Vermont', rate: 600 },
  VA: { name: 'Virginia', rate: 530 },
  WA: { name: 'Washington', rate: 650 },
  WV: { name: 'West Virginia', rate: 600 },
  WI: { name: 'Wisconsin', rate: 500 },
  WY: { name: 'Wyoming', rate: 400 },
  PR: { name: 'Puerto Rico', rate: 1050 },
} as const satisfies Record<string, { name: string; rate: number }>;

/** A US state's postal code. */
export type StateId = keyof typeof US_STATES;

/** True for a known state id. */
export function isStateId(value: string): value is StateId {
  return Object.hasOwn(US_STATES, value);
}
