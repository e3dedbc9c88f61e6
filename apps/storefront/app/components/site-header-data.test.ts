import { describe, expect, it } from 'vitest';
import { banner, navbar, theme } from './site-header.fixtures';
import { headerShellOf } from './site-header-data';

describe('headerShellOf', () => {
  it('reads banner, navbar, site name and phone from the shell', () => {
    expect(headerShellOf({ permId: 'x', shell: { banner, navbar, theme, footer: {} } })).toEqual({
      banner,
      navbar,
      siteName: 'Fitkit Offroad',
      phone: '1-800-555-0199',
    });
  });

  it.each([undefined, null, 'text', {}, { shell: null }, { shell: 'x' }])(
    'gives an empty header shell without a shell (%s)',
    (root) => {
      expect(headerShellOf(root)).toEqual({ banner: null, navbar: null, siteName: null, phone: null });
    },
  );

  it('hides the phone when the theme says so', () => {
    expect(headerShellOf({ shell: { theme: { ...theme, headerShowPhone: false } } }).phone).toBeNull();
    expect(headerShellOf({ shell: { theme: { ...theme, phone: 'call us' } } }).phone).toBeNull();
  });

  it('drops a banner without images or text', () => {
    expect(
      headerShellOf({ shell: { banner: { ...banner, mobileImage: null, desktopImage: '' } } }).banner,
    ).toBeNull();
    expect(headerShellOf({ shell: { banner: { ...banner, alt: undefined } } }).banner).toBeNull();
    // One image is enough: the banner uses it for both sizes.
    expect(headerShellOf({ shell: { banner: { ...banner, desktopImage: null } } }).banner).not.toBeNull();
  });

  it('leaves out navbar entries that miss what their kind needs, keeping the rest in order', () => {
    const broken = [
      { type: 'text-menu-item', text: 'No link', href: '' },
      { type: 'mega-menu', text: 'Unknown kind' },
      { type: 'link-menu', text: 'Bad links', items: [{ text: 'x' }] },
      { type: 'tree-menu', text: 'Bad groups', items: [{ text: 'Exterior' }] },
      { type: 'cms-menu', text: 'No sections' },
      null,
    ];
    const read = headerShellOf({ shell: { navbar: { ...navbar, items: [...broken, ...navbar.items] } } });
    expect(read.navbar?.items.map((item) => item.text)).toEqual(['Deals', 'Shop Parts', 'Brands', 'Garage']);
    expect(read.navbar?.hoverStyle).toBe('BACKGROUND');
  });

  it('drops a navbar without an items list', () => {
    expect(headerShellOf({ shell: { navbar: { hoverStyle: 'UNDERLINE' } } }).navbar).toBeNull();
  });
});
