export type { FitmentButtonProps, FitmentButtonVehicle } from './fitment-button';
export { FitmentButton } from './fitment-button';
export type { FitmentIcon } from './fitment-icons';
export { FITMENT_ICONS } from './fitment-icons';
export type { VehicleIconProps } from './vehicle-icon';
export { VehicleIcon } from './vehicle-icon';
