export type { FacetGroup, FacetKind, FacetListProps, FacetPriceRange, FacetValue } from './facet-list';
export { FACET_KINDS, FacetList } from './facet-list';
