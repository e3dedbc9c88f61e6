import { parseVehiclePath, type VehicleParams } from '@fitkit/fitment';

/** A category URL split into its levels and, on the -mmy twin, its vehicle. */
export type CategoryPath = { levels: string[]; vehicle: VehicleParams | null };

const MAX_LEVELS = 4;
const SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * Parses the part after /c/: `lvl0/lvl1?/lvl2?/lvl3?/` optionally followed by `v/{make}/{model?}/{year?}/`.
 * Null when it is not a category path (no level, too deep, a bad slug or a malformed vehicle).
 */
export function parseCategoryPath(splat: string): CategoryPath | null {
  const segments = splat.split('/').filter(Boolean);
  const v = segments.indexOf('v', 1);
  const levels = v < 0 ? segments : segments.slice(0, v);
  if (levels.length === 0 || levels.length > MAX_LEVELS || !levels.every((l) => SLUG.test(l))) return null;
  if (v < 0) return { levels, vehicle: null };
  const [makeSlug, modelSlug, year, ...rest] = segments.slice(v + 1);
  if (rest.length > 0) return null;
  const vehicle = parseVehiclePath({ makeSlug, modelSlug, year });
  return vehicle ? { levels, vehicle } : null;
}
