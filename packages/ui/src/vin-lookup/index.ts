export { normalizeVin, VIN_LENGTH, VIN_PATTERN, vinProblem } from './vin';
export type { VinLookupProps, VinLookupState } from './vin-lookup';
export { VIN_LOOKUP_STATES, VinLookup } from './vin-lookup';
