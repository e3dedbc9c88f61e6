/** The catalogue's sort orders, as the `sort` query parameter spells them. */
export const SORT_OPTIONS = ['relevance', 'price-asc', 'price-desc', 'name'] as const;
/** One of {@link SORT_OPTIONS}. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/** What the shopper reads for each sort order. */
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Best Match',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name',
};

/** Reads a `sort` query value, falling back to 'relevance' for anything unknown. */
export function parseSort(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((option) => option === value) ?? 'relevance';
}
