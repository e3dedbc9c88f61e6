export type { LocationDialogProps, ShopperLocation } from './location-dialog';
export { describeLocation, LOCATION_DIALOG_TITLE, LocationDialog, ZIP_CODE_MESSAGE } from './location-dialog';
