import { describe, expect, it } from 'vitest';
import { shellFooter, shellNavbar, shellPromoBanner, themeSettings } from './shell';
import { parseSitewide, type SitewideContent, type SitewideStory } from './sitewide';

const link = (url: string) => ({ linktype: 'url', url, cached_url: url });
const fallback = { siteName: 'fitkit', domain: 'localhost', channelId: 'fitkit', phone: '1-800-555-0100' };

function parsed<Story extends SitewideStory>(story: Story, content: object): SitewideContent[Story] {
  const result = parseSitewide(story, { _uid: 'root', component: story, ...content });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.content;
}

const theme = parsed('theme_config', {
  site_name: 'Parts Depot',
  domain: 'parts.test',
  channel_id: 'depot',
  phone: '1-888-555-0199',
  title_suffix: '| Parts Depot Online',
  privacy_url: link('/privacy-policy'),
  splash_bar: [
    { _uid: 's1', component: 'splash-bar-item', title: 'Call us', icon: 'PHONE', action: 'CALL' },
    { _uid: 's2', component: 'splash-bar-item', title: 'Chat', action: 'CHAT', text: 'Mon–Fri' },
    { _uid: 's3', component: 'splash-bar-item', title: 'Free shipping', link: link('/shipping') },
  ],
  footer_groups: [
    {
      _uid: 'g',
      component: 'footer-group',
      title: 'Help',
      links: [
        { _uid: 'l1', component: 'menu-link', text: 'Where to buy', link: link('/where-to-buy') },
        { _uid: 'l2', component: 'menu-link', text: 'Broken', link: link('javascript:alert(1)') },
      ],
    },
  ],
  legal_bar: [{ _uid: 'l3', component: 'menu-link', text: 'Terms', link: link('/terms') }],
  youtube: link('https://video.test/@depot'),
  subscribe_position: 'LEFT',
  subscribe_text: 'Deals first.',
  share_cart: false,
  bed_select: 'required',
  same_day_facet: true,
  category_facet_level: 'lvl1',
  engine_select: 'optional',
});

describe('themeSettings', () => {
  it('reads the theme config', () => {
    expect(themeSettings(theme, fallback)).toEqual({
      siteName: 'Parts Depot',
      domain: 'parts.test',
      channelId: 'depot',
      phone: '1-888-555-0199',
      supportPhone: '1-888-555-0199',
      headerId: null,
      headerShowPhone: true,
      newsletterEnabled: true,
      enableRecommendedProducts: true,
      searchRedirects: true,
      shareCart: false,
      sameDayFacet: true,
      categoryFacetLevel: 'lvl1',
      fitmentSelects: { body: 'absent', bed: 'required', engine: 'optional' },
      searchText: null,
      titleSuffix: ' | Parts Depot Online',
      privacyUrl: '/privacy-policy/',
    });
  });

  it('falls back to the given identity without a theme config', () => {
    expect(themeSettings(null, fallback)).toMatchObject({
      siteName: 'fitkit',
      phone: '1-800-555-0100',
      titleSuffix: ' | fitkit',
      shareCart: true,
      sameDayFacet: false,
      categoryFacetLevel: 'lvl0',
      fitmentSelects: { body: 'absent', bed: 'absent', engine: 'absent' },
    });
  });
});

describe('shellFooter', () => {
  const settings = themeSettings(theme, fallback);

  it('maps splash bar, groups, social, newsletter and legal links; unresolvable links are left out', () => {
    expect(shellFooter(theme, settings)).toEqual({
      siteName: 'Parts Depot',
      splashBar: [
        { icon: 'PHONE', title: 'Call us', text: null, action: 'CALL', phone: '1-888-555-0199' },
        { icon: null, title: 'Chat', text: 'Mon–Fri', action: 'CHAT' },
        { icon: null, title: 'Free shipping', text: null, action: 'LINK', href: '/shipping/' },
      ],
      navigation: [{ title: 'Help', links: [{ text: 'Where to buy', href: '/where-to-buy/' }] }],
      social: { youtube: 'https://video.test/@depot' },
      newsletter: { position: 'LEFT', text: 'Deals first.' },
      legalLinks: [{ text: 'Terms', href: '/terms/' }],
      privacyUrl: '/privacy-policy/',
    });
  });

  it('has no newsletter form when the newsletter is off', () => {
    const off = { ...theme, newsletter_enabled: false };
    expect(shellFooter(off, settings).newsletter).toBeNull();
  });

  it('still names the shop without a theme config', () => {
    expect(shellFooter(null, themeSettings(null, fallback))).toMatchObject({ siteName: 'fitkit' });
  });
});

describe('shellNavbar', () => {
  const settings = themeSettings(theme, fallback);

  it('maps every item kind, keeps CMS menu sections as bloks and drops items without a target', () => {
    const navbar = parsed('navbar', {
      hover_style: 'BACKGROUND',
      hover_color: '#fbbf24',
      fitment_background_color: '#111827',
      items: [
        { _uid: 'a', component: 'text-menu-item', text: 'Call', link: 'PHONE' },
        { _uid: 'b', component: 'text-menu-item', text: 'Nowhere', link: link('') },
        {
          _uid: 'c',
          component: 'tree-menu',
          text: 'Exterior',
          link: link('/c/exterior'),
          items: [
            {
              _uid: 'd',
              component: 'tree-menu-item',
              text: 'Bumpers',
              items: [
                {
                  _uid: 'e',
                  component: 'menu-link',
                  text: 'Front',
                  link: link('/c/exterior/bumpers/front-bumpers'),
                },
              ],
            },
          ],
        },
        {
          _uid: 'f',
          component: 'link-menu',
          text: 'Help',
          items: [{ _uid: 'g', component: 'menu-link', text: 'Blog', link: link('https://blog.test/') }],
        },
        { _uid: 'h', component: 'cms-menu', text: 'Brands', sections: [{ _uid: 's', component: 'section' }] },
      ],
    });
    expect(shellNavbar(navbar, settings)).toEqual({
      hoverStyle: 'BACKGROUND',
      colors: { background: null, text: null, hover: '#fbbf24', hoverText: null },
      fitment: { image: null, background: '#111827', text: null },
      items: [
        { type: 'text-menu-item', id: 'a', text: 'Call', href: 'tel:1-888-555-0199' },
        {
          type: 'tree-menu',
          id: 'c',
          text: 'Exterior',
          href: '/c/exterior/',
          items: [
            {
              text: 'Bumpers',
              href: null,
              items: [{ text: 'Front', href: '/c/exterior/bumpers/front-bumpers/' }],
            },
          ],
        },
        {
          type: 'link-menu',
          id: 'f',
          text: 'Help',
          href: null,
          items: [{ text: 'Blog', href: 'https://blog.test/', newTab: true }],
        },
        {
          type: 'cms-menu',
          id: 'h',
          text: 'Brands',
          href: null,
          sections: [{ _uid: 's', component: 'section' }],
        },
      ],
    });
  });
});

describe('shellPromoBanner', () => {
  const settings = themeSettings(theme, fallback);

  it('needs an image', () => {
    expect(shellPromoBanner(parsed('promo_banner', { text: 'Sale' }), settings)).toBeNull();
  });

  it('maps images, link, text and background colours', () => {
    const banner = parsed('promo_banner', {
      text: 'Free shipping on orders over $99',
      mobile_image: { filename: '/banner-m.svg', alt: '' },
      desktop_image: { filename: '/banner-d.svg', alt: 'ignored when there is text' },
      link: link('/specials'),
      background_color: '#b91c1c',
    });
    expect(shellPromoBanner(banner, settings)).toEqual({
      mobileImage: '/banner-m.svg',
      desktopImage: '/banner-d.svg',
      alt: 'Free shipping on orders over $99',
      href: '/specials/',
      backgroundColors: { mobile: '#b91c1c', desktop: null },
    });
  });
});
