// The server entry: validating bloks against the block schemas (zod), finding the data a story's blocks need
// before rendering, and reading stories from Storyblok. Never imported by browser code.
export { fitmentOptionsNeeded } from './blocks/fitment-selector/draft';
export { hasFitmentSelector } from './blocks/fitment-selector/requests';
export { searchBlockRequests } from './blocks/search-block/requests';
export type { VerifyEditorOptions } from './content/editor/editor';
export { verifyEditorRequest } from './content/editor/editor';
export type { ContentSource, GetStoryOptions, Story, StoryResult, StoryVersion } from './content/source';
export { NO_CMS_DATA_FOUND } from './content/source';
export type { StoryblokContentSourceOptions } from './content/storyblok/storyblok';
export { createStoryblokContentSource } from './content/storyblok/storyblok';
export { blokSchemas } from './registry/schema';
export type { BlokSchemaMap, ValidateBloksOptions, ValidatedBloks } from './registry/validate';
export { validateBloks } from './registry/validate';
export { priceTokenRequests } from './rich-text/price-tokens';
