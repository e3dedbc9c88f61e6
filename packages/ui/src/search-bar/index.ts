export type { SearchBarProps, SearchProductSuggestion } from './search-bar';
export { SearchBar } from './search-bar';
