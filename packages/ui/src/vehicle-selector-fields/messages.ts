/** The fitment levels a vehicle select can stand for, in cascade order (SPEC §3 Fitment labels). */
export type VehicleSelectType = 'year' | 'make' | 'model' | 'body' | 'bed' | 'engine';

/** SPEC §5: the line under a select whose saved value does not belong to the current vehicle. */
export function invalidSelectMessage(type: VehicleSelectType): string {
  return `This ${type} is not valid for your current vehicle.`;
}

/** SPEC §4: a select whose level does not apply to the vehicle reads 'No {Type}' (e.g. 'No Bed'). */
export function notApplicableText(label: string): string {
  return `No ${label}`;
}
