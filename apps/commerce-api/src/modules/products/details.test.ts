import { describe, expect, it } from 'vitest';
import { addBusinessDays, discountPercent, estimatedDelivery, isoDate, isoDuration } from './details';

// 2026-03-06 is a Friday.
const friday = (hour: number) => new Date(Date.UTC(2026, 2, 6, hour));

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays', () => {
    expect(isoDate(addBusinessDays(friday(9), 1))).toBe('2026-03-09');
    expect(isoDate(addBusinessDays(friday(9), 5))).toBe('2026-03-13');
    expect(isoDate(addBusinessDays(friday(9), 6))).toBe('2026-03-16');
  });

  it('lands a weekend date on the next Monday and counts on from the weekend', () => {
    const saturday = new Date(Date.UTC(2026, 2, 7, 10));
    expect(isoDate(addBusinessDays(saturday, 0))).toBe('2026-03-09');
    expect(isoDate(addBusinessDays(saturday, 1))).toBe('2026-03-09');
    expect(isoDate(addBusinessDays(saturday, 2))).toBe('2026-03-10');
  });
});

describe('estimatedDelivery', () => {
  it('adds parcel transit to a same-day order before the cutoff', () => {
    expect(estimatedDelivery(friday(9), { timeRange: null, isFreight: false, sameDay: true })).toEqual({
      min: '2026-03-11',
      max: '2026-03-13',
    });
  });

  it('moves a same-day order after the cutoff (15:00) by one shipping day', () => {
    expect(estimatedDelivery(friday(15), { timeRange: null, isFreight: false, sameDay: true })).toEqual({
      min: '2026-03-12',
      max: '2026-03-16',
    });
  });

  it('counts weeks of lead time as five shipping days and freight transit as 5–10 days', () => {
    const range = { min: { unit: 'WEEKS', amount: 2 }, max: { unit: 'WEEKS', amount: 3 } } as const;
    const window = estimatedDelivery(friday(9), { timeRange: range, isFreight: true, sameDay: false });
    // 1 (not same day) + 10 + 5 = 16 business days; 1 + 15 + 10 = 26.
    expect(window).toEqual({ min: '2026-03-30', max: '2026-04-13' });
  });
});

describe('discountPercent and isoDuration', () => {
  it('rounds the saving and gives null without one', () => {
    expect(discountPercent(7_999, 9_999)).toBe(20);
    expect(discountPercent(9_999, null)).toBeNull();
    expect(discountPercent(9_999, 9_999)).toBeNull();
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(151)).toBe('PT2M31S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
