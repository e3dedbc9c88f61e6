import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent, MINI_CART_CLOSE_DELAY_MS } from './hover-intent';

describe('createHoverIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes 700 ms after the pointer leaves by default', () => {
    expect(MINI_CART_CLOSE_DELAY_MS).toBe(700);
    const onChange = vi.fn();
    const intent = createHoverIntent({ onChange });
    intent.enter();
    expect(intent.isOpen).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    intent.leave();
    vi.advanceTimersByTime(699);
    expect(intent.isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(intent.isOpen).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('cancels the pending close when the pointer comes back', () => {
    const onChange = vi.fn();
    const intent = createHoverIntent({ onChange });
    intent.enter();
    intent.leave();
    vi.advanceTimersByTime(500);
    intent.enter();
    vi.advanceTimersByTime(5000);
    expect(intent.isOpen).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('restarts the full delay on a second leave', () => {
    const intent = createHoverIntent({ onChange: () => {} });
    intent.enter();
    intent.leave();
    vi.advanceTimersByTime(600);
    intent.enter();
    intent.leave();
    vi.advanceTimersByTime(600);
    expect(intent.isOpen).toBe(true);
    vi.advanceTimersByTime(100);
    expect(intent.isOpen).toBe(false);
  });

  it('does not open when opening is not allowed', () => {
    const onChange = vi.fn();
    let hasItems = false;
    const intent = createHoverIntent({ onChange, canOpen: () => hasItems });
    intent.enter();
    expect(intent.isOpen).toBe(false);
    intent.leave();
    hasItems = true;
    intent.enter();
    expect(intent.isOpen).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes at once on close(), dropping a pending close', () => {
    const onChange = vi.fn();
    const intent = createHoverIntent({ onChange });
    intent.enter();
    intent.leave();
    intent.close();
    expect(intent.isOpen).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for an open delay and cancels it when the pointer leaves first', () => {
    const onChange = vi.fn();
    const intent = createHoverIntent({ onChange, openDelayMs: 175 });
    intent.enter();
    vi.advanceTimersByTime(100);
    intent.leave();
    vi.advanceTimersByTime(500);
    expect(intent.isOpen).toBe(false);
    intent.enter();
    intent.enter();
    vi.advanceTimersByTime(175);
    expect(intent.isOpen).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('leaving while closed schedules nothing', () => {
    const intent = createHoverIntent({ onChange: () => {} });
    intent.leave();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('destroy() drops pending timers', () => {
    const onChange = vi.fn();
    const intent = createHoverIntent({ onChange, closeDelayMs: 50 });
    intent.enter();
    intent.leave();
    intent.destroy();
    vi.advanceTimersByTime(100);
    expect(intent.isOpen).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('uses injected timers', () => {
    const scheduled: Array<() => void> = [];
    const intent = createHoverIntent({
      onChange: () => {},
      timers: { setTimeout: (callback) => scheduled.push(callback), clearTimeout: () => {} },
    });
    intent.enter();
    intent.leave();
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    expect(intent.isOpen).toBe(false);
  });
});
