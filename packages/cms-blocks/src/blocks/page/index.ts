export { PageBlock } from './page';
export type { PageBlok } from './schema';
export { pageSchema } from './schema';
