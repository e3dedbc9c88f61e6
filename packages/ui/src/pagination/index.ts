export type { PaginationProps } from './pagination';
export { Pagination } from './pagination';
export type { PaginationItem } from './pagination-items';
export { pageCountOf, paginationItems } from './pagination-items';
