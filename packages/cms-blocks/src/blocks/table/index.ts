export type { TableBlok } from './schema';
export { tableSchema } from './schema';
export { TableBlock } from './table';
