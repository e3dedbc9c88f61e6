export { createFitmentCascade } from './cascade';
export { cascadeLevels, DEFAULT_FITMENT_CASCADE_CONFIG, notApplicableText } from './levels';
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
} from './types';
export { FITMENT_SUMMARY_STATES, SELECT_ERRORS, SELECT_REQUIREMENTS, SELECT_STATUSES } from './types';
