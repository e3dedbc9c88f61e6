export type {
  FitmentCascade,
  FitmentCascadeConfig,
  FitmentCascadeSnapshot,
  FitmentOption,
  FitmentOptionsLoader,
  FitmentSelectState,
  SelectError,
  SelectRequirement,
} from './cascade';
export { SELECT_REQUIREMENTS } from './cascade';
export type { SavedVehicle } from './cookie';
export {
  clearFitmentCookie,
  decodeSavedVehicle,
  encodeFitmentCookie,
  FITMENT_COOKIE_NAME,
  readSavedVehicleFromCookieHeader,
  serializeFitmentCookie,
} from './cookie';
// Types the exported ones refer to, so published declarations name them (no runtime export).
export type {
  DrillError,
  DrillOption,
  DrillProduct,
  DrillResolver,
  DrillResult,
  DrillSelection,
  DrillSelectionSnapshot,
  ProductControls,
} from './drills';
export { DRILL_UNSELECTED, parseDrillResult } from './drills';
export type { SavedVehicles, SelectedGarage } from './garage';
export {
  addToGarage,
  clearGarageCookie,
  GARAGE_MAX_VEHICLES,
  garageVehicleId,
  garageWithCurrent,
  mergeGarages,
  readGarageFromCookieHeader,
  removeFromGarage,
  serializeGarageCookie,
  switchInGarage,
} from './garage';
export type {
  ConfigurableFitmentLevel,
  Fitment,
  FitmentLevel,
  PartialFitment,
  VehicleDescription,
  VehicleNames,
} from './model';
export {
  CONFIGURABLE_FITMENT_LEVELS,
  describeVehicle,
  FITMENT_LEVELS,
  FITMENT_SLUG_PATTERN,
  fitmentKey,
  NOT_APPLICABLE,
  NOT_APPLICABLE_TEXT,
  nameFitment,
  REQUIRED_FITMENT_LEVELS,
} from './model';
export type { SaveNavigation, VehicleSelectorMode } from './navigation';
export { saveNavigationFor, VEHICLE_SELECTOR_MODES } from './navigation';
export { readCookie } from './read-cookie';
export { cascadeConfigFor, isFitmentEnough } from './requirements';
export type { VehiclePathParams } from './url';
export { parseVehiclePath, vehicleAdjustedPath } from './url';
// The vehicle-save protocol, whole (README): the encode/decode pair, its schema and its types.
export type {
  VehicleChange,
  VehicleSaveDecoding,
  VehicleSaveFields,
  VehicleSavePlace,
  VehicleSaveRefusal,
  VehicleSaveRequest,
} from './vehicle-save';
export { encodeVehicleSave } from './vehicle-save';
export { decodeVehicleSave, vehicleSaveFieldsSchema } from './vehicle-save-schema';
