import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeIdOfPath, SHOP_ROUTE_TABLE } from './route-table.server';

/** The top-level entries of a module's `export const middleware = [ … ]`, as written. */
function middlewareEntries(text: string): string[] {
  const open = text.indexOf('[', text.indexOf('= [', text.indexOf('export const middleware')));
  const entries: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') depth--;
    if ((c === ',' && depth === 1) || depth === 0) {
      entries.push(text.slice(from, i).trim());
      from = i + 1;
    }
    if (depth === 0) break;
  }
  return entries.filter(Boolean);
}

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

  it('declares middleware only as functions it imports or defines, never by name', () => {
    const files = [...new Set(['root.tsx', ...SHOP_ROUTE_TABLE.map((route) => route.file)])];
    const declaring = files
      .map((file) => ({ file, text: readFileSync(new URL(`../${file}`, import.meta.url), 'utf8') }))
      .filter(({ text }) => text.includes('export const middleware'));
    expect(declaring.length).toBeGreaterThan(1);
    for (const { file, text } of declaring) {
      const entries = middlewareEntries(text);
      expect(entries.length, file).toBeGreaterThan(0);
      // Each entry an expression (a name, or a call making the function), never a string naming one to look up.
      for (const entry of entries) expect(entry, file).toMatch(/^[A-Za-z_$]/);
    }
  });
});
