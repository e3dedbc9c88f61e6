import { expect, type Page, test } from '@playwright/test';

function expectSecurityHeaders(response: { headers(): Record<string, string> } | null) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
  // The journeys' shop is served over plain HTTP.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('pages, their assets and the API answer with the security headers', async ({ page }) => {
  const asset = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/assets/'));
  expectSecurityHeaders(await page.goto('/'));
  expectSecurityHeaders(await asset);
  expectSecurityHeaders(await page.goto('/no-such-page/'));
  const api = await page.request.get('/api/health');
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api);
});

/** Frames `src` in the page and waits until the frame has loaded (or been refused). */
async function frameOf(page: Page, src: string) {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = url;
        document.body.append(frame);
      }),
    src,
  );
  return page.frameLocator('iframe').last();
}

test('only the shop itself can frame the shop', async ({ page, baseURL }) => {
  const shop = new URL('/c/interior/', baseURL);
  await page.goto('/');
  await expect((await frameOf(page, shop.href)).getByRole('heading', { level: 1 })).toBeVisible();
  // localhost and 127.0.0.1 are two origins of the same server.
  await page.goto(`http://localhost:${shop.port}/`);
  const refused = await frameOf(page, shop.href);
  await expect(refused.getByRole('heading', { level: 1 })).toHaveCount(0);
});
