import { describe, expect, it } from 'vitest';
import { isCutoffTime, isTimeZone, promoCountdown, promoRules } from './promo';

// Fixed clocks: 2026-11-18 is a Wednesday, 2026-11-21 a Saturday. Denver is UTC-7 in November.
const at = (iso: string) => new Date(iso);

describe('promoCountdown', () => {
  it('counts down to the cutoff on a shipping weekday in the shop time zone', () => {
    expect(promoCountdown(at('2026-11-18T19:30:00Z'), '15:00', 'America/Denver')).toEqual({
      hours: 2,
      minutes: 30,
    });
  });

  it('rounds seconds up so it never claims less time than there is', () => {
    expect(promoCountdown(at('2026-11-18T21:59:01Z'), '15:00', 'America/Denver')).toEqual({
      hours: 0,
      minutes: 1,
    });
  });

  it('shows nothing at or after the cutoff', () => {
    expect(promoCountdown(at('2026-11-18T22:00:00Z'), '15:00', 'America/Denver')).toBeNull();
    expect(promoCountdown(at('2026-11-19T05:00:00Z'), '15:00', 'America/Denver')).toBeNull();
  });

  it('shows nothing on a weekend', () => {
    expect(promoCountdown(at('2026-11-21T15:00:00Z'), '15:00', 'America/Denver')).toBeNull();
  });

  it('reads the weekday in the shop time zone, not UTC', () => {
    // Saturday 02:00 UTC is still Friday 19:00 in Denver (after a 20:00 cutoff: 1 hour left).
    expect(promoCountdown(at('2026-11-21T02:00:00Z'), '20:00', 'America/Denver')).toEqual({
      hours: 1,
      minutes: 0,
    });
    // Monday 05:00 in Tokyo is Sunday 20:00 UTC: a shipping day in Tokyo.
    expect(promoCountdown(at('2026-11-22T20:00:00Z'), '15:00', 'Asia/Tokyo')).toEqual({
      hours: 10,
      minutes: 0,
    });
  });

  it('takes a later cutoff', () => {
    expect(promoCountdown(at('2026-11-18T22:00:00Z'), '16:45', 'America/Denver')).toEqual({
      hours: 1,
      minutes: 45,
    });
  });
});

describe('promoRules', () => {
  it('reads HH:MM', () => {
    expect(promoRules('09:05')).toEqual({ cutoff: { hour: 9, minute: 5 } });
    expect(() => promoRules('9:5')).toThrow(RangeError);
  });

  it.each([
    ['15:00', true],
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['3pm', false],
    ['15:60', false],
  ])('%s is a cutoff time: %s', (value, valid) => {
    expect(isCutoffTime(value)).toBe(valid);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
