// The select types moved to vehicle-selector-fields; they stay importable from here for existing callers.
export type { VehicleSelect, VehicleSelectOption } from '../vehicle-selector-fields';
export type { VehicleDialogText } from './modes';
export { VEHICLE_DIALOG_TEXT } from './modes';
export type { VehicleDialogProps } from './vehicle-dialog';
export { VehicleDialog } from './vehicle-dialog';
