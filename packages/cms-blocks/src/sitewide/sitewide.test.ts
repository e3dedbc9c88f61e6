import { describe, expect, it } from 'vitest';
import { parseSitewide, SITEWIDE_COMPONENT_SCHEMAS, sitewideSlug } from './sitewide';

const link = (url: string) => ({ linktype: 'url', url, cached_url: url });

describe('parseSitewide', () => {
  it('reads a navbar with each kind of item and fills the defaults', () => {
    const result = parseSitewide('navbar', {
      _uid: 'n',
      component: 'navbar',
      hover_style: '',
      background_color: ' #1F2937 ',
      items: [
        { _uid: 'a', component: 'text-menu-item', text: 'Deals', link: link('/specials/') },
        {
          _uid: 'b',
          component: 'tree-menu',
          text: 'Exterior',
          items: [
            {
              _uid: 'c',
              component: 'tree-menu-item',
              text: 'Bumpers',
              link: link('/c/exterior/bumpers/'),
              items: [{ _uid: 'd', component: 'menu-link', text: 'Front Bumpers', link: '/c/x/' }],
            },
          ],
        },
        { _uid: 'e', component: 'link-menu', text: 'Help' },
        { _uid: 'f', component: 'cms-menu', text: 'Brands', sections: [{ _uid: 's', component: 'section' }] },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.content.hover_style).toBe('UNDERLINE');
    expect(result.content.background_color).toBe('#1F2937');
    expect(result.content.text_color).toBeUndefined();
    expect(result.content.items.map((item) => item.component)).toEqual([
      'text-menu-item',
      'tree-menu',
      'link-menu',
      'cms-menu',
    ]);
    const tree = result.content.items[1];
    expect(tree?.component === 'tree-menu' && tree.items[0]?.items[0]?.text).toBe('Front Bumpers');
    const menu = result.content.items[2];
    expect(menu?.component === 'link-menu' && menu.items).toEqual([]);
  });

  it('lists what is wrong, with paths into nested items', () => {
    const result = parseSitewide('navbar', {
      _uid: 'n',
      component: 'navbar',
      hover_style: 'GLOW',
      text_color: 'red; background: url(x)',
      items: [
        { _uid: 'a', component: 'text-menu-item', text: ' ', link: link('/x/') },
        { _uid: 'b', component: 'mega-menu', text: 'Nope' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual([
      'hover_style',
      'items.0.text',
      'items.1.component',
      'text_color',
    ]);
  });

  it('reads a promo banner', () => {
    const result = parseSitewide('promo_banner', {
      _uid: 'p',
      component: 'promo_banner',
      text: 'Free shipping over $99',
      mobile_image: { filename: '' },
      desktop_image: { filename: '/banner.svg', alt: 'Free shipping' },
      link: link('/specials'),
    });
    expect(result).toMatchObject({
      ok: true,
      content: { mobile_image: undefined, desktop_image: { filename: '/banner.svg', alt: 'Free shipping' } },
    });
  });

  it('requires the theme identity and defaults the flags', () => {
    expect(parseSitewide('theme_config', { _uid: 't', component: 'theme_config' })).toMatchObject({
      ok: false,
      issues: expect.arrayContaining([expect.objectContaining({ path: 'site_name' })]),
    });
    const result = parseSitewide('theme_config', {
      _uid: 't',
      component: 'theme_config',
      site_name: 'fitkit',
      domain: 'fitkit.test',
      channel_id: 'fitkit',
      phone: '1-800-555-0100',
      instagram: link('https://social.test/fitkit'),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.content).toMatchObject({
      subscribe_position: 'RIGHT',
      newsletter_enabled: true,
      share_cart: true,
      instagram: { linktype: 'url', url: 'https://social.test/fitkit' },
      splash_bar: [],
    });
    expect(result.content.facebook).toBeUndefined();
  });

  it('refuses a story of another content type', () => {
    expect(parseSitewide('navbar', { _uid: 'x', component: 'page' }).ok).toBe(false);
  });
});

describe('sitewide stories', () => {
  it('live in the sitewide folder', () => {
    expect(sitewideSlug('promo_banner')).toBe('sitewide/promo-banner');
  });

  it('have a schema for every nested component name they allow', () => {
    const names = new Set(SITEWIDE_COMPONENT_SCHEMAS.map((schema) => schema.shape.component.def.values[0]));
    expect(names.size).toBe(SITEWIDE_COMPONENT_SCHEMAS.length);
  });
});
