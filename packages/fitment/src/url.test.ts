import { describe, expect, it } from 'vitest';
import {
  baseRouteName,
  FITABLE_TWIN_ROUTE_NAMES,
  isFitableRouteName,
  isMmyTwinRouteName,
  mmyTwin,
  mmyTwinRouteName,
  parseVehiclePath,
  ROUTE_NAMES,
  stripMmy,
  vehicleAdjustedPath,
  vehiclePath,
  withTrailingSlash,
} from './url';

const jeep = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };

describe('vehicle URLs', () => {
  it('builds the vehicle landing path', () => {
    expect(vehiclePath(jeep)).toBe('/v/jeep/wrangler/2021/');
    expect(vehiclePath({ makeSlug: 'jeep' })).toBe('/v/jeep/');
    expect(vehiclePath({ makeSlug: 'jeep', modelSlug: 'wrangler' })).toBe('/v/jeep/wrangler/');
    expect(vehiclePath({ makeSlug: 'jeep', year: 2021 })).toBe('/v/jeep/');
  });

  it('parses and validates vehicle params', () => {
    expect(parseVehiclePath({ makeSlug: 'jeep', modelSlug: 'wrangler', year: '2021' })).toEqual(jeep);
    expect(parseVehiclePath({ makeSlug: 'jeep' })).toEqual({ makeSlug: 'jeep' });
    expect(parseVehiclePath({ makeSlug: 'jeep', modelSlug: 'wrangler' })).toEqual({
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
    });
    expect(parseVehiclePath({})).toBeNull();
    expect(parseVehiclePath({ makeSlug: 'Jeep' })).toBeNull();
    expect(parseVehiclePath({ makeSlug: 'jeep', modelSlug: 'wrangler', year: '21' })).toBeNull();
    expect(parseVehiclePath({ makeSlug: 'jeep', modelSlug: 'wrangler', year: '1800' })).toBeNull();
    expect(parseVehiclePath({ makeSlug: 'jeep', year: '2021' })).toBeNull();
  });

  it('adds a trailing slash and keeps query and hash', () => {
    expect(withTrailingSlash('/c/lift-kits')).toBe('/c/lift-kits/');
    expect(withTrailingSlash('/c/lift-kits/')).toBe('/c/lift-kits/');
    expect(withTrailingSlash('/search?q=a/b#top')).toBe('/search/?q=a/b#top');
    expect(withTrailingSlash('')).toBe('/');
  });

  it('adds, replaces and strips the vehicle twin of a fitable route', () => {
    expect(mmyTwin('/c/lift-kits/', jeep)).toBe('/c/lift-kits/v/jeep/wrangler/2021/');
    expect(mmyTwin('/c/lift-kits/v/ford/f-150/2020/?sort=name', jeep)).toBe(
      '/c/lift-kits/v/jeep/wrangler/2021/?sort=name',
    );
    expect(mmyTwin('/specials', jeep)).toBe('/specials/v/jeep/wrangler/2021/');
    expect(stripMmy('/c/lift-kits/v/jeep/wrangler/2021/')).toBe('/c/lift-kits/');
    expect(stripMmy('/b/rufftuff/v/jeep/')).toBe('/b/rufftuff/');
    expect(stripMmy('/p/winch/v/jeep/wrangler/#reviews')).toBe('/p/winch/#reviews');
    expect(stripMmy('/c/lift-kits/')).toBe('/c/lift-kits/');
    expect(stripMmy('/v/jeep/wrangler/2021/')).toBe('/v/jeep/wrangler/2021/');
  });

  it('names routes and their -mmy twins', () => {
    expect(isFitableRouteName('category')).toBe(true);
    expect(isFitableRouteName('category-mmy')).toBe(true);
    expect(isFitableRouteName('search')).toBe(false);
    expect(isFitableRouteName('mmy')).toBe(false);
    expect(isMmyTwinRouteName('brand-mmy')).toBe(true);
    expect(isMmyTwinRouteName('brand')).toBe(false);
    expect(baseRouteName('new-products-mmy')).toBe('new-products');
    expect(mmyTwinRouteName('specials')).toBe('specials-mmy');
    expect(mmyTwinRouteName('specials-mmy')).toBe('specials-mmy');
    expect(FITABLE_TWIN_ROUTE_NAMES).toContain('product-mmy');
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    for (const name of [
      'home',
      'mmy',
      'sku',
      'cart',
      'search',
      'category',
      'brand',
      'specials',
      'new-products',
      'product',
      'account',
    ]) {
      expect(ROUTE_NAMES).toContain(name);
    }
  });
});

describe('vehicleAdjustedPath (SPEC §7: a search redirect on our site, adjusted for the vehicle)', () => {
  it.each([
    ['/c/interior/floor-mats/', '/c/interior/floor-mats/v/jeep/wrangler/2021/'],
    ['/c/lighting/f/led-lighting/', '/c/lighting/f/led-lighting/v/jeep/wrangler/2021/'],
    ['/specials/?sort=price-asc', '/specials/v/jeep/wrangler/2021/?sort=price-asc'],
    ['/new-products/', '/new-products/v/jeep/wrangler/2021/'],
    ['/b/lloyds/', '/b/lloyds/v/jeep/wrangler/2021/'],
    ['/p/winch/', '/p/winch/v/jeep/wrangler/2021/'],
    ['/c/interior/v/ford/f-150/2018/', '/c/interior/v/jeep/wrangler/2021/'],
  ])('gives the fitable page %s the vehicle: %s', (path, adjusted) => {
    expect(vehicleAdjustedPath(path, jeep)).toBe(adjusted);
  });

  it.each(['/', '/p/winch/winch-9500/', '/v/ford/', '/third-party/lloyds/', '/search/?q=mats', '/brands/'])(
    'leaves %s (not fitable) as it is',
    (path) => {
      expect(vehicleAdjustedPath(path, jeep)).toBe(path);
    },
  );

  it('leaves every path as it is without a vehicle, and gives a make-only vehicle the short child', () => {
    expect(vehicleAdjustedPath('/c/interior/', null)).toBe('/c/interior/');
    expect(vehicleAdjustedPath('/c/interior/', { makeSlug: 'jeep' })).toBe('/c/interior/v/jeep/');
  });
});
