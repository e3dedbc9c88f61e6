import { describe, expect, it } from 'vitest';
import type { ShellData } from '../server/sitewide.server';
import { banner, navbar, theme } from './site-header.test.helper';
import { headerShellOf } from './site-header-data';

const shell = { banner, navbar, theme, footer: { siteName: 'Fitkit Offroad' } } as ShellData;

describe('headerShellOf', () => {
  it('reads banner, navbar, site name and phone from the shell', () => {
    expect(headerShellOf(shell)).toEqual({
      banner,
      navbar,
      siteName: 'Fitkit Offroad',
      phone: '1-800-555-0199',
      id: null,
    });
  });

  it('gives an empty header shell without a shell', () => {
    const empty = { banner: null, navbar: null, siteName: null, phone: null, id: null };
    expect(headerShellOf(undefined)).toEqual(empty);
    expect(headerShellOf(null)).toEqual(empty);
  });

  it('hides the phone when the theme says so or when it has no digits', () => {
    expect(headerShellOf({ ...shell, theme: { ...shell.theme, headerShowPhone: false } }).phone).toBeNull();
    expect(headerShellOf({ ...shell, theme: { ...shell.theme, phone: 'call us' } }).phone).toBeNull();
  });

  it("keeps the app's own name when the theme's is blank", () => {
    expect(headerShellOf({ ...shell, theme: { ...shell.theme, siteName: ' ' } }).siteName).toBeNull();
  });

  it("takes the theme's Header id as the header's id, when it is a usable one", () => {
    const withId = (headerId: string | null) =>
      headerShellOf({ ...shell, theme: { ...shell.theme, headerId } }).id;
    expect(withId('jeep-header')).toBe('jeep-header');
    expect(withId('two words')).toBeNull();
    expect(withId(null)).toBeNull();
  });
});
