import { describe, expect, it } from 'vitest';
import { overlayOf, requestedDialogMode, withOverlay, withoutOverlay } from './overlay';

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
