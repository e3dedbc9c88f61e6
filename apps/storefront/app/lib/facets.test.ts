import { describe, expect, it } from 'vitest';
import { clearFiltersHref, facetGroups, filterParams } from './facets';

const at = { pathname: '/search/', search: '?q=mats&brand=lloyds&page=3' };

describe('facet links', () => {
  it('reads the filters of a listing URL', () => {
    expect(filterParams(new URL('http://x/search/?q=a&brand=a,b&price=5000-10000&page=2'))).toEqual({
      brand: 'a,b',
      price: '5000-10000',
    });
  });

  it('adds and removes brands, toggles single filters and always goes back to page 1', () => {
    const [brand, price] = facetGroups(
      [
        {
          name: 'brand',
          label: 'Brand',
          values: [
            { value: 'lloyds', label: 'Lloyd Mats', count: 3, selected: true },
            { value: 'avery', label: 'Avery', count: 2, selected: false },
          ],
        },
        {
          name: 'price',
          label: 'Price',
          values: [{ value: '0-5000', label: 'Under $50', count: 1, selected: false }],
        },
      ],
      at,
      'search',
    );
    expect(brand?.values.map((v) => v.href)).toEqual([
      '/search/?q=mats',
      '/search/?q=mats&brand=lloyds%2Cavery',
    ]);
    expect(price?.kind).toBe('price');
    expect(price?.values[0]?.href).toBe('/search/?q=mats&brand=lloyds&price=0-5000');
  });

  it('links category values of a category listing to the child category', () => {
    const [category] = facetGroups(
      [
        {
          name: 'category',
          label: 'Category',
          values: [{ value: 'interior/floor-mats', label: 'Floor Mats', count: 9, selected: false }],
        },
      ],
      { pathname: '/c/interior/', search: '?sort=name&page=2' },
      'category',
    );
    expect(category?.values[0]?.href).toBe('/c/interior/floor-mats/?sort=name');
  });

  it('clears every filter but keeps the query and sort', () => {
    expect(clearFiltersHref({ pathname: '/search/', search: '?q=a&sort=name&brand=x&price=0-5000' })).toBe(
      '/search/?q=a&sort=name',
    );
  });
});
