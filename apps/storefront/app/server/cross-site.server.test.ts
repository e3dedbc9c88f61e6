import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site.server';

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
