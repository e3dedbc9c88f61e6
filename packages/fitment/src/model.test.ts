import { describe, expect, it } from 'vitest';
import {
  describeVehicle,
  FITMENT_KEYS,
  FITMENT_LABELS,
  fitmentCacheKey,
  fitmentKey,
  isCompleteFitment,
  isSameFitment,
  nameFitment,
} from './model';
import { fitmentSchema, parseFitment } from './schema';

describe('fitment model', () => {
  it('derives keys and labels from the levels', () => {
    expect(FITMENT_KEYS).toEqual(['year', 'makeSlug', 'modelSlug', 'bodySlug', 'bedSlug', 'engineSlug']);
    expect(fitmentKey('engine')).toBe('engineSlug');
    expect(FITMENT_LABELS).toEqual({
      year: 'Year',
      make: 'Make',
      model: 'Model',
      body: 'Body',
      bed: 'Bed',
      engine: 'Engine',
    });
  });

  it('is complete with year, make and model', () => {
    expect(isCompleteFitment({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' })).toBe(true);
    expect(isCompleteFitment({ year: 2021, makeSlug: 'jeep' })).toBe(false);
    expect(isCompleteFitment({ year: 1800, makeSlug: 'jeep', modelSlug: 'wrangler' })).toBe(false);
    expect(isCompleteFitment(null)).toBe(false);
  });

  it('validates slugs and years', () => {
    expect(
      parseFitment({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', bodySlug: 'n-a', extra: 1 }),
    ).toEqual({
      year: 2021,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      bodySlug: 'n-a',
    });
    expect(parseFitment({ year: 2021, makeSlug: 'Jeep', modelSlug: 'wrangler' })).toBeNull();
    expect(parseFitment({ year: 2021.5, makeSlug: 'jeep', modelSlug: 'wrangler' })).toBeNull();
    expect(parseFitment({ year: 2101, makeSlug: 'jeep', modelSlug: 'wrangler' })).toBeNull();
    expect(parseFitment({ year: 1900, makeSlug: 'a'.repeat(64), modelSlug: 'x' })).not.toBeNull();
    expect(parseFitment({ year: 1900, makeSlug: 'a'.repeat(65), modelSlug: 'x' })).toBeNull();
    expect(parseFitment('jeep')).toBeNull();
  });

  it('explains a refused vehicle in English', () => {
    const result = fitmentSchema.safeParse({ year: 1899, makeSlug: 'jeep', modelSlug: 'Wrangler' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['year', 'Too small: expected number to be >=1900'],
      ['modelSlug', 'Invalid string: must match pattern /^[a-z0-9-]{1,64}$/'],
    ]);
  });

  it('compares vehicles by value', () => {
    expect(isSameFitment({ year: 2021, makeSlug: 'jeep' }, { makeSlug: 'jeep', year: 2021 })).toBe(true);
    expect(
      isSameFitment({ year: 2021, makeSlug: 'jeep' }, { year: 2021, makeSlug: 'jeep', modelSlug: 'x' }),
    ).toBe(false);
    expect(fitmentCacheKey(null)).toBe('');
  });

  it('describes a vehicle in a primary and a secondary line, skipping n-a', () => {
    expect(
      describeVehicle({
        year: 2021,
        make: { slug: 'jeep', name: 'Jeep' },
        model: { slug: 'wrangler', name: 'Wrangler' },
        body: { slug: '4-door', name: '4-Door' },
        bed: { slug: 'n-a', name: 'N/A' },
        engine: { slug: '3-6l-v6', name: '3.6L V6' },
      }),
    ).toEqual({ primary: '2021 Jeep Wrangler', secondary: '4-Door 3.6L V6' });
    expect(describeVehicle({ make: { slug: 'jeep', name: 'Jeep' } })).toEqual({
      primary: 'Jeep',
      secondary: '',
    });
  });

  it('names a fitment from known names, falling back to slugs', () => {
    const named = nameFitment(
      { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', bedSlug: 'n-a' },
      { make: 'Jeep' },
    );
    expect(describeVehicle(named)).toEqual({ primary: '2021 Jeep wrangler', secondary: '' });
  });
});
