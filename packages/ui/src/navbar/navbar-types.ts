import type { ReactNode } from 'react';

/** The navbar item kinds of the CMS (SPEC §3, navbar content), named by their Storyblok component. */
export const NAVBAR_ITEM_TYPES = ['text-menu-item', 'tree-menu', 'link-menu', 'cms-menu'] as const;
/** One of {@link NAVBAR_ITEM_TYPES}. */
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/** How a navbar entry reacts to the pointer (SPEC §3): an underline, or a filled background. */
export const NAVBAR_HOVER_STYLES = ['UNDERLINE', 'BACKGROUND'] as const;
/** One of {@link NAVBAR_HOVER_STYLES}. */
export type NavbarHoverStyle = (typeof NAVBAR_HOVER_STYLES)[number];

/** How long the pointer rests on a navbar menu before it opens, in ms (SPEC §9). */
export const MENU_HOVER_DELAY_MS = 175;

/** The most links one tree menu column holds; longer lists wrap into further columns (SPEC §9). */
export const TREE_MENU_COLUMN_SIZE = 14;

/** A resolved link: text and where it goes. */
export type NavbarLink = {
  /** The link text. */
  text: string;
  /** Destination: an internal path (routed client-side), a full URL, `tel:` or `mailto:`. */
  href: string;
  /** Opens in a new tab (external links). */
  newTab?: boolean;
};

/** One column group of a tree menu: a heading (optionally a link) over its child links. */
export type NavbarTreeGroup = {
  /** The group heading. */
  text: string;
  /** Where the heading links; without it the heading is plain text. */
  href?: string | null;
  /** Opens the heading link in a new tab. */
  newTab?: boolean;
  /** The group's links; more than {@link TREE_MENU_COLUMN_SIZE} wrap into further columns. */
  items: readonly NavbarLink[];
};

/** Fields every menu (an item with a panel) shares. */
type NavbarMenuBase = {
  /** Stable key for React and for telling menus apart; defaults to the text. */
  id?: string;
  /** The text of the menu's button. */
  text: string;
  /** Where the menu's own title links; the panel then opens from a separate toggle button. */
  href?: string | null;
  /** Opens the title link in a new tab. */
  newTab?: boolean;
};

/** A plain link in the bar. */
export type NavbarTextItem = NavbarLink & {
  /** Discriminates the item kind. */
  type: 'text-menu-item';
  /** Stable key; defaults to the text. */
  id?: string;
};

/** A menu of groups laid out as columns of at most {@link TREE_MENU_COLUMN_SIZE} links. */
export type NavbarTreeMenu = NavbarMenuBase & {
  /** Discriminates the item kind. */
  type: 'tree-menu';
  /** The column groups, in order. */
  items: readonly NavbarTreeGroup[];
};

/** A menu holding one list of links. */
export type NavbarLinkMenu = NavbarMenuBase & {
  /** Discriminates the item kind. */
  type: 'link-menu';
  /** The links, in order. */
  items: readonly NavbarLink[];
};

/** A menu whose panel is CMS content (sections rendered by the block renderer). */
export type NavbarCmsMenu = NavbarMenuBase & {
  /** Discriminates the item kind. */
  type: 'cms-menu';
  /** The rendered sections shown in the panel. */
  sections: ReactNode;
};

/** A navbar entry: a text link or one of the three menus. */
export type NavbarItem = NavbarTextItem | NavbarTreeMenu | NavbarLinkMenu | NavbarCmsMenu;

/** A navbar entry that opens a panel. */
export type NavbarMenu = NavbarTreeMenu | NavbarLinkMenu | NavbarCmsMenu;

/** The navbar's colours, as CSS colour values (presets and custom colours are resolved before this). */
export type NavbarColors = {
  /** Bar background. */
  background?: string | null;
  /** Text of the bar's entries. */
  text?: string | null;
  /** The hover underline colour, or the hover background with BACKGROUND style. */
  hover?: string | null;
  /** Text colour over the hover background (BACKGROUND style). */
  hoverText?: string | null;
};

/** The navbar content of SPEC §3 in the shape the components take. */
export type NavbarContent = {
  /** The entries, left to right. */
  items: readonly NavbarItem[];
  /** Colours; unset ones fall back to the theme tokens. */
  colors?: NavbarColors | null;
  /** How entries react to the pointer; defaults to UNDERLINE. */
  hoverStyle?: NavbarHoverStyle | null;
};

/** The key a menu is told apart by: its id, else its position and text. */
export function navbarItemKey(item: { id?: string; text: string }, index: number): string {
  return item.id ?? `${index}-${item.text}`;
}
