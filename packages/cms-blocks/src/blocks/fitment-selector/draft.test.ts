import { describe, expect, it } from 'vitest';
import { draftFitmentFromSearch, FITMENT_SELECTOR_LEVELS, fitmentOptionsNeeded } from './draft';

describe('draftFitmentFromSearch', () => {
  it('reads the levels in order', () => {
    expect(FITMENT_SELECTOR_LEVELS).toEqual(['year', 'make', 'model']);
    expect(draftFitmentFromSearch('fs-year=2021&fs-make=jeep')).toEqual({ year: 2021, makeSlug: 'jeep' });
    expect(draftFitmentFromSearch('?fs-year=2021&fs-make=jeep&fs-model=wrangler&sort=name')).toEqual({
      year: 2021,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
    });
  });

  it('stops at the first missing or malformed level', () => {
    expect(draftFitmentFromSearch('fs-year=2021&fs-model=wrangler')).toEqual({ year: 2021 });
    expect(draftFitmentFromSearch('fs-year=2021&fs-make=Jeep!')).toEqual({ year: 2021 });
    expect(draftFitmentFromSearch('fs-year=21&fs-make=jeep')).toBeNull();
    expect(draftFitmentFromSearch('')).toBeNull();
  });
});

describe('fitmentOptionsNeeded', () => {
  it('asks for the years, then each level whose levels before it are chosen', () => {
    expect(fitmentOptionsNeeded(null)).toEqual([{ type: 'year', fitment: {} }]);
    const draft = { year: 2021, makeSlug: 'jeep' };
    expect(fitmentOptionsNeeded(draft)).toEqual([
      { type: 'year', fitment: draft },
      { type: 'make', fitment: draft },
      { type: 'model', fitment: draft },
    ]);
    const full = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
    expect(fitmentOptionsNeeded(full).map(({ type }) => type)).toEqual(['year', 'make', 'model']);
  });
});
