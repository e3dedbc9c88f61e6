import type { ShellNavbar } from '@fitkit/cms-blocks/sitewide';
import type { PromoBannerContent } from '@fitkit/ui/promo-banner';
import type { ShellData } from '../server/sitewide.server';

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
  /**
   * The theme's Header id (SPEC §3 "Header id and options") as the header element's `id`: SPEC names the field and
   * no more, so it is what a theme's own styles, scripts and links address the header by. Null when unset or not
   * a usable id (blank, or with spaces).
   */
  id: string | null;
};

/**
 * The header's part of the root loader's `shell` (validated on the server). Without a shell (an error page
 * without loader data) the header has no banner, navbar or theme phone.
 */
export function headerShellOf(shell: ShellData | null | undefined): HeaderShell {
  if (!shell) return { banner: null, navbar: null, siteName: null, phone: null, id: null };
  const { siteName, phone, headerShowPhone, headerId } = shell.theme;
  return {
    banner: shell.banner,
    navbar: shell.navbar,
    siteName: siteName.trim() ? siteName : null,
    // A phone without digits cannot become a tel: link, so it is treated as missing.
    phone: headerShowPhone && /\d/.test(phone) ? phone : null,
    id: headerId && /^[^\s]+$/.test(headerId) ? headerId : null,
  };
}
