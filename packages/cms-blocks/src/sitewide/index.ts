export type { ShellFooter, ShellNavbar, ShellNavbarItem, ThemeSettings } from './shell';
export { shellFooter, shellNavbar, shellPromoBanner, themeSettings } from './shell';
export type { SitewideContent, SitewideStory } from './sitewide';
export { parseSitewide, SITEWIDE_FOLDER, SITEWIDE_STORIES, sitewideSlug } from './sitewide';
