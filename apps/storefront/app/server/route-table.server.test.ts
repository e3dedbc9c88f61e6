import { describe, expect, it } from 'vitest';
import { routeIdOfPath, SHOP_ROUTE_TABLE } from './route-table.server';

describe('the shop route table', () => {
  it.each([
    ['/', 'home'],
    ['/v/jeep/wrangler/2021/', 'mmy'],
    ['/c/exterior/lighting/', 'category'],
    ['/c/exterior/f/led-lighting/v/jeep/', 'category'],
    ['/specials/v/jeep/wrangler/', 'specials-mmy'],
    ['/b/rufftuff/', 'brand'],
    ['/p/winch/', 'product'],
    ['/p/winch/v/jeep/wrangler/2021/', 'product-mmy'],
    ['/p/winch/winch-9500/', 'sku'],
    ['/search/', 'search'],
    ['/third-party/lloyds/', 'cms-page'],
  ])('works out the route of %s from the path alone (%s)', (path, id) => {
    expect(routeIdOfPath(path)).toBe(id);
  });

  it('ends with the catch-all CMS page, after every route of its own', () => {
    expect(SHOP_ROUTE_TABLE[0]).toEqual({ id: 'home', index: true, file: 'routes/home.tsx' });
    expect(SHOP_ROUTE_TABLE.at(-1)).toEqual({ id: 'cms-page', path: '*', file: 'routes/cms-page.tsx' });
  });
});
