import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearFitmentCookie,
  decodeFitmentCookie,
  decodeSavedVehicle,
  encodeFitmentCookie,
  readFitmentFromCookieHeader,
  readSavedVehicleFromCookieHeader,
  serializeFitmentCookie,
} from './cookie';
import type { Fitment } from './model';
import { fitmentSchema } from './schema';

const jeep: Fitment = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', bodySlug: '4-door' };

const slug = fc.stringMatching(/^[a-z0-9-]{1,64}$/);
const fitment = fc.record(
  {
    year: fc.integer({ min: 1900, max: 2100 }),
    makeSlug: slug,
    modelSlug: slug,
    bodySlug: slug,
    bedSlug: slug,
    engineSlug: slug,
  },
  { requiredKeys: ['year', 'makeSlug', 'modelSlug'] },
);

describe('fitmentData cookie', () => {
  it('round-trips any valid vehicle', () => {
    fc.assert(
      fc.property(fitment, (value) => {
        expect(decodeFitmentCookie(encodeFitmentCookie(value))).toEqual(value);
      }),
    );
  });

  it('never throws on garbage and returns null for it', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const decoded = decodeFitmentCookie(value);
        expect(decoded === null || fitmentSchema.safeParse(decoded).success).toBe(true);
      }),
    );
    for (const garbage of [
      '%E0%A4%A',
      '{"year":2021',
      encodeURIComponent('{"year":"2021","makeSlug":"jeep","modelSlug":"x"}'),
      '',
      'null',
      '[]',
    ]) {
      expect(decodeFitmentCookie(garbage)).toBeNull();
    }
    expect(decodeFitmentCookie(undefined)).toBeNull();
  });

  it('keeps display names beside the slugs and drops bad ones without losing the vehicle', () => {
    const value = encodeFitmentCookie(jeep, { make: 'Jeep', model: 'Wrangler' });
    expect(decodeSavedVehicle(value)).toEqual({ fitment: jeep, names: { make: 'Jeep', model: 'Wrangler' } });
    expect(decodeFitmentCookie(value)).toEqual(jeep);
    const tampered = encodeURIComponent(JSON.stringify({ ...jeep, names: { make: 42 } }));
    expect(decodeSavedVehicle(tampered)).toEqual({ fitment: jeep, names: {} });
  });

  it('uses only cookie-safe characters in the value', () => {
    expect(encodeFitmentCookie(jeep, { make: 'Jeep; Path=/evil', model: 'Wrangler "JL"' })).toMatch(
      /^[A-Za-z0-9%\-_.!~*'()]+$/,
    );
  });

  it('serialises a Set-Cookie string for 3650 days on every path', () => {
    const header = serializeFitmentCookie(jeep);
    expect(header).toMatch(/^fitmentData=[^;]+; Max-Age=315360000; Path=\/; SameSite=Lax; Secure$/);
    expect(serializeFitmentCookie(jeep, { secure: false })).not.toContain('Secure');
    expect(clearFitmentCookie()).toBe('fitmentData=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('reads the vehicle from a Cookie request header', () => {
    const value = encodeFitmentCookie(jeep, { make: 'Jeep' });
    const header = `permId=abc-123; fitmentData=${value}; other=x=y`;
    expect(readFitmentFromCookieHeader(header)).toEqual(jeep);
    expect(readSavedVehicleFromCookieHeader(header)?.names).toEqual({ make: 'Jeep' });
    expect(readFitmentFromCookieHeader('permId=abc')).toBeNull();
    expect(readFitmentFromCookieHeader(null)).toBeNull();
    expect(readFitmentFromCookieHeader('fitmentData=garbage')).toBeNull();
  });
});
