import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { PASSWORD, signUpVerified } from './support';

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

// Return addresses a browser resolves off the shop, sent as they come and percent-encoded once more.
const HOSTILE_RETURNS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example/x',
  'https://evil.example/x',
  '%2F%2Fevil.example/x',
  '/%5C%5Cevil.example/x',
];

test('sign-in returns only to the shop, whatever returnUrl says', async ({ page, browser, baseURL }) => {
  const shop = new URL(baseURL ?? '');
  for (const returnUrl of HOSTILE_RETURNS) {
    await page.goto(`/account/sign-in/?${new URLSearchParams({ returnUrl })}`);
    const kept = await page.locator('input[name="returnUrl"]').first().inputValue();
    expect(new URL(kept, shop).origin, returnUrl).toBe(shop.origin);
    expect(kept, returnUrl).toMatch(/^\/(?![/\\])/);
  }
  const email = `return-${randomUUID()}@example.test`;
  await signUpVerified(page, email);
  // A plain form post, so the shop's own redirect is what the browser follows.
  const context = await browser.newContext({ baseURL: shop.href, javaScriptEnabled: false });
  const noJs = await context.newPage();
  for (const returnUrl of ['//evil.example/x', '/\\evil.example/x']) {
    await noJs.goto('/account/sign-in/');
    // The field a crafted page would have filled in.
    await noJs.locator('input[name="returnUrl"]').evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
    }, returnUrl);
    await noJs.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await noJs.locator('input[name="password"]').fill(PASSWORD);
    await noJs.getByRole('button', { name: 'Sign in' }).click();
    await expect(noJs).toHaveURL(new URL('/account/', shop).href);
    await context.clearCookies();
  }
  await context.close();
});
