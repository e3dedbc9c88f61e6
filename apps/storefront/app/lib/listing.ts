import type { CatalogueParams, CatalogueSort } from '@fitkit/commerce-hooks';
import type { Fitment } from '@fitkit/fitment';

const SORTS = ['relevance', 'price-asc', 'price-desc', 'name'] as const satisfies readonly CatalogueSort[];
const MAX_PAGE = 1000;

/** Page and sort from a listing URL; anything unexpected falls back to the first page and default sort. */
export function listingQuery(url: URL): Pick<CatalogueParams, 'page' | 'sort'> {
  const page = Number(url.searchParams.get('page'));
  const sort = url.searchParams.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: SORTS.find((s) => s === sort) ?? 'relevance',
  };
}

/** The saved vehicle as catalogue query parameters. */
export function fitmentParams(fitment: Fitment | null | undefined): Partial<Fitment> {
  return fitment ?? {};
}
