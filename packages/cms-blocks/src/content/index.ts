export type { VerifyEditorOptions } from './editor';
export { EDITOR_TOKEN_MAX_AGE_S, verifyEditorRequest } from './editor';
export type { ContentSource, GetStoryOptions, Story, StoryResult, StoryVersion } from './source';
export {
  NO_CMS_DATA_FOUND,
  normalizeStorySlug,
  STORY_VERSIONS,
  storyFromPayload,
  storySchema,
} from './source';
export type { StoryblokContentSourceOptions } from './storyblok';
export { createStoryblokContentSource } from './storyblok';
