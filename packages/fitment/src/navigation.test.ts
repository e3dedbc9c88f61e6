import { describe, expect, it } from 'vitest';
import { saveNavigation, saveNavigationFor, VEHICLE_SELECTOR_MODES } from './navigation';

const jeep = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', bodySlug: '4-door' };

describe('saveNavigation', () => {
  it.each(['home', 'mmy'])('goes from %s to the vehicle landing page with an empty query', (routeName) => {
    expect(saveNavigation({ routeName, path: '/', search: '?q=x&sort=name', fitment: jeep })).toEqual({
      to: '/v/jeep/wrangler/2021/',
      replace: false,
      forceReload: false,
    });
  });

  it('goes to the vehicle landing page from a 404 page and in MMY mode', () => {
    expect(saveNavigation({ routeName: 'page', path: '/nope/', fitment: jeep, is404: true }).to).toBe(
      '/v/jeep/wrangler/2021/',
    );
    expect(saveNavigation({ routeName: 'category', path: '/c/a/', fitment: jeep, mmyMode: true }).to).toBe(
      '/v/jeep/wrangler/2021/',
    );
  });

  it('stays on a fitable route, setting its vehicle twin and keeping only q, sort and token', () => {
    expect(
      saveNavigation({
        routeName: 'category',
        path: '/c/lift-kits/',
        search: '?sort=price-asc&page=3&token=t1&mod=fitment&q=lift',
        fitment: jeep,
      }),
    ).toEqual({
      to: '/c/lift-kits/v/jeep/wrangler/2021/?q=lift&sort=price-asc&token=t1',
      replace: false,
      forceReload: true,
    });
    expect(
      saveNavigation({
        routeName: 'category-mmy',
        path: '/c/lift-kits/v/ford/f-150/2020/',
        search: new URLSearchParams({ sort: 'name' }),
        fitment: jeep,
      }).to,
    ).toBe('/c/lift-kits/v/jeep/wrangler/2021/?sort=name');
  });

  it('removes the vehicle twin when the vehicle is cleared', () => {
    expect(
      saveNavigation({ routeName: 'brand-mmy', path: '/b/rufftuff/v/jeep/wrangler/2021/', fitment: null }).to,
    ).toBe('/b/rufftuff/');
    expect(saveNavigation({ routeName: 'mmy', path: '/v/jeep/', fitment: null }).to).toBe('/');
  });

  it('stays on a route without a twin and reloads it', () => {
    expect(
      saveNavigation({ routeName: 'search', path: '/search/', search: 'q=winch&z=1', fitment: jeep }),
    ).toEqual({
      to: '/search/?q=winch',
      replace: false,
      forceReload: true,
    });
  });

  it('replaces the history entry on the sku route', () => {
    expect(saveNavigation({ routeName: 'sku', path: '/p/winch/winch-9500', fitment: jeep })).toEqual({
      to: '/p/winch/winch-9500/',
      replace: true,
      forceReload: true,
    });
  });
});

describe('saveNavigationFor', () => {
  it('lists the three modal modes', () => {
    expect(VEHICLE_SELECTOR_MODES).toEqual(['FITS', 'SAME_DAY_SHIPPING', 'MMY']);
  });

  it('sends MMY mode to the vehicle landing page with an empty query, from anywhere', () => {
    expect(
      saveNavigationFor('MMY', { routeName: 'sku', path: '/p/x/y/', search: '?q=a', fitment: jeep }),
    ).toEqual({ to: '/v/jeep/wrangler/2021/', replace: false, forceReload: false });
  });

  it.each(['FITS', 'SAME_DAY_SHIPPING'] as const)('lets %s mode follow the route rules', (mode) => {
    const input = { routeName: 'sku', path: '/p/x/y/', search: '?q=a&z=1', fitment: jeep };
    expect(saveNavigationFor(mode, input)).toEqual(saveNavigation(input));
    expect(saveNavigationFor(mode, input)).toEqual({ to: '/p/x/y/?q=a', replace: true, forceReload: true });
  });
});
