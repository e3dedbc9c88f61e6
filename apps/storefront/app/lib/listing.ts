import type { CatalogueParams } from '@fitkit/commerce-hooks';
import type { Fitment } from '@fitkit/fitment';
import { SORT_OPTIONS } from '@fitkit/ui/sort-select';

const MAX_PAGE = 1000;

/** Page and sort from a listing URL; anything unexpected falls back to the first page and default sort. */
export function listingQuery(url: URL): Required<Pick<CatalogueParams, 'page' | 'sort'>> {
  const page = Number(url.searchParams.get('page'));
  const sort = url.searchParams.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: SORT_OPTIONS.find((s) => s === sort) ?? 'relevance',
  };
}

/** The saved vehicle as catalogue query parameters. */
export function fitmentParams(fitment: Fitment | null | undefined): Partial<Fitment> {
  return fitment ?? {};
}

/** The current listing URL with some query parameters set (a string) or removed (null); the rest are kept. */
export function listingHref(
  { pathname, search }: { pathname: string; search: string },
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(search);
  params.delete('mod');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
