export type { SelectVehicleBarProps } from './select-vehicle-bar';
export { SelectVehicleBar } from './select-vehicle-bar';
