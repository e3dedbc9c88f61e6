import { existsSync, readFileSync } from 'node:fs';
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

  // SPEC §8's 'Unknown middleware' cannot reach a shopper: a module the table names is there, and its middleware
  // are functions it imports (see the note in route-table.server.ts).
  it.each(SHOP_ROUTE_TABLE.map((route) => [route.id, route.file]))('%s: %s exists', (_id, file) => {
    expect(existsSync(new URL(`../${file}`, import.meta.url))).toBe(true);
  });

  it('declares middleware only as imported functions, never by name', async () => {
    const files = [...new Set(['root.tsx', ...SHOP_ROUTE_TABLE.map((route) => route.file)])];
    const declaring = files.filter((file) =>
      readFileSync(new URL(`../${file}`, import.meta.url), 'utf8').includes('export const middleware'),
    );
    expect(declaring.length).toBeGreaterThan(1);
    for (const file of declaring) {
      const module = (await import(`../${file.replace(/\.tsx?$/, '')}`)) as { middleware: unknown[] };
      expect(module.middleware.length, file).toBeGreaterThan(0);
      for (const step of module.middleware) expect(typeof step, file).toBe('function');
    }
  });
});
