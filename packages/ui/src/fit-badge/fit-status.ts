/** Whether a product fits the chosen vehicle: yes, no, or not known (no vehicle chosen yet). */
export const FIT_STATUSES = ['fits', 'does-not-fit', 'unknown'] as const;
/** One of {@link FIT_STATUSES}. */
export type FitStatus = (typeof FIT_STATUSES)[number];

/** Fitment of a product for the chosen vehicle, as the catalogue returns it. */
export type ProductFitment = {
  /** Whether the product fits. */
  fits: boolean;
  /** Application note, e.g. 'Requires 2 in lift'. */
  appNote: string | null;
};

/** The fit status of a catalogue fitment: absent fitment means the vehicle is not known. */
export function fitStatusOf(fitment: ProductFitment | null | undefined): FitStatus {
  if (!fitment) return 'unknown';
  return fitment.fits ? 'fits' : 'does-not-fit';
}

/** What the fit status shows: a {@link FitStatus}, or 'universal' for parts that fit every vehicle. */
export type FitBadgeState = FitStatus | 'universal';

/** The fit state shown for a status and the universal flag: a universal part fits whatever the vehicle. */
export function fitBadgeState(status: FitStatus, universal = false): FitBadgeState {
  return universal ? 'universal' : status;
}
