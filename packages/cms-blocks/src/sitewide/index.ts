export type {
  MenuLinkBlok,
  NavbarContent,
  NavbarHoverStyle,
  NavbarItemBlok,
  NavbarItemType,
  TreeMenuItemBlok,
} from './navbar';
export { NAVBAR_HOVER_STYLES, NAVBAR_ITEM_TYPES } from './navbar';
export type { PromoBannerContent } from './promo-banner';
export type { ParseSitewideResult, SitewideContent, SitewideStory } from './sitewide';
export {
  parseSitewide,
  SITEWIDE_COMPONENT_SCHEMAS,
  SITEWIDE_FOLDER,
  SITEWIDE_STORIES,
  sitewideSlug,
} from './sitewide';
export type {
  FooterGroupBlok,
  SocialNetwork,
  SplashAction,
  SplashBarItemBlok,
  SubscribePosition,
  ThemeConfigContent,
} from './theme-config';
export { SOCIAL_NETWORKS, SPLASH_ACTIONS, SUBSCRIBE_POSITIONS } from './theme-config';
