import { fileURLToPath } from 'node:url';
import { createLocalContentSource } from '@fitkit/cms-blocks/content-local';
import {
  type ContentSource,
  createStoryblokContentSource,
  type GetStoryOptions,
} from '@fitkit/cms-blocks/server';

/**
 * Where content comes from and how the visual editor is trusted, read once from the environment:
 * - STORYBLOK_TOKEN + STORYBLOK_API_BASE: a real space's CDN API (published content);
 * - STORYBLOK_PREVIEW_TOKEN: reads drafts and signs the visual editor's requests (defaults to STORYBLOK_TOKEN);
 * - STORYBLOK_SPACE_ID: when set, only that space's editor is trusted;
 * - STORYBLOK_VERSION=draft: a preview site that shows drafts to everyone (never set it on the live shop).
 * Without a token the shop reads the Storyblok-format story files in `content/stories`.
 */
export const contentConfig = {
  token: process.env.STORYBLOK_TOKEN ?? '',
  previewToken: process.env.STORYBLOK_PREVIEW_TOKEN ?? process.env.STORYBLOK_TOKEN ?? '',
  apiBase: process.env.STORYBLOK_API_BASE ?? '',
  spaceId: process.env.STORYBLOK_SPACE_ID || undefined,
  draftSite: process.env.STORYBLOK_VERSION === 'draft',
} as const;

function cdnSource(token: string, version: 'published' | 'draft'): ContentSource {
  if (!contentConfig.apiBase) throw new Error('STORYBLOK_TOKEN is set, so STORYBLOK_API_BASE must be too');
  return createStoryblokContentSource({ token, apiBase: contentConfig.apiBase, version });
}

// Local Storyblok-format stories shipped with the shop (the same folder in dev and in the built server).
const local = createLocalContentSource({
  dir: fileURLToPath(new URL('../../content/stories', import.meta.url)),
});
const published = contentConfig.token ? cdnSource(contentConfig.token, 'published') : local;
const drafts = contentConfig.token ? cdnSource(contentConfig.previewToken, 'draft') : local;

/** The content source of the shop: published stories with the public token, drafts with the preview token. */
export const content: ContentSource = {
  getStory: (slug: string, options: GetStoryOptions = {}) =>
    (options.version === 'draft' ? drafts : published).getStory(slug, options),
};
