export type { BuildDeleteProps } from './build-delete';
export { BuildDelete, DELETE_BUILD_INTENT } from './build-delete';
