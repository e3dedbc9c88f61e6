import type { VehicleSelectorMode } from '@fitkit/fitment';

/** The words of one dialog mode. */
export type VehicleDialogText = {
  /** Dialog title. */
  title: string;
  /** One line under the title. */
  description: string;
  /** Text of the save button. */
  saveLabel: string;
};

/** Title, description and save label of each mode (SPEC §2); the dialog's own props override them. */
export const VEHICLE_DIALOG_TEXT: Readonly<Record<VehicleSelectorMode, VehicleDialogText>> = {
  FITS: {
    title: 'Does this fit your vehicle?',
    description: 'Choose your vehicle to check that this part fits it.',
    saveLabel: 'Check Fit',
  },
  SAME_DAY_SHIPPING: {
    title: 'Same Day Shipping',
    description: 'Choose your vehicle to see the parts for it that ship today.',
    saveLabel: 'Shop Same Day Shipping',
  },
  MMY: {
    title: 'Select Your Vehicle',
    description: 'Choose your vehicle to see the parts that fit it.',
    saveLabel: 'Save Vehicle',
  },
};
