import { describe, expect, it } from 'vitest';
import { fitmentKey, fitmentOfKey } from './service';

describe('a line’s vehicle key', () => {
  it('gives the vehicle back as slugs, optional levels only when set', () => {
    const full = {
      year: 2020,
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      bodySlug: 'b',
      bedSlug: 'c',
      engineSlug: 'e',
    };
    const short = { year: 2019, makeSlug: 'ford', modelSlug: 'f-150' };
    expect(fitmentOfKey(fitmentKey(full))).toEqual(full);
    expect(fitmentOfKey(fitmentKey(short))).toEqual(short);
    expect(fitmentOfKey('')).toBeNull();
  });
});
