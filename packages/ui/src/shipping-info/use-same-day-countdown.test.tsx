// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSameDayCountdown } from './use-same-day-countdown';

const rules = { cutoff: { hour: 14, minute: 0 } };
const zone = 'America/Los_Angeles';

describe('useSameDayCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Tuesday 2025-06-03, 09:30:20 in Los Angeles.
    vi.setSystemTime(new Date(Date.UTC(2025, 5, 3, 16, 30, 20)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks at each minute boundary and ends at the cutoff', () => {
    const { result } = renderHook(() => useSameDayCountdown(rules, { timeZone: zone }));
    expect(result.current).toEqual({ hours: 4, minutes: 30 });
    act(() => {
      vi.advanceTimersByTime(40_000 + 60);
    });
    expect(result.current).toEqual({ hours: 4, minutes: 29 });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toEqual({ hours: 4, minutes: 28 });
    act(() => {
      vi.advanceTimersByTime(4 * 3600_000 + 28 * 60_000);
    });
    expect(result.current).toBeNull();
  });

  it('is null without rules, and stays still at a fixed moment', () => {
    expect(renderHook(() => useSameDayCountdown(null, { timeZone: zone })).result.current).toBeNull();
    const fixed = new Date(Date.UTC(2025, 5, 3, 20, 0));
    const { result } = renderHook(() => useSameDayCountdown(rules, { timeZone: zone, now: fixed }));
    expect(result.current).toEqual({ hours: 1, minutes: 0 });
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(result.current).toEqual({ hours: 1, minutes: 0 });
  });

  it('stops ticking once unmounted', () => {
    const { unmount } = renderHook(() => useSameDayCountdown(rules, { timeZone: zone }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
