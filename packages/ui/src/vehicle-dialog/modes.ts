/** The modes of the vehicle-selection dialog (SPEC §2): check a product's fit, same-day shipping, or make/model/year. */
export const VEHICLE_DIALOG_MODES = ['FITS', 'SAME_DAY_SHIPPING', 'MMY'] as const;
/** One of {@link VEHICLE_DIALOG_MODES}. */
export type VehicleDialogMode = (typeof VEHICLE_DIALOG_MODES)[number];

/** The words of one dialog mode. */
export type VehicleDialogText = {
  /** Dialog title. */
  title: string;
  /** One line under the title. */
  description: string;
  /** Text of the save button. */
  saveLabel: string;
};

/** Title, description and save label of each mode; the dialog's own props override them. */
export const VEHICLE_DIALOG_TEXT: Readonly<Record<VehicleDialogMode, VehicleDialogText>> = {
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
