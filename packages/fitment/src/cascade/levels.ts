import {
  CONFIGURABLE_FITMENT_LEVELS,
  type ConfigurableFitmentLevel,
  FITMENT_LABELS,
  FITMENT_LEVELS,
  type FitmentLevel,
} from '../model';
import type { FitmentCascadeConfig, SelectRequirement } from './types';

/** Body, bed and engine are absent unless a theme, route or product asks for them. */
export const DEFAULT_FITMENT_CASCADE_CONFIG: Readonly<Required<FitmentCascadeConfig>> = {
  body: 'absent',
  bed: 'absent',
  engine: 'absent',
};

function isConfigurable(level: FitmentLevel): level is ConfigurableFitmentLevel {
  return (CONFIGURABLE_FITMENT_LEVELS as readonly FitmentLevel[]).includes(level);
}

/** The levels a configuration shows, in order, with whether each is required. */
export function cascadeLevels(
  config: FitmentCascadeConfig = {},
): { level: FitmentLevel; requirement: Exclude<SelectRequirement, 'absent'> }[] {
  return FITMENT_LEVELS.flatMap((level) => {
    const requirement: SelectRequirement = isConfigurable(level)
      ? (config[level] ?? DEFAULT_FITMENT_CASCADE_CONFIG[level])
      : 'required';
    return requirement === 'absent' ? [] : [{ level, requirement }];
  });
}

/** The placeholder of a select whose level does not apply to the vehicle. */
export function notApplicableText(level: FitmentLevel): string {
  return `No ${FITMENT_LABELS[level]}`;
}
