import { FITMENT_SLUG_PATTERN, type Fitment, isFitmentYear } from './model';

/** Routes that take a vehicle twin: the same page narrowed to a vehicle by a `v/{make}/{model?}/{year?}/` child. */
export const FITABLE_ROUTE_NAMES = [
  'category',
  'category-facet',
  'specials',
  'new-products',
  'brand',
  'product',
] as const;

/** A route that has a -mmy twin. */
export type FitableRouteName = (typeof FITABLE_ROUTE_NAMES)[number];

/** The name of a fitable route's vehicle twin. */
export type FitableTwinRouteName = `${FitableRouteName}-mmy`;

/** The suffix of a fitable route's vehicle twin. */
export const MMY_TWIN_SUFFIX = '-mmy';

/** The vehicle twin route names, in the order of FITABLE_ROUTE_NAMES. */
export const FITABLE_TWIN_ROUTE_NAMES: readonly FitableTwinRouteName[] = FITABLE_ROUTE_NAMES.map(
  (name) => `${name}${MMY_TWIN_SUFFIX}` as const,
);

/** Routes of SPEC §2 that are not fitable twins, by name. */
export const PLAIN_ROUTE_NAMES = [
  'home',
  'page',
  'account',
  'brands',
  'builds',
  'build-submit',
  'build',
  'build-edit',
  'build-confirm',
  'search',
  'mmy',
  'checkout',
  'cart',
  'checkout-address',
  'checkout-payment',
  'checkout-receipt',
  'order',
  'order-status',
  'order-tracking',
  'orderstatus',
  'sku',
  'third-party',
  'where-to-buy',
  'pay',
  'restore-cart',
  'thank-you',
  'newsletter-unsubscribe',
  'newsletter-subscribe',
  'affirm-success',
  'affirm-cancelled',
  'test-no-api',
  'test-with-api',
  'do-not-sell-my-personal-information',
] as const;

/** Every route name of the storefront. */
export const ROUTE_NAMES = [
  ...PLAIN_ROUTE_NAMES,
  ...FITABLE_ROUTE_NAMES,
  ...FITABLE_TWIN_ROUTE_NAMES,
] as const;

/** A storefront route name. */
export type RouteName = (typeof PLAIN_ROUTE_NAMES)[number] | FitableRouteName | FitableTwinRouteName;

/** True for a fitable route or its -mmy twin. */
export function isFitableRouteName(
  name: string | null | undefined,
): name is FitableRouteName | FitableTwinRouteName {
  return name != null && (FITABLE_ROUTE_NAMES as readonly string[]).includes(baseRouteName(name));
}

/** True for a -mmy twin route name. */
export function isMmyTwinRouteName(name: string | null | undefined): name is FitableTwinRouteName {
  return name != null && (FITABLE_TWIN_ROUTE_NAMES as readonly string[]).includes(name);
}

/** A route name without its -mmy suffix (`category-mmy` → `category`). */
export function baseRouteName(name: string): string {
  return name.endsWith(MMY_TWIN_SUFFIX) ? name.slice(0, -MMY_TWIN_SUFFIX.length) : name;
}

/** The -mmy twin of a fitable route name. */
export function mmyTwinRouteName(name: FitableRouteName | FitableTwinRouteName): FitableTwinRouteName {
  return `${baseRouteName(name) as FitableRouteName}${MMY_TWIN_SUFFIX}`;
}

/** The vehicle part of a URL: a make, then optionally a model, then optionally a year. */
export interface VehiclePathParams {
  /** Make slug. */
  makeSlug: string;
  /** Model slug. */
  modelSlug?: string;
  /** Model year; only in the URL together with a model. */
  year?: number;
}

/** Route params as a router hands them over (all strings, any may be missing). */
export interface RawVehiclePathParams {
  /** Make slug segment. */
  makeSlug?: string | undefined;
  /** Model slug segment. */
  modelSlug?: string | undefined;
  /** Year segment. */
  year?: string | undefined;
}

function vehicleSegments({ makeSlug, modelSlug, year }: VehiclePathParams): string {
  const parts = [makeSlug];
  if (modelSlug !== undefined) {
    parts.push(modelSlug);
    if (year !== undefined) parts.push(String(year));
  }
  return `v/${parts.map(encodeURIComponent).join('/')}/`;
}

/** The vehicle landing path: `/v/jeep/wrangler/2021/`. A year without a model is left out (the URL is positional). */
export function vehiclePath(params: VehiclePathParams): string {
  return `/${vehicleSegments(params)}`;
}

/** Validates vehicle route params; null when the make is missing or a segment is malformed. */
export function parseVehiclePath(params: RawVehiclePathParams): VehiclePathParams | null {
  const { makeSlug, modelSlug, year } = params;
  if (!makeSlug || !FITMENT_SLUG_PATTERN.test(makeSlug)) return null;
  const result: VehiclePathParams = { makeSlug };
  if (modelSlug === undefined || modelSlug === '') {
    return year ? null : result;
  }
  if (!FITMENT_SLUG_PATTERN.test(modelSlug)) return null;
  result.modelSlug = modelSlug;
  if (year === undefined || year === '') return result;
  if (!/^\d{4}$/.test(year)) return null;
  const parsedYear = Number(year);
  if (!isFitmentYear(parsedYear)) return null;
  result.year = parsedYear;
  return result;
}

function splitSuffix(path: string): [pathname: string, suffix: string] {
  const index = path.search(/[?#]/);
  return index < 0 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/** Adds the trailing slash every path ends in (SPEC §2), keeping any query and hash. */
export function withTrailingSlash(path: string): string {
  const [pathname, suffix] = splitSuffix(path);
  return `${pathname.endsWith('/') ? pathname : `${pathname}/`}${suffix}`;
}

// A trailing vehicle child: v/{make}/, v/{make}/{model}/ or v/{make}/{model}/{year}/. Slugs never contain '/'.
const MMY_SUFFIX = /\/v\/[a-z0-9-]{1,64}\/(?:[a-z0-9-]{1,64}\/(?:\d{4}\/)?)?$/;

/**
 * Removes a trailing vehicle child from a fitable route's path (`/c/lift-kits/v/jeep/wrangler/2021/` →
 * `/c/lift-kits/`), keeping query and hash. Paths without one come back with a trailing slash only.
 * The vehicle landing page itself (`/v/jeep/`) is not a twin and is left alone.
 */
export function stripMmy(path: string): string {
  const [pathname, suffix] = splitSuffix(withTrailingSlash(path));
  const match = MMY_SUFFIX.exec(pathname);
  if (!match || match.index === 0) return `${pathname}${suffix}`;
  return `${pathname.slice(0, match.index + 1)}${suffix}`;
}

/**
 * A fitable route's path with its vehicle twin child set to the vehicle (any previous one replaced); a vehicle
 * without model or year gives the shorter child (`v/jeep/`), as the URL is positional.
 */
export function mmyTwin(
  basePath: string,
  fitment: VehiclePathParams | Pick<Fitment, 'makeSlug' | 'modelSlug' | 'year'>,
): string {
  const [pathname, suffix] = splitSuffix(stripMmy(basePath));
  return `${pathname}${vehicleSegments(fitment)}${suffix}`;
}

// The paths of the fitable routes (their -mmy twins stripped): a category (with or without a custom facet),
// specials, new products, a brand and a product line; a SKU page, the vehicle landing and home are not fitable.
const FITABLE_PATH =
  /^\/(?:c\/[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64})*|specials|new-products|b\/[a-z0-9-]{1,64}|p\/[a-z0-9-]{1,64})\/$/;

/**
 * A shop path adjusted for the shopper's vehicle (SPEC §7 search redirects: "a site navigation adjusted for the
 * vehicle"): a fitable route's path gets the vehicle's twin child (any vehicle it named replaced), keeping query
 * and hash; any other path, or no vehicle, leaves it as it is.
 */
export function vehicleAdjustedPath(path: string, vehicle: VehiclePathParams | null): string {
  if (!vehicle) return path;
  const [pathname] = splitSuffix(stripMmy(path));
  return FITABLE_PATH.test(pathname) ? mmyTwin(path, vehicle) : path;
}
