import type { ConfigurableFitmentLevel, SelectRequirement } from '@fitkit/fitment';
import type { FooterLink, FooterProps, SocialNetwork, SplashBarItem } from '@fitkit/ui/footer';
import { SOCIAL_NETWORKS } from '@fitkit/ui/footer';
import type { NavbarCmsMenu, NavbarContent, NavbarItem, NavbarLink } from '@fitkit/ui/navbar';
import type { PromoBannerContent } from '@fitkit/ui/promo-banner';
import type { RawBlok } from '../fields/fields';
import { type LinkInput, resolveLink } from '../links/links';
import type { MenuLinkBlok, NavbarBlok, NavbarItemBlok } from './navbar';
import type { PromoBannerBlok } from './promo-banner';
import type { CategoryFacetLevel, SplashBarItemBlok, ThemeConfigBlok } from './theme-config';

/** The shop settings of the theme config that the storefront reads outside the header and footer. */
export interface ThemeSettings {
  /** The shop's name ([SITE] in titles, the copyright line). */
  siteName: string;
  /** The shop's domain ([DOMAIN] in titles). */
  domain: string;
  /** The channel id; static assets live under /assets/{channelId}/static/. */
  channelId: string;
  /** The general phone number ([PHONE], PHONE links, call actions). */
  phone: string;
  /** The phone for orders already placed; the general phone unless set. */
  supportPhone: string;
  /** Which header the theme asks for, when it names one. */
  headerId: string | null;
  /** Whether the header shows the phone link. */
  headerShowPhone: boolean;
  /** Whether the newsletter form is shown. */
  newsletterEnabled: boolean;
  /** Whether recommended products are fetched (SPEC §7 store actions). */
  enableRecommendedProducts: boolean;
  /** Whether search submits look up a redirect first. */
  searchRedirects: boolean;
  /** Whether the mini cart offers 'Email Cart'. */
  shareCart: boolean;
  /** Whether listings ask for and show the same-day shipping facet (SPEC §9). */
  sameDayFacet: boolean;
  /** Whether listings outside a category count their category facet over top (lvl0) or second-level (lvl1) categories. */
  categoryFacetLevel: CategoryFacetLevel;
  /** Body, bed and engine in the vehicle selects: required, optional or absent (SPEC §4). */
  fitmentSelects: Record<ConfigurableFitmentLevel, SelectRequirement>;
  /** The search bar placeholder without a vehicle; null keeps the default text. */
  searchText: string | null;
  /** What follows every page title ([TITLE_SUFFIX]). */
  titleSuffix: string;
  /** The privacy policy link. */
  privacyUrl: string | null;
}

/** The identity a shop has before (or without) a theme config story, e.g. from its environment. */
export type ThemeFallback = Pick<ThemeSettings, 'siteName' | 'domain' | 'channelId' | 'phone'>;

/** The theme settings from the theme config story, or the fallback identity with default flags. */
export function themeSettings(theme: ThemeConfigBlok | null, fallback: ThemeFallback): ThemeSettings {
  if (!theme) {
    return {
      ...fallback,
      supportPhone: fallback.phone,
      headerId: null,
      headerShowPhone: true,
      newsletterEnabled: true,
      enableRecommendedProducts: true,
      searchRedirects: true,
      shareCart: true,
      sameDayFacet: false,
      categoryFacetLevel: 'lvl0',
      fitmentSelects: { body: 'absent', bed: 'absent', engine: 'absent' },
      searchText: null,
      titleSuffix: ` | ${fallback.siteName}`,
      privacyUrl: null,
    };
  }
  return {
    siteName: theme.site_name,
    domain: theme.domain,
    channelId: theme.channel_id,
    phone: theme.phone,
    supportPhone: theme.support_phone ?? theme.phone,
    headerId: theme.header_id ?? null,
    headerShowPhone: theme.header_show_phone,
    newsletterEnabled: theme.newsletter_enabled,
    enableRecommendedProducts: theme.enable_recommended_products,
    searchRedirects: theme.search_redirects,
    shareCart: theme.share_cart,
    sameDayFacet: theme.same_day_facet,
    categoryFacetLevel: theme.category_facet_level,
    fitmentSelects: { body: theme.body_select, bed: theme.bed_select, engine: theme.engine_select },
    searchText: theme.search_text ?? null,
    // Text fields are trimmed, so the space between title and suffix is added here.
    titleSuffix: ` ${theme.title_suffix ?? `| ${theme.site_name}`}`,
    privacyUrl: resolveLink(theme.privacy_url, { phone: theme.phone })?.href ?? null,
  };
}

/** A CMS menu whose sections are still bloks: loader data must be JSON, so they are rendered in the page. */
export type ShellCmsMenu = Omit<NavbarCmsMenu, 'sections'> & {
  /** The section bloks of the menu's panel, to render with the block registry. */
  sections: RawBlok[];
};

/** A navbar item as loader data carries it. */
export type ShellNavbarItem = Exclude<NavbarItem, NavbarCmsMenu> | ShellCmsMenu;

/** The navbar as loader data carries it: the Navbar's content with CMS menus unrendered, plus the fitment look. */
export type ShellNavbar = Omit<NavbarContent, 'items'> & {
  /** The entries, left to right. */
  items: ShellNavbarItem[];
  /** How the header's fitment button looks, when the navbar story sets it. */
  fitment: { image: string | null; background: string | null; text: string | null };
};

/** A link's href and tab, or null when it does not resolve (empty, unsafe, PHONE without a phone). */
function target(link: LinkInput, phone: string): { href: string; newTab?: true } | null {
  const resolved = resolveLink(link, { phone });
  if (!resolved) return null;
  return resolved.newTab ? { href: resolved.href, newTab: true } : { href: resolved.href };
}

function menuLinks(links: readonly MenuLinkBlok[], phone: string): NavbarLink[] {
  return links.flatMap((link) => {
    const to = target(link.link, phone);
    return to ? [{ text: link.text, ...to }] : [];
  });
}

function navbarItem(item: NavbarItemBlok, phone: string): ShellNavbarItem | null {
  const to = target(item.link, phone);
  const base = {
    id: item._uid,
    text: item.text,
    href: to?.href ?? null,
    ...(to?.newTab ? { newTab: true } : {}),
  };
  switch (item.component) {
    case 'text-menu-item':
      return to ? { type: 'text-menu-item', id: item._uid, text: item.text, ...to } : null;
    case 'tree-menu':
      return {
        type: 'tree-menu',
        ...base,
        items: item.items.map((column) => {
          const heading = target(column.link, phone);
          return {
            text: column.text,
            href: heading?.href ?? null,
            ...(heading?.newTab ? { newTab: true } : {}),
            items: menuLinks(column.items, phone),
          };
        }),
      };
    case 'link-menu':
      return { type: 'link-menu', ...base, items: menuLinks(item.items, phone) };
    case 'cms-menu':
      return { type: 'cms-menu', ...base, sections: [...item.sections] };
  }
}

/** The navbar story as loader data; items whose link does not resolve are left out. */
export function shellNavbar(navbar: NavbarBlok, theme: ThemeSettings): ShellNavbar {
  return {
    items: navbar.items.flatMap((item) => navbarItem(item, theme.phone) ?? []),
    hoverStyle: navbar.hover_style,
    colors: {
      background: navbar.background_color ?? null,
      text: navbar.text_color ?? null,
      hover: navbar.hover_color ?? null,
      hoverText: navbar.hover_text_color ?? null,
    },
    fitment: {
      image: navbar.fitment_image?.filename ?? null,
      background: navbar.fitment_background_color ?? null,
      text: navbar.fitment_text_color ?? null,
    },
  };
}

/** The promo banner's props, or null when it has no image to show. */
export function shellPromoBanner(banner: PromoBannerBlok, theme: ThemeSettings): PromoBannerContent | null {
  const mobile = banner.mobile_image;
  const desktop = banner.desktop_image;
  if (!mobile && !desktop) return null;
  const to = target(banner.link, theme.phone);
  return {
    mobileImage: mobile?.filename ?? null,
    desktopImage: desktop?.filename ?? null,
    alt: banner.text ?? (desktop?.alt || mobile?.alt || ''),
    href: to?.href ?? null,
    ...(to?.newTab ? { newTab: true } : {}),
    backgroundColors: {
      mobile: banner.background_color ?? null,
      desktop: banner.desktop_background_color ?? null,
    },
  };
}

/** The footer's content: everything of {@link FooterProps} that comes from the theme config. */
export type ShellFooter = Pick<
  FooterProps,
  | 'siteName'
  | 'splashBar'
  | 'navigation'
  | 'social'
  | 'newsletter'
  | 'legalLinks'
  | 'privacyUrl'
  | 'disclaimer'
>;

function splashItem(item: SplashBarItemBlok, phone: string): SplashBarItem {
  const common = { icon: item.icon ?? null, title: item.title, text: item.text ?? null };
  if (item.action === 'CALL') return { ...common, action: 'CALL', phone };
  if (item.action === 'CHAT') return { ...common, action: 'CHAT' };
  return { ...common, action: 'LINK', href: target(item.link, phone)?.href ?? null };
}

function footerLinks(links: readonly MenuLinkBlok[], phone: string): FooterLink[] {
  return menuLinks(links, phone).map(({ text, href }) => ({ text, href }));
}

/** The footer's content from the theme config; without one, just the site name. */
export function shellFooter(theme: ThemeConfigBlok | null, settings: ThemeSettings): ShellFooter {
  if (!theme) return { siteName: settings.siteName, newsletter: { position: 'RIGHT' } };
  const phone = settings.phone;
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const to = target(theme[network], phone);
    if (to) social[network] = to.href;
  }
  return {
    siteName: settings.siteName,
    splashBar: theme.splash_bar.map((item) => splashItem(item, phone)),
    navigation: theme.footer_groups.map((group) => ({
      title: group.title,
      links: footerLinks(group.links, phone),
    })),
    social,
    newsletter: theme.newsletter_enabled
      ? {
          position: theme.subscribe_position,
          ...(theme.subscribe_text ? { text: theme.subscribe_text } : {}),
        }
      : null,
    legalLinks: footerLinks(theme.legal_bar, phone),
    ...(settings.privacyUrl ? { privacyUrl: settings.privacyUrl } : {}),
    ...(theme.disclaimer ? { disclaimer: theme.disclaimer } : {}),
  };
}
