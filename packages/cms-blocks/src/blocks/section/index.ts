export type { SectionBlok } from './schema';
export { sectionSchema } from './schema';
export { SectionBlock } from './section';
