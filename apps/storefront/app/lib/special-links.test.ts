import { describe, expect, it } from 'vitest';
import { specialLinkTarget } from './special-links';

const at = { pathname: '/search/', search: '?q=mats&sort=name' };

describe('specialLinkTarget', () => {
  it('opens the vehicle dialog over the page, keeping the query', () => {
    expect(specialLinkTarget('FITMENT', at)).toBe('/search/?q=mats&sort=name&mod=fitment');
  });

  it('opens the dialog in same-day shipping mode for ISSD', () => {
    expect(specialLinkTarget('ISSD', { pathname: '/', search: '' })).toBe(
      '/?mod=fitment&fitmentMode=same-day',
    );
  });

  it('replaces an open overlay with the order login', () => {
    expect(specialLinkTarget('ORDER', { pathname: '/', search: '?mod=fitment' })).toBe('/?mod=orderlogin');
  });

  it('goes to the account page', () => {
    expect(specialLinkTarget('ACCOUNT', at)).toBe('/account/');
  });

  it.each(['CHAT', 'AFFIRM', 'PHONE'] as const)('leaves %s to its integration or link', (type) => {
    expect(specialLinkTarget(type, at)).toBeNull();
  });
});
