import type { Fitment } from '@fitkit/fitment';
import type { FitmentIcon } from '@fitkit/ui/fitment-button';

/** The header fitment icon (SPEC §2): JEEP for Jeeps, BRONCO for Broncos, otherwise a truck. */
export function fitmentIcon(fitment: Pick<Fitment, 'makeSlug' | 'modelSlug'> | null): FitmentIcon {
  if (fitment?.makeSlug === 'jeep') return 'JEEP';
  if (fitment?.modelSlug === 'bronco' || fitment?.modelSlug === 'bronco-sport') return 'BRONCO';
  return 'TRUCK';
}
