export type { FitmentButtonProps } from './fitment-button';
export { FitmentButton } from './fitment-button';
export type { FitmentIcon } from './fitment-icons';
