import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuController } from './menu-controller';
import { MENU_HOVER_DELAY_MS } from './navbar-types';

describe('createMenuController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a menu after the pointer rests on it for 175 ms (SPEC §9)', () => {
    expect(MENU_HOVER_DELAY_MS).toBe(175);
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(174);
    expect(menus.openId).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(menus.openId).toBe('parts');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('parts');
  });

  it('does not open a menu the pointer only passes over', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(100);
    menus.pointerLeave('parts');
    vi.advanceTimersByTime(1000);
    expect(menus.openId).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes at once when the pointer leaves the open menu', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(175);
    menus.pointerLeave('parts');
    expect(menus.openId).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('moves to the next menu only after the delay, closing the first on leave', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(175);
    menus.pointerLeave('parts');
    menus.pointerEnter('brands');
    vi.advanceTimersByTime(174);
    expect(menus.openId).toBeNull();
    vi.advanceTimersByTime(1);
    expect(menus.openId).toBe('brands');
    expect(onChange.mock.calls).toEqual([['parts'], [null], ['brands']]);
  });

  it('keeps the full delay when the pointer re-enters the menu it is waiting on', () => {
    const menus = createMenuController({ onChange: vi.fn() });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(100);
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(75);
    expect(menus.openId).toBe('parts');
  });

  it('ignores the pointer leaving a menu other than the open one', () => {
    const menus = createMenuController({ onChange: vi.fn() });
    menus.press('parts');
    menus.pointerLeave('brands');
    expect(menus.openId).toBe('parts');
  });

  it('opens at once on a press and closes on the next press', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.press('parts');
    expect(menus.openId).toBe('parts');
    menus.press('parts');
    expect(menus.openId).toBeNull();
    expect(onChange.mock.calls).toEqual([['parts'], [null]]);
  });

  it('a press during the hover delay opens at once and the timer does not toggle it later', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(50);
    menus.press('parts');
    expect(menus.openId).toBe('parts');
    vi.advanceTimersByTime(1000);
    expect(menus.openId).toBe('parts');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('a press on a menu the pointer opened keeps it open; the press after that closes it', () => {
    const menus = createMenuController({ onChange: vi.fn() });
    menus.pointerEnter('parts');
    vi.advanceTimersByTime(175);
    menus.press('parts');
    expect(menus.openId).toBe('parts');
    menus.press('parts');
    expect(menus.openId).toBeNull();
  });

  it('a press on another menu switches to it', () => {
    const menus = createMenuController({ onChange: vi.fn() });
    menus.press('parts');
    menus.press('brands');
    expect(menus.openId).toBe('brands');
  });

  it('close shuts the open menu and cancels a pending one', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.press('parts');
    menus.pointerEnter('brands');
    menus.close();
    vi.advanceTimersByTime(1000);
    expect(menus.openId).toBeNull();
    expect(onChange.mock.calls).toEqual([['parts'], [null]]);
  });

  it('destroy drops the pending open', () => {
    const onChange = vi.fn();
    const menus = createMenuController({ onChange });
    menus.pointerEnter('parts');
    menus.destroy();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes injected timers and a custom delay', () => {
    const scheduled: Array<{ callback: () => void; ms: number }> = [];
    const menus = createMenuController({
      hoverDelayMs: 300,
      onChange: vi.fn(),
      timers: {
        setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
        clearTimeout: () => {},
      },
    });
    menus.pointerEnter('parts');
    expect(scheduled.map((entry) => entry.ms)).toEqual([300]);
    scheduled[0]?.callback();
    expect(menus.openId).toBe('parts');
  });
});
