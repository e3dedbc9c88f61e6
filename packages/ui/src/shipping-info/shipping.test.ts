import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownText, sameDayCountdown, shopTimeOf } from './countdown';
import {
  estimatedDeliveryText,
  formatDeliveryDate,
  freeShippingText,
  sameDayModeLabel,
  shipsInText,
} from './shipping-text';

describe('shipping texts', () => {
  it('names the same-day programme', () => {
    expect(sameDayModeLabel('RAPIDSHIP')).toBe('RapidShip');
    expect(sameDayModeLabel('QUICKSHIP')).toBe('QuickShip');
    expect(sameDayModeLabel(undefined)).toBe('QuickShip');
  });

  it.each([
    [{ unit: 'DAYS', amount: 3 }, { unit: 'DAYS', amount: 3 }, 'Ships in 3 days'],
    [{ unit: 'DAYS', amount: 1 }, { unit: 'DAYS', amount: 1 }, 'Ships in 1 day'],
    [{ unit: 'DAYS', amount: 3 }, { unit: 'DAYS', amount: 5 }, 'Ships in 3–5 days'],
    [{ unit: 'WEEKS', amount: 1 }, { unit: 'WEEKS', amount: 2 }, 'Ships in 1–2 weeks'],
    [{ unit: 'WEEKS', amount: 1 }, { unit: 'WEEKS', amount: 1 }, 'Ships in 1 week'],
    [{ unit: 'DAYS', amount: 5 }, { unit: 'WEEKS', amount: 2 }, 'Ships in 5 days–2 weeks'],
  ] as const)('%o to %o reads %s', (min, max, text) => {
    expect(shipsInText({ min, max })).toBe(text);
  });

  it('picks the free shipping variant', () => {
    expect(freeShippingText({})).toBe('Free Shipping');
    expect(freeShippingText({ sameDay: true })).toBe('Free Same Day Shipping');
    expect(freeShippingText({ isFreight: true })).toBe('Free Freight Shipping');
    expect(freeShippingText({ isFreight: true, sameDay: true })).toBe('Free Freight Shipping');
  });

  it('formats delivery dates without any time zone shift', () => {
    expect(formatDeliveryDate('2025-06-03')).toBe('Tue, Jun 3');
    expect(formatDeliveryDate('2024-02-29T23:30:00-08:00')).toBe('Thu, Feb 29');
    expect(() => formatDeliveryDate('2025-02-30')).toThrow(RangeError);
    expect(() => formatDeliveryDate('June 3')).toThrow(RangeError);
    expect(estimatedDeliveryText({ min: '2025-06-03', max: '2025-06-05' })).toBe(
      'Get it Tue, Jun 3–Thu, Jun 5',
    );
    expect(estimatedDeliveryText({ min: '2025-06-03', max: '2025-06-03' })).toBe('Get it Tue, Jun 3');
  });
});

describe('sameDayCountdown', () => {
  const rules = { cutoff: { hour: 14, minute: 0 } };

  it('counts down to the cutoff on a shipping weekday', () => {
    expect(sameDayCountdown({ weekday: 2, hour: 9, minute: 30 }, rules)).toEqual({ hours: 4, minutes: 30 });
    expect(sameDayCountdown({ weekday: 5, hour: 13, minute: 59 }, rules)).toEqual({ hours: 0, minutes: 1 });
    expect(sameDayCountdown({ weekday: 1, hour: 0, minute: 0 }, rules)).toEqual({ hours: 14, minutes: 0 });
  });

  it('rounds seconds up so it never shows less time than is left', () => {
    expect(sameDayCountdown({ weekday: 3, hour: 13, minute: 59, second: 30 }, rules)).toEqual({
      hours: 0,
      minutes: 1,
    });
    expect(sameDayCountdown({ weekday: 3, hour: 12, minute: 0, second: 1 }, rules)).toEqual({
      hours: 2,
      minutes: 0,
    });
  });

  it('shows nothing at or after the cutoff', () => {
    expect(sameDayCountdown({ weekday: 2, hour: 14, minute: 0 }, rules)).toBeNull();
    expect(sameDayCountdown({ weekday: 2, hour: 18, minute: 45 }, rules)).toBeNull();
  });

  it('shows nothing on days without shipping', () => {
    expect(sameDayCountdown({ weekday: 0, hour: 9, minute: 0 }, rules)).toBeNull();
    expect(sameDayCountdown({ weekday: 6, hour: 9, minute: 0 }, rules)).toBeNull();
    const saturdays = { ...rules, shippingWeekdays: [1, 2, 3, 4, 5, 6] };
    expect(sameDayCountdown({ weekday: 6, hour: 9, minute: 0 }, saturdays)).toEqual({ hours: 5, minutes: 0 });
  });

  it('never exceeds the time to the cutoff and adds back up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (hour, minute, cutoffHour, cutoffMinute) => {
          const result = sameDayCountdown(
            { weekday: 3, hour, minute },
            { cutoff: { hour: cutoffHour, minute: cutoffMinute } },
          );
          const left = cutoffHour * 60 + cutoffMinute - (hour * 60 + minute);
          if (left <= 0) expect(result).toBeNull();
          else expect(result!.hours * 60 + result!.minutes).toBe(left);
        },
      ),
    );
  });

  it('reads as the shop says it', () => {
    expect(countdownText({ hours: 3, minutes: 5 })).toBe('Ships FREE today if ordered within 3h 5m');
  });

  it('turns an instant into shop time in a named zone, whatever the machine zone', () => {
    // 2025-06-03 is a Tuesday; 16:30 UTC is 09:30 in Los Angeles (PDT) and 12:30 in New York (EDT).
    const instant = new Date(Date.UTC(2025, 5, 3, 16, 30, 15));
    expect(shopTimeOf(instant, 'America/Los_Angeles')).toEqual({
      weekday: 2,
      hour: 9,
      minute: 30,
      second: 15,
    });
    expect(shopTimeOf(instant, 'America/New_York')).toEqual({ weekday: 2, hour: 12, minute: 30, second: 15 });
    // Just after midnight UTC on Saturday is still Friday evening in Los Angeles.
    expect(shopTimeOf(new Date(Date.UTC(2025, 5, 7, 1, 0)), 'America/Los_Angeles').weekday).toBe(5);
  });
});
