export type { FacetGroup, FacetListProps } from './facet-list';
export { FacetList } from './facet-list';
