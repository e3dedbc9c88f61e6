export type { VehicleSelect, VehicleSelectorFieldsProps } from './vehicle-selector-fields';
export { VEHICLE_SELECTOR_LAYOUTS, VehicleSelectorFields } from './vehicle-selector-fields';
