export type { PaginationProps } from './pagination';
export { Pagination } from './pagination';
