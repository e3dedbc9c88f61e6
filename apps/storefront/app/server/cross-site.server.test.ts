import { describe, expect, it } from 'vitest';
import { AFFIRM_PATHS } from '../shop-routes';
import { crossSiteMiddleware, isCrossSiteRequest } from './cross-site.server';

function post(headers: Record<string, string>): Request {
  return new Request('http://shop.test/account/sign-in/', { method: 'POST', headers });
}

describe('isCrossSiteRequest', () => {
  it('lets the shop’s own pages and header-less clients post', () => {
    expect(isCrossSiteRequest(post({}))).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' }))).toBe(
      false,
    );
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('refuses another site by Sec-Fetch-Site or by Origin', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'null' }))).toBe(true);
  });
});

describe('crossSiteMiddleware', () => {
  const run = (path: string) => {
    const request = new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { origin: 'https://sandbox.affirm.test', 'sec-fetch-site': 'cross-site' },
    });
    let ran = false;
    const next = async () => {
      ran = true;
      return new Response(null);
    };
    const middleware = crossSiteMiddleware as unknown as (
      args: { request: Request },
      next: () => Promise<Response>,
    ) => unknown;
    try {
      middleware({ request }, next);
    } catch {
      // Refused: the action never runs.
    }
    return ran;
  };

  it("lets only the listed returns (Affirm's) be posted from another site", () => {
    expect(run(AFFIRM_PATHS.success)).toBe(true);
    expect(run(AFFIRM_PATHS.cancelled)).toBe(true);
    expect(run('/account/')).toBe(false);
    expect(run(`${AFFIRM_PATHS.success}x/`)).toBe(false);
  });
});
