import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * Sends a raw request target to the shop (a browser or fetch would normalise `//host` and `/\host` before
 * sending) and returns the status and Location it answers, without following anything.
 */
function rawGet(baseURL: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

test('a crafted path never redirects the shopper off the shop', async ({ baseURL }) => {
  const shop = new URL(baseURL ?? '');
  for (const target of [
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example/x',
    '///evil.example/x?y=1',
    '/%2F%2Fevil.example/x',
    '/%5Cevil.example/x',
  ]) {
    const { status, location } = await rawGet(shop.href, target);
    if (status === 404) continue;
    expect(status, target).toBe(301);
    // Resolved the way a browser resolves a Location header.
    expect(new URL(location ?? '', shop).origin, target).toBe(shop.origin);
    expect(location, target).toMatch(/^\/(?![/\\])/);
  }
  // The ordinary redirect still adds the slash and keeps the query.
  expect(await rawGet(shop.href, '/c/interior?sort=name')).toEqual({
    status: 301,
    location: '/c/interior/?sort=name',
  });
});
