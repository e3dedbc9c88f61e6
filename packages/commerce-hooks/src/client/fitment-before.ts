import { FITMENT_LEVELS, fitmentKey, type PartialFitment } from '@fitkit/fitment';
import type { FitmentOptionType } from './types';

/** The part of a vehicle a fitment select's options depend on: the levels before it. */
export function fitmentBefore(type: FitmentOptionType, fitment: PartialFitment): PartialFitment {
  const query: Record<string, string | number> = {};
  for (const level of FITMENT_LEVELS.slice(0, FITMENT_LEVELS.indexOf(type))) {
    const value = fitment[fitmentKey(level)];
    if (value !== undefined) query[fitmentKey(level)] = value;
  }
  return query as PartialFitment;
}
