export type { MenuLinkBlok, NavbarBlok, NavbarItemBlok, TreeMenuItemBlok } from './navbar';
export type { PromoBannerBlok } from './promo-banner';
export type {
  ShellCmsMenu,
  ShellFooter,
  ShellNavbar,
  ShellNavbarItem,
  ThemeFallback,
  ThemeSettings,
} from './shell';
export { shellFooter, shellNavbar, shellPromoBanner, themeSettings } from './shell';
export type { ParseSitewideResult, SitewideContent, SitewideStory } from './sitewide';
export {
  parseSitewide,
  SITEWIDE_COMPONENT_SCHEMAS,
  SITEWIDE_FOLDER,
  SITEWIDE_STORIES,
  sitewideSlug,
} from './sitewide';
export type { FooterGroupBlok, SplashBarItemBlok, ThemeConfigBlok } from './theme-config';
