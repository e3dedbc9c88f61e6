export type { UseFitmentSelectsOptions, UseFitmentSelectsResult } from './use-fitment-cascade';
export { useFitmentCascade, useFitmentSelects } from './use-fitment-cascade';
