export type {
  FitmentCascade,
  FitmentCascadeConfig,
  FitmentCascadeEvent,
  FitmentCascadeOptions,
  FitmentCascadeSnapshot,
  FitmentOption,
  FitmentOptionsLoader,
  FitmentSelectState,
  FitmentSummaryState,
  SelectError,
  SelectRequirement,
  SelectStatus,
} from './cascade';
export {
  cascadeLevels,
  createFitmentCascade,
  DEFAULT_FITMENT_CASCADE_CONFIG,
  FITMENT_SUMMARY_STATES,
  notApplicableText,
  SELECT_ERRORS,
  SELECT_REQUIREMENTS,
  SELECT_STATUSES,
} from './cascade';
export type { FitmentCookieOptions, SavedVehicle } from './cookie';
export {
  clearFitmentCookie,
  decodeFitmentCookie,
  decodeSavedVehicle,
  encodeFitmentCookie,
  FITMENT_COOKIE_MAX_AGE,
  FITMENT_COOKIE_NAME,
  readCookie,
  readFitmentFromCookieHeader,
  readSavedVehicleFromCookieHeader,
  serializeFitmentCookie,
} from './cookie';
export type {
  Drill,
  DrillChoice,
  DrillConfig,
  DrillError,
  DrillErrorCode,
  DrillFailureKind,
  DrillGroup,
  DrillOption,
  DrillProduct,
  DrillResolver,
  DrillResult,
  DrillSelection,
  DrillSelectionEvent,
  DrillSelectionOptions,
  DrillSelectionRequest,
  DrillSelectionSnapshot,
  MissingDrillValue,
  ProductControls,
} from './drills';
export {
  classifyDrillFailure,
  createDrillSelection,
  DRILL_ERROR_CODES,
  DRILL_UNSELECTED,
  drillFitmentLevel,
  failureStatus,
  normalizeDrill,
  orderControlsTarget,
  parseDrillResult,
} from './drills';
export type { GarageSwitch, SavedVehicles } from './garage';
export {
  addToGarage,
  clearGarageCookie,
  decodeGarageCookie,
  encodeGarageCookie,
  GARAGE_COOKIE_MAX_AGE,
  GARAGE_COOKIE_NAME,
  GARAGE_MAX_VEHICLES,
  garageVehicleId,
  garageWithCurrent,
  readGarageFromCookieHeader,
  removeFromGarage,
  serializeGarageCookie,
  switchInGarage,
} from './garage';
export type { FitmentLogCode, FitmentLogEntry, FitmentLogger } from './log';
export { FITMENT_LOG_CODES, NO_YEAR_IN_FITMENT_MESSAGE, vehiclePathParamsOf } from './log';
export type {
  ConfigurableFitmentLevel,
  Fitment,
  FitmentKey,
  FitmentLevel,
  NamedSlug,
  NamedVehicle,
  PartialFitment,
  RequiredFitmentLevel,
  VehicleDescription,
  VehicleNames,
} from './model';
export {
  CONFIGURABLE_FITMENT_LEVELS,
  describeVehicle,
  FITMENT_KEYS,
  FITMENT_LABELS,
  FITMENT_LEVELS,
  FITMENT_SLUG_PATTERN,
  FITMENT_YEAR_RANGE,
  fitmentCacheKey,
  fitmentKey,
  fitmentValue,
  isCompleteFitment,
  isSameFitment,
  NOT_APPLICABLE,
  NOT_APPLICABLE_TEXT,
  nameFitment,
  REQUIRED_FITMENT_LEVELS,
  stripUndefined,
  VEHICLE_SECONDARY_SEPARATOR,
} from './model';
export type { SaveNavigation, SaveNavigationInput, VehicleSelectorMode } from './navigation';
export {
  KEPT_QUERY_PARAMS,
  saveNavigation,
  saveNavigationFor,
  VEHICLE_LANDING_ORIGINS,
  VEHICLE_SELECTOR_MODES,
} from './navigation';
export type { CascadeConfigInput, FitmentCoverage } from './requirements';
export {
  cascadeConfigFor,
  FITMENT_COVERAGES,
  fitmentCoverage,
  isFitmentEnough,
  MAX_REQUIRED_SELECTS,
} from './requirements';
export {
  fitmentSchema,
  fitmentSlugSchema,
  fitmentYearSchema,
  parseFitment,
  partialFitmentSchema,
} from './schema';
export type {
  FitableRouteName,
  FitableTwinRouteName,
  RawVehiclePathParams,
  RouteName,
  VehiclePathParams,
} from './url';
export {
  baseRouteName,
  FITABLE_ROUTE_NAMES,
  FITABLE_TWIN_ROUTE_NAMES,
  isFitableRouteName,
  isMmyTwinRouteName,
  MMY_TWIN_SUFFIX,
  mmyTwin,
  mmyTwinRouteName,
  PLAIN_ROUTE_NAMES,
  parseVehiclePath,
  ROUTE_NAMES,
  stripMmy,
  vehiclePath,
  withTrailingSlash,
} from './url';
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
