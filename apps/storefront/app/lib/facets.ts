import type { Catalogue, CatalogueParams } from '@fitkit/commerce-hooks';
import type { FacetGroup } from '@fitkit/ui/facet-list';
import { listingHref } from './listing';

/** The facet filters a listing URL can carry, as the catalogue call takes them (the API validates values). */
const FILTER_PARAMS = ['brand', 'price', 'special', 'sameDayShipping', 'category'] as const;

type At = { pathname: string; search: string };

/** The facet filters in a listing URL, ready for the catalogue call. */
export function filterParams(url: URL): Pick<CatalogueParams, (typeof FILTER_PARAMS)[number]> {
  const filters: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) filters[name] = value;
  }
  return filters as Pick<CatalogueParams, (typeof FILTER_PARAMS)[number]>;
}

const KIND = {
  category: 'category',
  price: 'price',
  brand: 'brand',
  special: 'special',
  sameDayShipping: 'sameDay',
} as const;

/**
 * The catalogue's facets as the UI's facet groups, every value a plain link: choosing one sets its filter (brands
 * add to a list), choosing a selected one removes it, and any change goes back to page 1. Category values of a
 * category listing link to the child category itself.
 */
export function facetGroups(facets: Catalogue['facets'], at: At, route: string): FacetGroup[] {
  const params = new URLSearchParams(at.search);
  return facets.map((facet) => ({
    kind: KIND[facet.name],
    title: facet.label,
    values: facet.values.map((value) => {
      let href: string;
      if (facet.name === 'category' && route === 'category') {
        href = listingHref({ pathname: `/c/${value.value}/`, search: at.search }, { page: null });
      } else if (facet.name === 'brand') {
        const brands = new Set((params.get('brand') ?? '').split(',').filter(Boolean));
        if (value.selected) brands.delete(value.value);
        else brands.add(value.value);
        href = listingHref(at, { brand: brands.size ? [...brands].join(',') : null, page: null });
      } else {
        href = listingHref(at, { [facet.name]: value.selected ? null : value.value, page: null });
      }
      return { label: value.label, count: value.count, href, selected: value.selected };
    }),
  }));
}

/** The listing URL without any facet filter. */
export function clearFiltersHref(at: At): string {
  return listingHref(at, { ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])), page: null });
}
