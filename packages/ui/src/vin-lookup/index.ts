export type { VinLookupProps } from './vin-lookup';
export { VinLookup } from './vin-lookup';
