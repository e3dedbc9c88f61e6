import { describe, expect, it } from 'vitest';
import { fitmentIcon } from './fitment-icon';

describe('fitmentIcon', () => {
  it('draws a Jeep for any Jeep, a Bronco for Broncos and a truck otherwise', () => {
    expect(fitmentIcon({ makeSlug: 'jeep', modelSlug: 'wrangler' })).toBe('JEEP');
    expect(fitmentIcon({ makeSlug: 'ford', modelSlug: 'bronco' })).toBe('BRONCO');
    expect(fitmentIcon({ makeSlug: 'ford', modelSlug: 'f-150' })).toBe('TRUCK');
    expect(fitmentIcon(null)).toBe('TRUCK');
  });
});
