import { parseVehiclePath, type VehiclePathParams } from '@fitkit/fitment';

/** A category URL split into its levels, its custom facet child and, on the -mmy twin, its vehicle. */
export type CategoryPath = { levels: string[]; facet: string | null; vehicle: VehiclePathParams | null };

// SPEC §2 says both "category depth is given by the deepest of lvl0 to lvl4 present" and, in its route table,
// /c/{lvl0}/{lvl1?}/{lvl2?}/{lvl3?}/. The route table wins: it is the URL contract links, sitemaps and the
// catalogue's category facet are built on, and no route can carry a lvl4. The depth is then the deepest of lvl0 to
// lvl3 present (`levels.length - 1`), and a fifth level is no category page (404) rather than a page of lvl3.
const MAX_LEVELS = 4;
const SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * Parses the part after /c/: `lvl0/lvl1?/lvl2?/lvl3?/`, then optionally the custom facet child `f/{facetSlug}/`,
 * then optionally the vehicle twin `v/{make}/{model?}/{year?}/`. Null when it is not a category path (no level,
 * too deep, a bad slug, a facet without its slug or a malformed vehicle).
 */
export function parseCategoryPath(splat: string): CategoryPath | null {
  const segments = splat.split('/').filter(Boolean);
  const v = segments.indexOf('v', 1);
  const beforeVehicle = v < 0 ? segments : segments.slice(0, v);
  const f = beforeVehicle.indexOf('f', 1);
  const levels = f < 0 ? beforeVehicle : beforeVehicle.slice(0, f);
  if (levels.length === 0 || levels.length > MAX_LEVELS || !levels.every((l) => SLUG.test(l))) return null;
  let facet: string | null = null;
  if (f >= 0) {
    const facetSegments = beforeVehicle.slice(f + 1);
    if (facetSegments.length !== 1 || !SLUG.test(facetSegments[0] ?? '')) return null;
    facet = facetSegments[0] ?? null;
  }
  if (v < 0) return { levels, facet, vehicle: null };
  const [makeSlug, modelSlug, year, ...rest] = segments.slice(v + 1);
  if (rest.length > 0) return null;
  const vehicle = parseVehiclePath({ makeSlug, modelSlug, year });
  return vehicle ? { levels, facet, vehicle } : null;
}
