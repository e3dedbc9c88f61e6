export type { BuildPartsProps } from './build-parts';
export { ADD_ALL_INTENT, BuildParts } from './build-parts';
