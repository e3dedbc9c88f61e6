import { type FitmentLogger, vehiclePathParamsOf } from './log';
import type { PartialFitment } from './model';
import { isFitableRouteName, mmyTwin, stripMmy, vehiclePath, withTrailingSlash } from './url';

/** Query parameters that survive saving a vehicle on a page that stays put (SPEC §2). */
export const KEPT_QUERY_PARAMS = ['q', 'sort', 'token'] as const;

/** Routes from which saving a vehicle goes to the vehicle landing page. */
export const VEHICLE_LANDING_ORIGINS = ['home', 'mmy'] as const;

/** Where the shopper is when saving (or clearing) a vehicle. */
export interface SaveNavigationInput {
  /** Name of the current route (`category-mmy`, `sku`…). */
  routeName: string;
  /** Current pathname. */
  path: string;
  /** Current query string (with or without `?`) or its parsed form. */
  search?: string | URLSearchParams;
  /**
   * The vehicle just saved, or null when the shopper cleared it. A vehicle picked only in part (adopted from
   * `/v/jeep/wrangler/`) gives the shorter vehicle URL; one without a make counts as cleared.
   */
  fitment: PartialFitment | null;
  /** True while the vehicle dialog runs in make/model/year mode. */
  mmyMode?: boolean;
  /** True while the 404 page is shown. */
  is404?: boolean;
  /** Receives 'no year in fitment' when the vehicle has no year. */
  logger?: FitmentLogger;
}

/** Where to go after saving a vehicle. */
export interface SaveNavigation {
  /** Path and query to navigate to. */
  to: string;
  /** Replace the current history entry instead of pushing one (the sku route). */
  replace: boolean;
  /**
   * The page stays on the same route and must reload its data even if `to` equals the current URL
   * (the forceReload route param of SPEC §2); routers pass it as navigation state or revalidate.
   */
  forceReload: boolean;
}

function keptQuery(search: string | URLSearchParams | undefined): string {
  const source = typeof search === 'string' ? new URLSearchParams(search) : (search ?? new URLSearchParams());
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY_PARAMS) {
    for (const value of source.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The save-navigation rules of SPEC §2 as a pure function.
 * Home, the vehicle landing page, a 404 page or MMY mode → the vehicle landing page with an empty query
 * (home when the vehicle was cleared). Anywhere else → the same route with q, sort and token kept and a
 * forced reload; a fitable route's vehicle twin is set to the new vehicle, or removed when it was cleared.
 * On the sku route the history entry is replaced.
 */
export function saveNavigation(input: SaveNavigationInput): SaveNavigation {
  const { routeName } = input;
  const vehicle = input.fitment ? vehiclePathParamsOf(input.fitment, input.logger) : null;
  const goesToLanding =
    input.mmyMode === true ||
    input.is404 === true ||
    (VEHICLE_LANDING_ORIGINS as readonly string[]).includes(routeName);
  if (goesToLanding) {
    const to = vehicle ? vehiclePath(vehicle) : '/';
    return { to, replace: false, forceReload: false };
  }
  const pathname = withTrailingSlash(input.path.split(/[?#]/)[0] ?? '/');
  const nextPath = isFitableRouteName(routeName)
    ? vehicle
      ? mmyTwin(pathname, vehicle)
      : stripMmy(pathname)
    : pathname;
  return { to: `${nextPath}${keptQuery(input.search)}`, replace: routeName === 'sku', forceReload: true };
}

/**
 * The modes of the vehicle-selection modal (SPEC §2): checking whether a product fits, finding same-day
 * shipping parts, or shopping by make/model/year. Only MMY changes where saving goes.
 */
export const VEHICLE_SELECTOR_MODES = ['FITS', 'SAME_DAY_SHIPPING', 'MMY'] as const;

/** A mode of the vehicle-selection modal. */
export type VehicleSelectorMode = (typeof VEHICLE_SELECTOR_MODES)[number];

/** saveNavigation for the modal's mode: MMY mode always lands on the vehicle page with an empty query. */
export function saveNavigationFor(
  mode: VehicleSelectorMode,
  input: Omit<SaveNavigationInput, 'mmyMode'>,
): SaveNavigation {
  return saveNavigation({ ...input, mmyMode: mode === 'MMY' });
}
