export type { FitmentButtonProps, FitmentButtonVehicle, FitmentIcon } from './fitment-button';
export { FITMENT_ICONS, FitmentButton } from './fitment-button';
