export type { SortOption } from './sort-options';
export { parseSort, SORT_LABELS, SORT_OPTIONS } from './sort-options';
export type { SortSelectProps } from './sort-select';
export { SortSelect } from './sort-select';
