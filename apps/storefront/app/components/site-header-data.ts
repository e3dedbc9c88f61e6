import type { ShellNavbar, ShellNavbarItem } from '@fitkit/cms-blocks/sitewide';
import { NAVBAR_ITEM_TYPES, type NavbarItemType, type PromoBannerContent } from '@fitkit/ui';

/** What the header takes from the root loader's `shell`: banner, navbar and the theme's header settings. */
export type HeaderShell = {
  /** The promo banner, or null when there is none to show. */
  banner: PromoBannerContent | null;
  /** The navbar with CMS menus still as bloks, or null without a navbar story. */
  navbar: ShellNavbar | null;
  /** The theme's site name, for the logo; null keeps the app's own. */
  siteName: string | null;
  /** The phone the header links to; null when the theme has none or hides it. */
  phone: string | null;
};

const EMPTY: HeaderShell = { banner: null, navbar: null, siteName: null, phone: null };

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isNonEmptyString = (value: unknown): value is string => isString(value) && value.trim() !== '';
const isLink = (value: unknown) => isObject(value) && isString(value.text) && isNonEmptyString(value.href);

function isItemType(value: unknown): value is NavbarItemType {
  return NAVBAR_ITEM_TYPES.includes(value as NavbarItemType);
}

/** Whether one navbar entry has the fields its kind needs; anything else is left out, not rendered half. */
function isShellNavbarItem(item: unknown): item is ShellNavbarItem {
  if (!isObject(item) || !isItemType(item.type) || !isString(item.text)) return false;
  switch (item.type) {
    case 'text-menu-item':
      return isNonEmptyString(item.href);
    case 'tree-menu':
      return (
        Array.isArray(item.items) &&
        item.items.every(
          (group: unknown) =>
            isObject(group) &&
            isString(group.text) &&
            Array.isArray(group.items) &&
            group.items.every(isLink),
        )
      );
    case 'link-menu':
      return Array.isArray(item.items) && item.items.every(isLink);
    case 'cms-menu':
      return Array.isArray(item.sections);
  }
}

function bannerOf(banner: unknown): PromoBannerContent | null {
  if (!isObject(banner) || !isString(banner.alt)) return null;
  if (!isNonEmptyString(banner.mobileImage) && !isNonEmptyString(banner.desktopImage)) return null;
  return banner as PromoBannerContent;
}

function navbarOf(navbar: unknown): ShellNavbar | null {
  if (!isObject(navbar) || !Array.isArray(navbar.items)) return null;
  return { ...(navbar as ShellNavbar), items: navbar.items.filter(isShellNavbarItem) };
}

/**
 * Reads the header's part of the root loader's `shell` without trusting its shape: a missing shell (before
 * the sitewide content is wired, or on an error page without loader data) gives an empty header shell.
 */
export function headerShellOf(root: unknown): HeaderShell {
  if (!isObject(root) || !isObject(root.shell)) return EMPTY;
  const { banner, navbar, theme } = root.shell;
  const settings = isObject(theme) ? theme : {};
  return {
    banner: bannerOf(banner),
    navbar: navbarOf(navbar),
    siteName: isNonEmptyString(settings.siteName) ? settings.siteName : null,
    // A phone without digits cannot become a tel: link, so it is treated as missing.
    phone:
      settings.headerShowPhone !== false && isString(settings.phone) && /\d/.test(settings.phone)
        ? settings.phone
        : null,
  };
}
