import type { PartialFitment } from './model';
import type { VehiclePathParams } from './url';

/** Codes the fitment core reports through an injected logger (the core never writes to the console). */
export const FITMENT_LOG_CODES = ['NO_YEAR_IN_FITMENT'] as const;

/** A code the fitment core logs. */
export type FitmentLogCode = (typeof FITMENT_LOG_CODES)[number];

/** The message of SPEC §8 for a vehicle used without its year. */
export const NO_YEAR_IN_FITMENT_MESSAGE = 'no year in fitment';

/** One entry handed to a FitmentLogger. */
export interface FitmentLogEntry {
  /** What happened. */
  code: FitmentLogCode;
  /** The human text of SPEC §8. */
  message: string;
  /** The vehicle involved. */
  fitment: PartialFitment;
}

/** Receives what the fitment core wants logged; the app decides where it goes. */
export type FitmentLogger = (entry: FitmentLogEntry) => void;

/**
 * The URL params of a vehicle (make, then model, then year) for its landing page or a -mmy twin.
 * A vehicle without a year still yields a (shorter) URL, but that is worth knowing: saved vehicles always have
 * one, so it points at a vehicle adopted from a year-less URL or a broken cookie, and 'no year in fitment' is
 * logged. Null (nothing logged) when there is no make: no vehicle URL exists then.
 */
export function vehiclePathParamsOf(
  fitment: PartialFitment,
  logger?: FitmentLogger,
): VehiclePathParams | null {
  if (!fitment.makeSlug) return null;
  if (fitment.year === undefined) {
    logger?.({ code: 'NO_YEAR_IN_FITMENT', message: NO_YEAR_IN_FITMENT_MESSAGE, fitment });
  }
  const params: VehiclePathParams = { makeSlug: fitment.makeSlug };
  if (fitment.modelSlug !== undefined) params.modelSlug = fitment.modelSlug;
  if (fitment.year !== undefined) params.year = fitment.year;
  return params;
}
