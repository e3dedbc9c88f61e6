// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true after the delay of continuous loading and false at once when loading ends', () => {
    expect(LOADING_BAR_DELAY_MS).toBe(1000);
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, LOADING_BAR_DELAY_MS), {
      initialProps: { flag: true },
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('never shows a load shorter than the delay, and restarts the delay for the next one', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 1000), {
      initialProps: { flag: true },
    });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    rerender({ flag: false });
    rerender({ flag: true });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(true);
  });
});
