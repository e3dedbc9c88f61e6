/** One entry of a page list: a page number or a gap. */
export type PaginationItem = number | 'ellipsis';

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side, and an ellipsis
 * for each gap of two or more pages (a gap of one page shows that page, since a '…' would be no shorter).
 */
export function paginationItems(current: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (!Number.isInteger(pageCount) || pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  const items: PaginationItem[] = [1];
  if (start > 3) items.push('ellipsis');
  else for (let n = 2; n < start; n += 1) items.push(n);
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 2) items.push('ellipsis');
  else for (let n = end + 1; n < pageCount; n += 1) items.push(n);
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** How many pages `total` results fill at `pageSize` per page (at least one). */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
