import type { CmsMode } from '@fitkit/cms-blocks';
import { validateBloks } from '@fitkit/cms-blocks/server';
import {
  parseSitewide,
  type ShellFooter,
  type ShellNavbar,
  SITEWIDE_STORIES,
  type SitewideContent,
  type SitewideStory,
  shellFooter,
  shellNavbar,
  shellPromoBanner,
  sitewideSlug,
  type ThemeSettings,
  themeSettings,
} from '@fitkit/cms-blocks/sitewide';
import type { PromoBannerContent } from '@fitkit/ui/promo-banner';
import { createTtlCache } from './cache.server';
import { config } from './config.server';
import { content } from './content.server';
import { purgeKey } from './purge-keys';
import { adoptThemeSeo, envSiteSeo } from './seo.server';
import { versionOf } from './story.server';

/** The shop's shell as the root loader hands it to every page (header, navbar, footer, theme settings). */
export type ShellData = {
  /** The promo banner, or null when there is none to show. */
  banner: PromoBannerContent | null;
  /** The navbar (CMS menus still as bloks), or null without a navbar story. */
  navbar: ShellNavbar | null;
  /** The footer's content from the theme config. */
  footer: ShellFooter;
  /** The theme settings; the environment's identity when there is no theme config. */
  theme: ThemeSettings;
};

/** Every page shows the sitewide stories (navbar, promo banner, theme config): a change to one purges them all. */
export const SHELL_PURGE_KEYS = SITEWIDE_STORIES.map((story) => purgeKey('story', sitewideSlug(story)));

/** Published shells are the same for every shopper for a few seconds, like the catalogue. */
const SHELL_TTL_MS = 10_000;
const cache = createTtlCache<ShellData>({ ttlMs: SHELL_TTL_MS, maxEntries: 16 });

/** One sitewide story, validated; a missing or broken story is logged and gives null so the shop still renders. */
async function sitewideStory<Story extends SitewideStory>(
  story: Story,
  options: { mode: CmsMode; timeTravel: string | undefined },
): Promise<SitewideContent[Story] | null> {
  const slug = sitewideSlug(story);
  try {
    const result = await content.getStory(slug, {
      version: versionOf(options.mode),
      timeTravel: options.timeTravel,
    });
    if (!result.ok) {
      console.error(`sitewide ${slug}: ${result.message} (${result.detail ?? result.status})`);
      return null;
    }
    const parsed = parseSitewide(story, result.story.content);
    if (parsed.ok) return parsed.content;
    const issues = parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    console.error(`sitewide ${slug} is invalid: ${issues}`);
  } catch (error) {
    console.error(`sitewide ${slug} failed:`, error);
  }
  return null;
}

/** The navbar with its CMS menus' sections validated into block props, as page stories are. */
function withValidSections(navbar: ShellNavbar, mode: CmsMode): ShellNavbar {
  return {
    ...navbar,
    items: navbar.items.map((item) =>
      item.type === 'cms-menu' ? { ...item, sections: validateBloks(item.sections, { mode }).bloks } : item,
    ),
  };
}

async function buildShell(mode: CmsMode, timeTravel: string | undefined): Promise<ShellData> {
  const options = { mode, timeTravel };
  const [navbar, banner, theme] = await Promise.all([
    sitewideStory('navbar', options),
    sitewideStory('promo_banner', options),
    sitewideStory('theme_config', options),
  ]);
  const settings = themeSettings(theme, {
    siteName: config.siteName,
    domain: envSiteSeo.domain,
    channelId: config.siteId,
    phone: envSiteSeo.phone,
  });
  // Page titles ([SITE], [TITLE_SUFFIX], [PHONE]…) follow the published theme; drafts do not leak into them.
  if (theme && mode === 'published') adoptThemeSeo(settings);
  return {
    banner: banner ? shellPromoBanner(banner, settings) : null,
    navbar: navbar ? withValidSections(shellNavbar(navbar, settings), mode) : null,
    footer: shellFooter(theme, settings),
    theme: settings,
  };
}

/**
 * The shell for a request's CMS mode and `timeTravel`: published shells come from a short cache (shared by
 * concurrent requests), drafts are read fresh so editors see their changes.
 */
export function loadShell(mode: CmsMode, timeTravel: string | undefined): Promise<ShellData> {
  if (mode !== 'published') return buildShell(mode, timeTravel);
  return cache.get(`published:${timeTravel ?? ''}`, () => buildShell(mode, timeTravel));
}

// Read once at start, so the first pages' titles already use the theme config.
void loadShell('published', undefined);

/**
 * Forgets the published shells and reads the current one again (`POST /refresh-config/`, developer mode): a theme
 * config, navbar or footer just published shows on the next page instead of after the cache's few seconds.
 */
export async function refreshShell(): Promise<void> {
  cache.clear();
  await loadShell('published', undefined);
}
