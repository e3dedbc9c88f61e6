export { SORT_OPTIONS } from './sort-options';
export type { SortSelectProps } from './sort-select';
export { SortSelect } from './sort-select';
