export type { MenuController, MenuControllerOptions } from './menu-controller';
export { createMenuController } from './menu-controller';
export type { NavbarProps } from './navbar';
export { Navbar } from './navbar';
export type {
  NavbarCmsMenu,
  NavbarColors,
  NavbarContent,
  NavbarHoverStyle,
  NavbarItem,
  NavbarItemType,
  NavbarLink,
  NavbarLinkMenu,
  NavbarMenu,
  NavbarTextItem,
  NavbarTreeGroup,
  NavbarTreeMenu,
} from './navbar-types';
export {
  MENU_HOVER_DELAY_MS,
  NAVBAR_HOVER_STYLES,
  NAVBAR_ITEM_TYPES,
  navbarItemKey,
  TREE_MENU_COLUMN_SIZE,
} from './navbar-types';
export type { TreeMenuColumn } from './tree-columns';
export { treeMenuColumns } from './tree-columns';
