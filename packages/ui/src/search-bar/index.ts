export type {
  SearchBarLayout,
  SearchBarProps,
  SearchProductSuggestion,
  SearchQuerySuggestion,
} from './search-bar';
export { SearchBar } from './search-bar';
export type { SearchEvent, SearchState } from './search-state';
export {
  DEFAULT_SEARCH_PLACEHOLDER,
  initialSearchState,
  searchPlaceholder,
  searchReducer,
  submittableQuery,
} from './search-state';
