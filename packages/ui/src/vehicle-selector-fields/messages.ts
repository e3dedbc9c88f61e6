import type { FitmentLevel } from '@fitkit/fitment';

/** SPEC §5: the line under a select whose saved value does not belong to the current vehicle. */
export function invalidSelectMessage(type: FitmentLevel): string {
  return `This ${type} is not valid for your current vehicle.`;
}
