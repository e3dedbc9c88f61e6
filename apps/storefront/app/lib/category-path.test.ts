import { describe, expect, it } from 'vitest';
import { parseCategoryPath } from './category-path';

describe('parseCategoryPath', () => {
  it('reads one to four levels', () => {
    expect(parseCategoryPath('exterior/')).toEqual({ levels: ['exterior'], vehicle: null });
    expect(parseCategoryPath('a/b/c/d/')).toEqual({ levels: ['a', 'b', 'c', 'd'], vehicle: null });
  });
  it('reads the vehicle twin after the levels', () => {
    expect(parseCategoryPath('interior/floor-mats/v/jeep/wrangler/2021/')).toEqual({
      levels: ['interior', 'floor-mats'],
      vehicle: { makeSlug: 'jeep', modelSlug: 'wrangler', year: 2021 },
    });
    expect(parseCategoryPath('interior/v/jeep/')).toEqual({
      levels: ['interior'],
      vehicle: { makeSlug: 'jeep' },
    });
  });
  it('rejects what is not a category path', () => {
    expect(parseCategoryPath('')).toBeNull();
    expect(parseCategoryPath('a/b/c/d/e/')).toBeNull();
    expect(parseCategoryPath('Bad Slug/')).toBeNull();
    expect(parseCategoryPath('interior/v/')).toBeNull();
    expect(parseCategoryPath('interior/v/jeep/wrangler/2021/extra/')).toBeNull();
    expect(parseCategoryPath('interior/v/jeep/wrangler/21/')).toBeNull();
  });
});
