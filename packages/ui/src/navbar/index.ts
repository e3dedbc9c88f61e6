export type { NavbarProps } from './navbar';
export { Navbar } from './navbar';
export type { NavbarCmsMenu, NavbarContent, NavbarItem, NavbarLink } from './navbar-types';
export { NAVBAR_HOVER_STYLES, NAVBAR_ITEM_TYPES } from './navbar-types';
