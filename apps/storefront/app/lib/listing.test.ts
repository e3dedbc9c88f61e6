import { describe, expect, it } from 'vitest';
import { listingHref, listingQuery } from './listing';

describe('listing URLs', () => {
  it('reads page and sort, falling back on anything unexpected', () => {
    expect(listingQuery(new URL('http://x/c/a/?page=3&sort=name'))).toEqual({ page: 3, sort: 'name' });
    expect(listingQuery(new URL('http://x/c/a/?page=0&sort=cheapest'))).toEqual({
      page: 1,
      sort: 'relevance',
    });
    expect(listingQuery(new URL('http://x/c/a/?page=1.5'))).toEqual({ page: 1, sort: 'relevance' });
    expect(listingQuery(new URL('http://x/c/a/?page=1001'))).toEqual({ page: 1, sort: 'relevance' });
  });
  it('sets and removes parameters, keeping the rest and dropping an open overlay', () => {
    const at = { pathname: '/c/a/', search: '?q=x&page=2&mod=fitment' };
    expect(listingHref(at, { page: '3' })).toBe('/c/a/?q=x&page=3');
    expect(listingHref(at, { page: null, sort: 'name' })).toBe('/c/a/?q=x&sort=name');
    expect(listingHref({ pathname: '/c/a/', search: '?page=2' }, { page: null })).toBe('/c/a/');
  });
});
