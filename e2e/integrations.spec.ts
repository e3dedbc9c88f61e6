import { expect, type Page, test } from '@playwright/test';
import { integrationLog, loadedIntegrations, serveIntegrationFixtures } from './integration-fixtures';
import { hydrated } from './support';

// Third-party scripts load after paint from the shop's configuration; the fixtures stand in for the vendors.
test.beforeEach(async ({ context }) => {
  await serveIntegrationFixtures(context);
});

/** Opens a page and waits until the integrations that load after paint have had their moment. */
async function openAndSettle(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  // The chat fixture (asked for by every test) marks the moment the scripts of the page were added.
  await expect.poll(() => integrationLog(page)).toContain('chat:loaded');
}

test('?enableIntegration=chat loads the chat script once, and the footer chat action opens it', async ({
  page,
}) => {
  await openAndSettle(page, '/?enableIntegration=chat');
  expect(await loadedIntegrations(page)).toEqual(['chat']);
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Live chat/i })
    .first()
    .click();
  await expect.poll(() => integrationLog(page)).toContain('chat:open');
  expect(await loadedIntegrations(page)).toEqual(['chat']);
});

test('?disableIntegration=all loads no integration script', async ({ page }) => {
  await page.goto('/?enableIntegration=chat,analytics,popups&disableIntegration=all');
  await hydrated(page);
  // Give the idle moment its time: nothing may arrive.
  await page.waitForTimeout(2_500);
  expect(await loadedIntegrations(page)).toEqual([]);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: /Live chat/i })).toHaveCount(0);
});

test('checkout pages load no pop-up script', async ({ page }) => {
  await openAndSettle(page, '/checkout/cart/?enableIntegration=chat,popups');
  expect(await loadedIntegrations(page)).toEqual(['chat']);
  // The same choice on a page pop-ups may run on loads them.
  await openAndSettle(page, '/brands/');
  await expect.poll(() => loadedIntegrations(page)).toEqual(['chat', 'popups']);
});

test('analytics hears route changes after 1 s and search typing 2 s after the last key', async ({ page }) => {
  await openAndSettle(page, '/?enableIntegration=chat,analytics');
  await expect
    .poll(() => integrationLog(page))
    .toContain('analytics:route-change:/?enableIntegration=chat,analytics');
  const search = page.getByRole('banner').getByRole('combobox');
  await search.pressSequentially('mats', { delay: 50 });
  await page.waitForTimeout(1_500);
  expect((await integrationLog(page)).some((entry) => entry.startsWith('analytics:search-typing'))).toBe(
    false,
  );
  await expect.poll(() => integrationLog(page)).toContain('analytics:search-typing:mats');
});

test('after opting out on the Do Not Sell page, no analytics or pop-up script loads', async ({ page }) => {
  await page.goto('/do-not-sell-my-personal-information/');
  await page.getByRole('button', { name: 'Do not sell or share my personal information' }).click();
  await expect(page).toHaveURL(/choice=opt-out/);
  await expect(page.getByRole('status').filter({ hasText: 'You have opted out' })).toBeVisible();
  await openAndSettle(page, '/brands/?enableIntegration=chat,analytics,popups');
  await page.waitForTimeout(1_500);
  expect(await loadedIntegrations(page)).toEqual(['chat']);
  // Opting in again lets them load.
  await page.goto('/do-not-sell-my-personal-information/');
  await page.getByRole('button', { name: 'Allow again' }).click();
  await openAndSettle(page, '/brands/');
  await expect.poll(() => loadedIntegrations(page)).toEqual(['analytics', 'chat', 'popups']);
});

test('the opt-out form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/do-not-sell-my-personal-information/');
  await page.getByRole('button', { name: 'Do not sell or share my personal information' }).click();
  await expect(page.getByText('You have opted out')).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'privacyOptOut')?.value).toBe('1');
  await context.close();
});

test('with Global Privacy Control, no analytics script loads', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await openAndSettle(page, '/brands/?enableIntegration=chat,analytics,popups');
  await page.waitForTimeout(1_500);
  expect(await loadedIntegrations(page)).toEqual(['chat']);
});
