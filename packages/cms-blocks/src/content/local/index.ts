export type { LocalContentSourceOptions } from './local';
export { createLocalContentSource } from './local';
