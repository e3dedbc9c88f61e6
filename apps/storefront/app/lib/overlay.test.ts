import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOverlayManager,
  OVERLAYS,
  overlayAllowed,
  overlayOf,
  requestedDialogMode,
  withOverlay,
  withoutOverlay,
} from './overlay';

describe('overlay URLs', () => {
  it('adds mod and keeps the rest of the query', () => {
    expect(withOverlay({ pathname: '/c/exterior/', search: '?sort=name' }, 'fitment')).toBe(
      '/c/exterior/?sort=name&mod=fitment',
    );
  });
  it('removes mod, leaving no dangling question mark', () => {
    expect(withoutOverlay({ pathname: '/', search: '?mod=fitment' })).toBe('/');
    expect(withoutOverlay({ pathname: '/search/', search: '?q=mats&mod=fitment' })).toBe('/search/?q=mats');
  });
  it('recognises only known overlays', () => {
    expect(overlayOf('?mod=fitment')).toBe('fitment');
    expect(overlayOf('?mod=nope')).toBeNull();
    expect(overlayOf('')).toBeNull();
  });
});

describe('requestedDialogMode', () => {
  it('maps fitmentMode to the dialog modes and ignores anything else', () => {
    expect(requestedDialogMode('?mod=fitment&fitmentMode=mmy')).toBe('MMY');
    expect(requestedDialogMode('?fitmentMode=same-day')).toBe('SAME_DAY_SHIPPING');
    expect(requestedDialogMode('?fitmentMode=fits')).toBe('FITS');
    expect(requestedDialogMode('?fitmentMode=toString')).toBeNull();
    expect(requestedDialogMode('?mod=fitment')).toBeNull();
  });
});

describe('overlays and integrations', () => {
  it('knows the five overlays of SPEC §2', () => {
    expect(OVERLAYS).toEqual([
      'fitment',
      'sc',
      'orderlogin',
      'confirmLocationPopup',
      'cognitoLoginPopup',
      'login',
    ]);
    expect(overlayOf('?mod=orderlogin')).toBe('orderlogin');
  });

  it('opens the location and login pop-ups only while geolocation and login are on', () => {
    const on = new Set<string>(['geolocation']);
    const isOn = (name: string) => on.has(name);
    expect(overlayAllowed('fitment', isOn)).toBe(true);
    expect(overlayAllowed('confirmLocationPopup', isOn)).toBe(true);
    expect(overlayAllowed('cognitoLoginPopup', isOn)).toBe(false);
    on.clear();
    expect(overlayAllowed('confirmLocationPopup', isOn)).toBe(false);
    expect(overlayAllowed('sc', isOn)).toBe(true);
  });
});

describe('createOverlayManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an overlay at once when none is on screen, and hides it', () => {
    const manager = createOverlayManager();
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.show('fitment');
    expect(manager.current()).toEqual({ overlay: 'fitment', persistent: false });
    manager.show('fitment');
    expect(listener).toHaveBeenCalledTimes(1);
    manager.hide();
    expect(manager.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hides the current overlay first and shows the next one on the next tick', () => {
    const manager = createOverlayManager();
    manager.show('fitment');
    manager.show('orderlogin');
    expect(manager.current()).toBeNull();
    vi.advanceTimersByTime(0);
    expect(manager.current()).toEqual({ overlay: 'orderlogin', persistent: false });
  });

  it('drops an overlay waiting for its tick when hidden or replaced', () => {
    const manager = createOverlayManager();
    manager.show('fitment');
    manager.show('sc');
    manager.hide();
    vi.advanceTimersByTime(10);
    expect(manager.current()).toBeNull();
    manager.show('fitment');
    manager.show('sc');
    manager.show('orderlogin');
    vi.advanceTimersByTime(0);
    expect(manager.current()).toEqual({ overlay: 'orderlogin', persistent: false });
  });

  it('keeps a persistent overlay across navigation on desktop only', () => {
    const manager = createOverlayManager();
    manager.show('orderlogin', { persistent: true });
    expect(manager.navigated(true)).toBe(true);
    expect(manager.current()).toEqual({ overlay: 'orderlogin', persistent: true });
    expect(manager.navigated(false)).toBe(false);
    expect(manager.current()).toBeNull();
    manager.show('fitment');
    expect(manager.navigated(true)).toBe(false);
    expect(manager.current()).toBeNull();
  });

  it('closes an unpinned overlay on the next navigation, keeping it shown until then', () => {
    const manager = createOverlayManager();
    manager.unpin();
    expect(manager.current()).toBeNull();
    manager.show('fitment', { persistent: true });
    manager.unpin();
    expect(manager.current()).toEqual({ overlay: 'fitment', persistent: false });
    expect(manager.navigated(true)).toBe(false);
    expect(manager.current()).toBeNull();
  });

  it('leaves no timer behind after destroy', () => {
    const manager = createOverlayManager();
    manager.show('fitment');
    manager.show('sc');
    manager.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
