export type { VehicleDialogProps } from './vehicle-dialog';
export { VehicleDialog } from './vehicle-dialog';
