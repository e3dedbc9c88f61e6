export type { UseDrillSelectionOptions, UseDrillSelectionResult } from './use-drill-selection';
export { useDrillSelection } from './use-drill-selection';
export type { UseFitmentSelectsOptions, UseFitmentSelectsResult } from './use-fitment-cascade';
export { useFitmentCascade, useFitmentSelects } from './use-fitment-cascade';
export type { GarageState, UseGarageOptions, UseGarageResult } from './use-garage';
export { useGarage } from './use-garage';
