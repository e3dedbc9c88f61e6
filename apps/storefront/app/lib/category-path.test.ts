import { describe, expect, it } from 'vitest';
import { parseCategoryPath } from './category-path';

describe('parseCategoryPath', () => {
  it('reads one to four levels', () => {
    expect(parseCategoryPath('exterior/')).toEqual({ levels: ['exterior'], facet: null, vehicle: null });
    expect(parseCategoryPath('a/b/c/d/')).toEqual({
      levels: ['a', 'b', 'c', 'd'],
      facet: null,
      vehicle: null,
    });
  });
  it('reads the vehicle twin after the levels', () => {
    expect(parseCategoryPath('interior/floor-mats/v/jeep/wrangler/2021/')).toEqual({
      levels: ['interior', 'floor-mats'],
      facet: null,
      vehicle: { makeSlug: 'jeep', modelSlug: 'wrangler', year: 2021 },
    });
    expect(parseCategoryPath('interior/v/jeep/')).toEqual({
      levels: ['interior'],
      facet: null,
      vehicle: { makeSlug: 'jeep' },
    });
  });
  it('reads the custom facet child, alone or before the vehicle twin', () => {
    const facet = parseCategoryPath('exterior/lighting/f/led-lighting/');
    expect(facet).toEqual({ levels: ['exterior', 'lighting'], facet: 'led-lighting', vehicle: null });
    const twin = parseCategoryPath('exterior/f/led-lighting/v/jeep/wrangler/2021/');
    expect(twin).toEqual({
      levels: ['exterior'],
      facet: 'led-lighting',
      vehicle: { makeSlug: 'jeep', modelSlug: 'wrangler', year: 2021 },
    });
  });
  it('ends at lvl3 as the route table does: a fifth level (lvl4) is no category path (SPEC §2, chosen)', () => {
    expect(parseCategoryPath('a/b/c/d/')?.levels).toHaveLength(4);
    expect(parseCategoryPath('a/b/c/d/e/')).toBeNull();
    expect(parseCategoryPath('a/b/c/d/e/v/jeep/')).toBeNull();
  });
  it('rejects what is not a category path', () => {
    expect(parseCategoryPath('exterior/f/')).toBeNull();
    expect(parseCategoryPath('exterior/f/a/b/')).toBeNull();
    expect(parseCategoryPath('')).toBeNull();
    expect(parseCategoryPath('Bad Slug/')).toBeNull();
    expect(parseCategoryPath('interior/v/')).toBeNull();
    expect(parseCategoryPath('interior/v/jeep/wrangler/2021/extra/')).toBeNull();
    expect(parseCategoryPath('interior/v/jeep/wrangler/21/')).toBeNull();
  });
});
