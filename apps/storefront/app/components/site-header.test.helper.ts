/** A root loader `shell` as the sitewide content gives it, for the header tests. */
export const banner = {
  mobileImage: '/banner-768.png',
  desktopImage: '/banner-1334.png',
  alt: 'Free shipping over $99',
  href: '/specials/',
  backgroundColors: { mobile: '#7c2d12', desktop: null },
};

export const navbar = {
  items: [
    { type: 'text-menu-item', id: 'a', text: 'Deals', href: '/specials/' },
    {
      type: 'tree-menu',
      id: 'b',
      text: 'Shop Parts',
      href: null,
      items: [
        {
          text: 'Exterior',
          href: '/c/exterior/',
          items: [{ text: 'Bumpers', href: '/c/exterior/bumpers/' }],
        },
      ],
    },
    {
      type: 'link-menu',
      id: 'c',
      text: 'Brands',
      href: '/brands/',
      items: [{ text: 'Avery', href: '/b/avery/' }],
    },
    {
      type: 'cms-menu',
      id: 'd',
      text: 'Garage',
      href: null,
      sections: [{ component: 'section', _uid: 's1' }],
    },
  ],
  hoverStyle: 'BACKGROUND',
  colors: { background: '#111827', text: null, hover: null, hoverText: null },
  fitment: { image: null, background: '#fde047', text: '#111827' },
};

export const theme = { siteName: 'Fitkit Offroad', phone: '1-800-555-0199', headerShowPhone: true };
