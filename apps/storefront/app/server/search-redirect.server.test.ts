import type { CommerceClient } from '@fitkit/commerce-hooks';
import { describe, expect, it, vi } from 'vitest';
import { searchRedirectTarget } from './search-redirect.server';

type Lookup = CommerceClient['getSearchRedirect'];
const found =
  (terms: string[], url: string): Lookup =>
  async () => ({ ok: true, data: { terms, url } });
const policy = { enabled: true, origin: 'https://shop.example', allowedOrigins: ['https://partner.example'] };
const jeep = { makeSlug: 'jeep', modelSlug: 'wrangler', year: 2021 };

describe('searchRedirectTarget (SPEC §7)', () => {
  it('sends a query equal to a term to the site path, adjusted for the vehicle', async () => {
    const lookup = vi.fn(found(['floor mats'], '/c/interior/floor-mats/'));
    expect(await searchRedirectTarget({ getSearchRedirect: lookup }, '  Floor Mats ', jeep, policy)).toBe(
      '/c/interior/floor-mats/v/jeep/wrangler/2021/',
    );
    expect(lookup).toHaveBeenCalledWith('floor mats');
    expect(await searchRedirectTarget({ getSearchRedirect: lookup }, 'floor mats', null, policy)).toBe(
      '/c/interior/floor-mats/',
    );
  });

  it('treats an absolute URL on the shop as a site path', async () => {
    const client = { getSearchRedirect: found(['deals'], 'https://shop.example/specials/') };
    expect(await searchRedirectTarget(client, 'deals', jeep, policy)).toBe('/specials/v/jeep/wrangler/2021/');
  });

  it('keeps an allowed other host as it is (a full page load) and ignores any other host', async () => {
    const partner = { getSearchRedirect: found(['gift card'], 'https://partner.example/gift-cards/') };
    expect(await searchRedirectTarget(partner, 'gift card', jeep, policy)).toBe(
      'https://partner.example/gift-cards/',
    );
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(
        await searchRedirectTarget({ getSearchRedirect: found(['x'], url) }, 'x', null, policy),
      ).toBeNull();
    }
  });

  it('shows the results when no term equals the query, there is no redirect or the lookup fails', async () => {
    const partial = { getSearchRedirect: found(['floor mats'], '/c/interior/floor-mats/') };
    expect(await searchRedirectTarget(partial, 'floor', null, policy)).toBeNull();
    const none: Lookup = async () => ({
      ok: false,
      error: { kind: 'http', status: 404, code: 'NOT_FOUND', message: 'No redirect', issues: [] },
    });
    expect(await searchRedirectTarget({ getSearchRedirect: none }, 'mats', null, policy)).toBeNull();
    const blank = vi.fn(found([''], '/'));
    expect(await searchRedirectTarget({ getSearchRedirect: blank }, '   ', null, policy)).toBeNull();
    expect(blank).not.toHaveBeenCalled();
  });

  it('never looks a redirect up while the theme flag is off', async () => {
    const lookup = vi.fn(found(['floor mats'], '/c/interior/floor-mats/'));
    const off = { ...policy, enabled: false };
    expect(await searchRedirectTarget({ getSearchRedirect: lookup }, 'floor mats', jeep, off)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });
});
