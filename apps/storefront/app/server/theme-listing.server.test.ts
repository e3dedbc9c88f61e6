import type { CommerceClient } from '@fitkit/commerce-hooks';
import { describe, expect, it, vi } from 'vitest';
import { catalogueTimeTravel, type ListingFlags, withListingFlags } from './theme-listing.server';

function listing(flags: ListingFlags, timeTravel?: string) {
  const getCatalogue = vi.fn(async () => ({ ok: true }) as never);
  const getProduct = vi.fn(async () => ({ ok: true }) as never);
  const client = withListingFlags(
    { getCatalogue, getProduct } as unknown as CommerceClient,
    async () => flags,
    timeTravel,
  );
  return { getCatalogue, getProduct, client };
}

describe('withListingFlags', () => {
  it('asks listings for the same-day shipping facet while the theme flag is on', async () => {
    const { getCatalogue, client } = listing({ sameDayFacet: true, categoryFacetLevel: 'lvl0' });
    await client.getCatalogue({ route: 'specials', pageSize: 24 });
    expect(getCatalogue).toHaveBeenCalledWith(
      { route: 'specials', pageSize: 24, includeSameDayFacet: 'true' },
      undefined,
    );
  });

  it('asks for second-level categories in the category facet when the theme says lvl1', async () => {
    const { getCatalogue, client } = listing({ sameDayFacet: false, categoryFacetLevel: 'lvl1' });
    await client.getCatalogue({ route: 'search', q: 'mats' });
    expect(getCatalogue).toHaveBeenCalledWith(
      { route: 'search', q: 'mats', categoryFacetLevel: 'lvl1' },
      undefined,
    );
  });

  it('leaves listings as they are with the default flags', async () => {
    const { getCatalogue, client } = listing({ sameDayFacet: false, categoryFacetLevel: 'lvl0' });
    await client.getCatalogue({ route: 'specials', pageSize: 24 });
    expect(getCatalogue).toHaveBeenCalledWith({ route: 'specials', pageSize: 24 }, undefined);
  });

  it("passes the page's timeTravel to every listing", async () => {
    const { getCatalogue, client } = listing(
      { sameDayFacet: false, categoryFacetLevel: 'lvl0' },
      '2026-12-24T10:00:00+01:00',
    );
    await client.getCatalogue({ route: 'category', path: 'interior' });
    expect(getCatalogue).toHaveBeenCalledWith(
      { route: 'category', path: 'interior', timeTravel: '2026-12-24T09:00:00.000Z' },
      undefined,
    );
  });

  it("asks product pages for the prices of the page's timeTravel, and today's without one", async () => {
    const flags: ListingFlags = { sameDayFacet: false, categoryFacetLevel: 'lvl0' };
    const travelled = listing(flags, '2026-12-24T10:00:00Z');
    await travelled.client.getProduct('winch-9500', { skuSlug: 'black' });
    expect(travelled.getProduct).toHaveBeenCalledWith(
      'winch-9500',
      { skuSlug: 'black', timeTravel: '2026-12-24T10:00:00.000Z' },
      undefined,
    );
    const today = listing(flags);
    await today.client.getProduct('winch-9500', { skuSlug: 'black' });
    expect(today.getProduct).toHaveBeenCalledWith('winch-9500', { skuSlug: 'black' }, undefined);
  });
});

describe('catalogueTimeTravel', () => {
  it('sends a time in the form the catalogue takes and drops what is no time', () => {
    expect(catalogueTimeTravel('2026-12-24T10:00:00Z')).toBe('2026-12-24T10:00:00.000Z');
    expect(catalogueTimeTravel('yesterday')).toBeUndefined();
    expect(catalogueTimeTravel(undefined)).toBeUndefined();
  });
});
