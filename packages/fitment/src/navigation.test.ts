import { describe, expect, it } from 'vitest';
import { saveNavigation } from './navigation';

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
