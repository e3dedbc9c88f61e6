export { invalidSelectMessage } from './messages';
export type {
  VehicleSelect,
  VehicleSelectOption,
  VehicleSelectorFieldsProps,
  VehicleSelectorLayout,
  VehicleSelectState,
} from './vehicle-selector-fields';
export {
  VEHICLE_SELECT_STATES,
  VEHICLE_SELECTOR_LAYOUTS,
  VehicleSelectorFields,
  vehicleSelectState,
} from './vehicle-selector-fields';
