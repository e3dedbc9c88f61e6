export type {
  VehicleDialogProps,
  VehicleSelect,
  VehicleSelectOption,
  VehicleSelectType,
} from './vehicle-dialog';
export { VehicleDialog } from './vehicle-dialog';
