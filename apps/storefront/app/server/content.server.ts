import { fileURLToPath } from 'node:url';
import { createLocalContentSource } from '@fitkit/cms-blocks/content-local';
import {
  type ContentSource,
  createStoryblokContentSource,
  type GetStoryOptions,
  type StoryResult,
} from '@fitkit/cms-blocks/server';
import { config } from './config.server';
import { createLastGood } from './last-good.server';

/**
 * Where content comes from and how the visual editor is trusted, read once from the environment:
 * - STORYBLOK_TOKEN + STORYBLOK_API_BASE: a real space's CDN API (published content);
 * - STORYBLOK_PREVIEW_TOKEN: reads drafts and signs the visual editor's requests (defaults to STORYBLOK_TOKEN);
 * - STORYBLOK_SPACE_ID: when set, only that space's editor is trusted;
 * - STORYBLOK_VERSION=draft: a preview site that shows drafts to everyone (never set it on the live shop);
 * - STORYBLOK_EDITOR_ORIGIN: the visual editor's origin, the one site that may frame a page in verified edit mode.
 * Without a token the shop reads the Storyblok-format story files in `content/stories`.
 */
export const contentConfig = {
  token: process.env.STORYBLOK_TOKEN ?? '',
  previewToken: process.env.STORYBLOK_PREVIEW_TOKEN ?? process.env.STORYBLOK_TOKEN ?? '',
  apiBase: process.env.STORYBLOK_API_BASE ?? '',
  spaceId: process.env.STORYBLOK_SPACE_ID || undefined,
  draftSite: process.env.STORYBLOK_VERSION === 'draft',
  editorOrigin: originOf(process.env.STORYBLOK_EDITOR_ORIGIN),
} as const;

/** The origin of a configured URL; anything else (it goes into a header) is refused at start. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const { origin } = new URL(url);
  if (origin === 'null') throw new Error(`STORYBLOK_EDITOR_ORIGIN must be an http(s) origin, not ${url}`);
  return origin;
}

function cdnSource(token: string, version: 'published' | 'draft'): ContentSource {
  if (!contentConfig.apiBase) throw new Error('STORYBLOK_TOKEN is set, so STORYBLOK_API_BASE must be too');
  // Published reads give up like the shop's other reads; the editor's drafts may take the full 30 s.
  const timeoutMs = version === 'published' ? config.readTimeoutMs : undefined;
  return createStoryblokContentSource({ token, apiBase: contentConfig.apiBase, version, timeoutMs });
}

// Local Storyblok-format stories shipped with the shop (the same folder in dev and in the built server).
const local = createLocalContentSource({
  dir: fileURLToPath(new URL('../../content/stories', import.meta.url)),
});
const published = contentConfig.token ? cdnSource(contentConfig.token, 'published') : local;
const drafts = contentConfig.token ? cdnSource(contentConfig.previewToken, 'draft') : local;

/**
 * Published stories from `published`, the last good one while that source fails (a 404 is an answer, not a
 * failure: it is never hidden by an old story); drafts and time-travel reads straight from their source.
 */
export function withLastGoodStories(published: ContentSource, drafts: ContentSource): ContentSource {
  const lastGood = createLastGood<StoryResult>({
    // 4 MB of JSON per worker: a story is 2–25 KB, so a few hundred pages.
    maxBytes: 4 * 1024 * 1024,
    isGood: (r) => r.ok,
    isOutage: (r) => !r.ok && r.status >= 500,
  });
  return {
    getStory: (slug: string, options: GetStoryOptions = {}) => {
      if (options.version === 'draft') return drafts.getStory(slug, options);
      if (options.timeTravel) return published.getStory(slug, options);
      return lastGood.read(slug, () => published.getStory(slug, options));
    },
  };
}

/** The content source of the shop: published stories with the public token, drafts with the preview token. */
export const content: ContentSource = withLastGoodStories(published, drafts);
