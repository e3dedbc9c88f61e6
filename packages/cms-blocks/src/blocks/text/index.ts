export type { TextBlok } from './schema';
export { textSchema } from './schema';
export { TextBlock } from './text';
