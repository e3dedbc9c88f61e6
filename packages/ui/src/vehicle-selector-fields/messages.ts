/**
 * SPEC §5: the line under a select whose value does not belong to the current vehicle — a vehicle select's saved
 * value, or a product's fitment drill (its type, e.g. 'engine').
 */
export function invalidSelectMessage(type: string): string {
  return `This ${type} is not valid for your current vehicle.`;
}
