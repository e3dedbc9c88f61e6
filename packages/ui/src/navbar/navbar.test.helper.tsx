import type { NavbarItem, NavbarLink } from './navbar-types';

const slug = (text: string) => text.toLowerCase().replaceAll(' ', '-');
const links = (names: readonly string[], base: string): NavbarLink[] =>
  names.map((text) => ({ text, href: `/c/${base}/${slug(text)}/` }));

/** Exterior parts: 20 links, so the tree menu wraps them into a second column. */
export const exteriorLinks = links(
  [
    'Bumpers',
    'Rock Sliders',
    'Fender Flares',
    'Grille Guards',
    'Hitches',
    'Mud Flaps',
    'Nerf Bars',
    'Running Boards',
    'Side Steps',
    'Skid Plates',
    'Spare Tire Carriers',
    'Tonneau Covers',
    'Bed Liners',
    'Roof Racks',
    'Cargo Carriers',
    'Winches',
    'Light Bars',
    'Tow Hooks',
    'Door Handles',
    'Mirrors',
  ],
  'exterior',
);

/** A navbar with every item kind, as the demo content has it. */
export const demoNavbarItems: NavbarItem[] = [
  {
    type: 'tree-menu',
    text: 'Shop Parts',
    items: [
      { text: 'Exterior', href: '/c/exterior/', items: exteriorLinks },
      {
        text: 'Interior',
        href: '/c/interior/',
        items: links(['Floor Liners', 'Seat Covers', 'Dash Kits', 'Organizers'], 'interior'),
      },
      { text: 'Lighting', items: links(['Headlights', 'Tail Lights', 'Fog Lights'], 'lighting') },
    ],
  },
  {
    type: 'link-menu',
    text: 'Brands',
    href: '/brands/',
    items: ['Lloyds', 'Dash Designs', 'RuffTuff', 'Avery', 'WeToKole', 'Caltrend'].map((text) => ({
      text,
      href: `/b/${slug(text)}/`,
    })),
  },
  {
    type: 'cms-menu',
    text: 'Deals',
    sections: (
      <section aria-labelledby="deals-heading">
        <h2 id="deals-heading">Winter Deals</h2>
        <p>Up to 30% off floor liners and seat covers this week.</p>
        <a href="/specials/">Shop all deals</a>
      </section>
    ),
  },
  { type: 'text-menu-item', text: 'New Products', href: '/new-products/' },
  { type: 'text-menu-item', text: 'Where to Buy', href: '/where-to-buy/' },
  { type: 'text-menu-item', text: 'Dealer Portal', href: '/dealers/', newTab: true },
];
