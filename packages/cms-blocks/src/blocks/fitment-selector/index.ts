export {
  DRAFT_PREFIX,
  draftFitmentFromSearch,
  FITMENT_SELECTOR_CONFIG,
  FITMENT_SELECTOR_LEVELS,
  fitmentOptionsNeeded,
} from './draft';
export { FitmentSelectorBlock } from './fitment-selector';
export { hasFitmentSelector } from './requests';
export type { FitmentSelectorBlok } from './schema';
export { fitmentSelectorSchema } from './schema';
export { FITMENT_SELECTOR_TEXT } from './texts';
export { toVehicleSelects } from './vehicle-selects';
