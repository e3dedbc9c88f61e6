export { createDrillSelection } from './drills';
export type { DrillFailureKind, MissingDrillValue } from './parse';
export {
  classifyDrillFailure,
  drillFitmentLevel,
  failureStatus,
  normalizeDrill,
  orderControlsTarget,
  parseDrillResult,
} from './parse';
export type {
  Drill,
  DrillChoice,
  DrillConfig,
  DrillError,
  DrillErrorCode,
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
  ProductControls,
} from './types';
export { DRILL_ERROR_CODES, DRILL_UNSELECTED } from './types';
