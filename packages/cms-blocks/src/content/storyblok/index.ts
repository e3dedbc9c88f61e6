export type { StoryblokContentSourceOptions } from './storyblok';
export { createStoryblokContentSource } from './storyblok';
