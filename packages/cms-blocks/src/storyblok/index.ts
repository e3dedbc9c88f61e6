export type { StoryblokComponentDefinition, StoryblokFieldDefinition } from './components';
export { buildStoryblokComponents, storyblokComponentsJson } from './components';
