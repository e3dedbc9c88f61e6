import { type APIResponse, expect, type Page, test } from '@playwright/test';

function expectSecurityHeaders(response: { headers(): Record<string, string> } | null, page: boolean) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  if (page) {
    // A page runs only the scripts its nonce names, and what they add.
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic' 'self'.*frame-ancestors 'self'; report-uri \/api\/csp-reports; report-to csp$/,
    );
  } else {
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
  }
  // The journeys' shop is served over plain HTTP.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('pages, their assets and the API answer with the security headers', async ({ page }) => {
  const asset = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/assets/'));
  expectSecurityHeaders(await page.goto('/'), true);
  expectSecurityHeaders(await asset, false);
  expectSecurityHeaders(await page.goto('/no-such-page/'), true);
  const api = await page.request.get('/api/health');
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api, false);
});

/** The nonce of an answer's policy, checked against every nonce in its HTML: each script tag carries it. */
async function nonceOf(response: APIResponse): Promise<string> {
  const nonce =
    /'nonce-([A-Za-z0-9_-]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  const html = await response.text();
  const inHtml = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);
  expect(inHtml.length).toBeGreaterThan(0);
  expect(new Set(inHtml)).toEqual(new Set([nonce]));
  // Every script the shop writes carries it (JSON-LD is data, never run).
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
  expect(scripts.filter((attrs) => !/nonce=|application\/ld\+json/.test(attrs))).toEqual([]);
  return nonce;
}

test('no two answers share a nonce, cached pages included', async ({ playwright, baseURL }) => {
  // A fresh client with no cookies: the shared document cache serves every request after the first.
  const nonces: string[] = [];
  for (const gzip of [false, true, false, true]) {
    const request = await playwright.request.newContext({ baseURL });
    for (const path of ['/', '/c/interior/', '/c/interior/']) {
      const response = await request.get(path, {
        headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' },
      });
      expect(response.status()).toBe(200);
      nonces.push(await nonceOf(response));
    }
    await request.dispose();
  }
  expect(new Set(nonces).size).toBe(nonces.length);
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

test('the page policy stops injected markup from running a script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The page's own scripts (hydrated above) ran by the nonce; nothing was refused so far.
  expect(violations).toEqual([]);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such-image.png" onerror="window.__ran = 1">',
    ),
  );
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
});
