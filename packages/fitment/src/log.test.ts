import { describe, expect, it, vi } from 'vitest';
import { type FitmentLogEntry, NO_YEAR_IN_FITMENT_MESSAGE, vehiclePathParamsOf } from './log';
import { saveNavigation } from './navigation';
import { mmyTwin, vehiclePath } from './url';

describe("'no year in fitment'", () => {
  it('is logged when a vehicle without a year becomes a vehicle URL, which then stops at the model', () => {
    const logger = vi.fn<(entry: FitmentLogEntry) => void>();
    const params = vehiclePathParamsOf({ makeSlug: 'jeep', modelSlug: 'wrangler' }, logger);
    expect(params).toEqual({ makeSlug: 'jeep', modelSlug: 'wrangler' });
    expect(logger).toHaveBeenCalledExactlyOnceWith({
      code: 'NO_YEAR_IN_FITMENT',
      message: 'no year in fitment',
      fitment: { makeSlug: 'jeep', modelSlug: 'wrangler' },
    });
    expect(NO_YEAR_IN_FITMENT_MESSAGE).toBe('no year in fitment');
    expect(vehiclePath(params!)).toBe('/v/jeep/wrangler/');
    expect(mmyTwin('/c/lift-kits/', params!)).toBe('/c/lift-kits/v/jeep/wrangler/');
  });

  it('is not logged for a vehicle with a year, nor when there is no make (no URL at all)', () => {
    const logger = vi.fn();
    expect(vehiclePathParamsOf({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' }, logger)).toEqual({
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      year: 2021,
    });
    expect(vehiclePathParamsOf({ year: 2021 }, logger)).toBeNull();
    expect(vehiclePathParamsOf({}, logger)).toBeNull();
    expect(logger).not.toHaveBeenCalled();
  });

  it('works without a logger', () => {
    expect(vehiclePathParamsOf({ makeSlug: 'ford' })).toEqual({ makeSlug: 'ford' });
  });

  it('is logged by saveNavigation, on the landing page and on a twin', () => {
    const logger = vi.fn();
    const fitment = { makeSlug: 'jeep', modelSlug: 'wrangler' };
    expect(saveNavigation({ routeName: 'home', path: '/', fitment, logger }).to).toBe('/v/jeep/wrangler/');
    expect(
      saveNavigation({ routeName: 'category-mmy', path: '/c/a/v/ford/f-150/2020/', fitment, logger }).to,
    ).toBe('/c/a/v/jeep/wrangler/');
    expect(logger).toHaveBeenCalledTimes(2);
    expect(saveNavigation({ routeName: 'category', path: '/c/a/', fitment: { year: 2021 }, logger }).to).toBe(
      '/c/a/',
    );
    expect(logger).toHaveBeenCalledTimes(2);
  });
});
