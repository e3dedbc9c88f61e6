export { ButtonBlock } from './button';
export type { ButtonBlok } from './schema';
export { buttonSchema } from './schema';
