import type { CommerceClient } from '@fitkit/commerce-hooks';
import { describe, expect, it, vi } from 'vitest';
import { withSameDayFacet } from './theme-listing.server';

function client() {
  const getCatalogue = vi.fn(async () => ({ ok: true }) as never);
  return { getCatalogue, client: { getCatalogue } as unknown as CommerceClient };
}

describe('withSameDayFacet', () => {
  it('asks listings for the same-day shipping facet while the theme flag is on', async () => {
    const { getCatalogue, client: inner } = client();
    await withSameDayFacet(inner, async () => true).getCatalogue({ route: 'specials', pageSize: 24 });
    expect(getCatalogue).toHaveBeenCalledWith(
      { route: 'specials', pageSize: 24, includeSameDayFacet: 'true' },
      undefined,
    );
  });

  it('leaves listings as they are while the flag is off', async () => {
    const { getCatalogue, client: inner } = client();
    await withSameDayFacet(inner, async () => false).getCatalogue({ route: 'specials', pageSize: 24 });
    expect(getCatalogue).toHaveBeenCalledWith({ route: 'specials', pageSize: 24 }, undefined);
  });
});
