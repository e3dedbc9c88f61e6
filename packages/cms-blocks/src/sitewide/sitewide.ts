import { z } from 'zod/mini';
import {
  cmsMenuSchema,
  linkMenuSchema,
  menuLinkSchema,
  navbarSchema,
  textMenuItemSchema,
  treeMenuItemSchema,
  treeMenuSchema,
} from './navbar';
import { promoBannerSchema } from './promo-banner';
import { footerGroupSchema, splashBarItemSchema, themeConfigSchema } from './theme-config';

/** The sitewide stories, by their content type: navbar, promo banner and theme config (SPEC §3 Sitewide data). */
export const SITEWIDE_STORIES = ['navbar', 'promo_banner', 'theme_config'] as const;

/** One of {@link SITEWIDE_STORIES}. */
export type SitewideStory = (typeof SITEWIDE_STORIES)[number];

/** The folder of the sitewide stories (SPEC §7's `{sitewide base}`): `sitewide/navbar` and so on. */
export const SITEWIDE_FOLDER = 'sitewide';

/** The full slug of a sitewide story ('promo_banner' lives at 'sitewide/promo-banner'). */
export function sitewideSlug(story: SitewideStory): string {
  return `${SITEWIDE_FOLDER}/${story.replaceAll('_', '-')}`;
}

const schemas = {
  navbar: navbarSchema,
  promo_banner: promoBannerSchema,
  theme_config: themeConfigSchema,
} as const;

/** The validated content of each sitewide story. */
export type SitewideContent = { [Story in SitewideStory]: z.output<(typeof schemas)[Story]> };

/** The outcome of {@link parseSitewide}: the content, or the failures with their dotted paths. */
export type ParseSitewideResult<Story extends SitewideStory> =
  | { ok: true; content: SitewideContent[Story] }
  | { ok: false; issues: { path: string; message: string }[] };

/** Validates a sitewide story's content (its root blok) against the schema of its content type. */
export function parseSitewide<Story extends SitewideStory>(
  story: Story,
  content: unknown,
): ParseSitewideResult<Story> {
  const result = z.safeParse(schemas[story], content);
  if (result.success) return { ok: true, content: result.data as SitewideContent[Story] };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/**
 * Every Storyblok component the sitewide stories use (roots first, then what nests in them), for the
 * generated `storyblok/components.json`.
 */
export const SITEWIDE_COMPONENT_SCHEMAS = [
  navbarSchema,
  promoBannerSchema,
  themeConfigSchema,
  textMenuItemSchema,
  treeMenuSchema,
  treeMenuItemSchema,
  linkMenuSchema,
  cmsMenuSchema,
  menuLinkSchema,
  splashBarItemSchema,
  footerGroupSchema,
] as const;
