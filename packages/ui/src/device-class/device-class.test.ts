import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_MIN_WIDTH, DEVICES, deviceClassOf } from './breakpoints';
import { createDeviceClassStore, DEVICE_CHANGE_REPORT_MS, type MediaQueryListLike } from './device-class';

/** A window whose width tests set; its media queries fire 'change' like a browser's when a match flips. */
function fakeWindow(initialWidth: number) {
  let width = initialWidth;
  const lists: { min: number; matches: boolean; listeners: Set<() => void> }[] = [];
  const matchMedia = (query: string): MediaQueryListLike => {
    const min = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1]);
    const entry = { min, matches: width >= min, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return entry.matches;
      },
      addEventListener: (_type, listener) => entry.listeners.add(listener),
      removeEventListener: (_type, listener) => entry.listeners.delete(listener),
    };
  };
  const resize = (next: number) => {
    width = next;
    for (const entry of lists) {
      const matches = width >= entry.min;
      if (matches === entry.matches) continue;
      entry.matches = matches;
      for (const listener of entry.listeners) listener();
    }
  };
  const listenerCount = () => lists.reduce((sum, entry) => sum + entry.listeners.size, 0);
  return { matchMedia, resize, listenerCount };
}

describe('deviceClassOf', () => {
  it('uses the breakpoints 768 and 1024 px', () => {
    expect(DEVICES).toEqual(['mobile', 'tablet', 'desktop']);
    expect(DEVICE_MIN_WIDTH).toEqual({ mobile: 0, tablet: 768, desktop: 1024 });
    expect(deviceClassOf(0)).toBe('mobile');
    expect(deviceClassOf(767)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('tablet');
    expect(deviceClassOf(1023)).toBe('tablet');
    expect(deviceClassOf(1024)).toBe('desktop');
    expect(deviceClassOf(1920)).toBe('desktop');
  });
});

describe('createDeviceClassStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the class of the current width', () => {
    expect(createDeviceClassStore({ matchMedia: fakeWindow(375).matchMedia }).current()).toBe('mobile');
    expect(createDeviceClassStore({ matchMedia: fakeWindow(800).matchMedia }).current()).toBe('tablet');
    expect(createDeviceClassStore({ matchMedia: fakeWindow(1280).matchMedia }).current()).toBe('desktop');
  });

  it('tells subscribers at once when a breakpoint is crossed, and not for resizes within a class', () => {
    const win = fakeWindow(375);
    const store = createDeviceClassStore({ matchMedia: win.matchMedia });
    const listener = vi.fn();
    store.subscribe(listener);
    win.resize(500);
    expect(listener).not.toHaveBeenCalled();
    win.resize(900);
    expect(store.current()).toBe('tablet');
    expect(listener).toHaveBeenCalledTimes(1);
    win.resize(1200);
    expect(store.current()).toBe('desktop');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reports a change once it has held for 2 s', () => {
    expect(DEVICE_CHANGE_REPORT_MS).toBe(2000);
    const win = fakeWindow(375);
    const store = createDeviceClassStore({ matchMedia: win.matchMedia });
    const report = vi.fn();
    store.onReport(report);
    win.resize(1100);
    vi.advanceTimersByTime(1999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith({ device: 'desktop', previous: 'mobile' });
  });

  it('restarts the 2 s on each further change and reports only the settled class', () => {
    const win = fakeWindow(375);
    const store = createDeviceClassStore({ matchMedia: win.matchMedia });
    const report = vi.fn();
    store.onReport(report);
    win.resize(800);
    vi.advanceTimersByTime(1500);
    win.resize(1300);
    vi.advanceTimersByTime(1500);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(report).toHaveBeenCalledExactlyOnceWith({ device: 'desktop', previous: 'mobile' });
  });

  it('reports nothing when the class returns to the reported one within 2 s', () => {
    const win = fakeWindow(375);
    const store = createDeviceClassStore({ matchMedia: win.matchMedia });
    const report = vi.fn();
    store.onReport(report);
    win.resize(800);
    vi.advanceTimersByTime(1000);
    win.resize(600);
    vi.advanceTimersByTime(10_000);
    expect(report).not.toHaveBeenCalled();
  });

  it('stops reporting after unsubscribe and after destroy', () => {
    const win = fakeWindow(375);
    const store = createDeviceClassStore({ matchMedia: win.matchMedia });
    const report = vi.fn();
    const listener = vi.fn();
    const stop = store.onReport(report);
    store.subscribe(listener);
    stop();
    win.resize(800);
    vi.advanceTimersByTime(2000);
    expect(report).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
    store.destroy();
    expect(win.listenerCount()).toBe(0);
    win.resize(1200);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
