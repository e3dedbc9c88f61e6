import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cascadeLevels, SELECT_REQUIREMENTS } from './cascade';
import { CONFIGURABLE_FITMENT_LEVELS, FITMENT_LEVELS } from './model';
import {
  cascadeConfigFor,
  FITMENT_COVERAGES,
  fitmentCoverage,
  isFitmentEnough,
  MAX_REQUIRED_SELECTS,
} from './requirements';

function requiredCount(config: ReturnType<typeof cascadeConfigFor>): number {
  return cascadeLevels(config).filter(({ requirement }) => requirement === 'required').length;
}

describe('cascadeConfigFor', () => {
  it('shows year, make and model only when nothing asks for more', () => {
    expect(cascadeConfigFor()).toEqual({ body: 'absent', bed: 'absent', engine: 'absent' });
    expect(requiredCount(cascadeConfigFor())).toBe(3);
    expect(cascadeConfigFor({ requiredFitmentOptions: ['year', 'make', 'model'] })).toEqual({
      body: 'absent',
      bed: 'absent',
      engine: 'absent',
    });
  });

  it("makes the catalogue's required option a fourth required select", () => {
    const config = cascadeConfigFor({ requiredFitmentOptions: ['year', 'make', 'model', 'bed'] });
    expect(config).toEqual({ body: 'absent', bed: 'required', engine: 'absent' });
    expect(requiredCount(config)).toBe(4);
  });

  it('follows the theme where the route is silent and overrides it where the route needs a level', () => {
    expect(cascadeConfigFor({ themeRequires: { body: 'optional', engine: 'required' } })).toEqual({
      body: 'optional',
      bed: 'absent',
      engine: 'required',
    });
    expect(
      cascadeConfigFor({
        themeRequires: { body: 'absent', engine: 'required' },
        requiredFitmentOptions: ['year', 'make', 'model', 'body'],
      }),
    ).toEqual({ body: 'required', bed: 'absent', engine: 'optional' });
  });

  it('keeps one extra required select when more are asked for, the others optional', () => {
    expect(cascadeConfigFor({ requiredFitmentOptions: ['engine', 'bed', 'body'] })).toEqual({
      body: 'required',
      bed: 'optional',
      engine: 'optional',
    });
    expect(
      cascadeConfigFor({ themeRequires: { body: 'required', bed: 'required', engine: 'required' } }),
    ).toEqual({ body: 'required', bed: 'optional', engine: 'optional' });
  });

  it('ignores unknown names, accepts Slug spellings and survives garbage', () => {
    expect(cascadeConfigFor({ requiredFitmentOptions: ['trim', 'bedSlug', 'YEAR'] })).toEqual({
      body: 'absent',
      bed: 'required',
      engine: 'absent',
    });
    expect(cascadeConfigFor({ requiredFitmentOptions: null })).toEqual(cascadeConfigFor());
    expect(cascadeConfigFor({ requiredFitmentOptions: [1, null] as unknown as string[] })).toEqual(
      cascadeConfigFor(),
    );
  });

  it('always yields 3 or 4 required selects, and a route need is always required', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            body: fc.constantFrom(...SELECT_REQUIREMENTS),
            bed: fc.constantFrom(...SELECT_REQUIREMENTS),
            engine: fc.constantFrom(...SELECT_REQUIREMENTS),
          },
          { requiredKeys: [] },
        ),
        fc.subarray([...FITMENT_LEVELS, 'trim', 'color']),
        (themeRequires, requiredFitmentOptions) => {
          const config = cascadeConfigFor({ themeRequires, requiredFitmentOptions });
          const count = requiredCount(config);
          expect(count).toBeGreaterThanOrEqual(3);
          expect(count).toBeLessThanOrEqual(MAX_REQUIRED_SELECTS);
          const needed = CONFIGURABLE_FITMENT_LEVELS.filter((level) =>
            requiredFitmentOptions.includes(level),
          );
          if (needed[0]) expect(config[needed[0]]).toBe('required');
          for (const level of CONFIGURABLE_FITMENT_LEVELS) {
            // Nothing asked for disappears, and nothing appears that nobody asked for.
            const asked = needed.includes(level) || (themeRequires[level] ?? 'absent') !== 'absent';
            expect(config[level] !== 'absent').toBe(asked);
          }
        },
      ),
    );
  });
});

describe('fitmentCoverage and isFitmentEnough', () => {
  const ymm = { year: 2021, makeSlug: 'ram', modelSlug: '1500' };

  it('is none without a vehicle', () => {
    expect(FITMENT_COVERAGES).toEqual(['none', 'partial', 'full']);
    expect(fitmentCoverage(null, ['year'])).toBe('none');
    expect(fitmentCoverage({}, [])).toBe('none');
    expect(isFitmentEnough(undefined)).toBe(false);
  });

  it('is full when every needed level is answered (n-a included), partial otherwise', () => {
    expect(fitmentCoverage(ymm, ['year', 'make', 'model'])).toBe('full');
    expect(fitmentCoverage(ymm, ['year', 'make', 'model', 'bed'])).toBe('partial');
    expect(fitmentCoverage({ ...ymm, bedSlug: 'n-a' }, ['year', 'make', 'model', 'bed'])).toBe('full');
    expect(fitmentCoverage({ makeSlug: 'ram' }, [])).toBe('partial');
    expect(isFitmentEnough({ ...ymm, bedSlug: '5-7-ft' }, ['bed'])).toBe(true);
    expect(isFitmentEnough(ymm, ['bed'])).toBe(false);
    expect(isFitmentEnough(ymm, null)).toBe(true);
  });
});
