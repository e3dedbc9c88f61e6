import { expect, type Page } from '@playwright/test';
import { integrationLog, loadedIntegrations, serveIntegrationFixtures } from './integration-fixtures';
import { expectAxeClean, hydrated, test } from './support';

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
  // Half-way through the 2 s (a busy machine may answer the check late; the unit tests pin the exact times).
  await page.waitForTimeout(1_000);
  expect((await integrationLog(page)).some((entry) => entry.startsWith('analytics:search-typing'))).toBe(
    false,
  );
  await expect.poll(() => integrationLog(page)).toContain('analytics:search-typing:mats');

  // A navigation in the page is heard once, about a second later: not at once, and not twice.
  await page.keyboard.press('Escape');
  const routeChanges = async () =>
    (await integrationLog(page)).filter((entry) => entry.startsWith('analytics:route-change:')).length;
  const before = await routeChanges();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Interior' }).click();
  await expect(page).toHaveURL(/\/c\/interior\/$/);
  expect(await routeChanges()).toBe(before);
  await expect.poll(() => integrationLog(page)).toContain('analytics:route-change:/c/interior/');
  await page.waitForTimeout(1_500);
  expect(await routeChanges()).toBe(before + 1);
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
  // The choice is made once its answer has come (a press before the form hydrates is replayed then).
  await expect(page).toHaveURL(/choice=opt-in/);
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

test('the session keeps a switch across pages until a later URL changes it', async ({ page }) => {
  await openAndSettle(page, '/?enableIntegration=chat');
  await openAndSettle(page, '/brands/');
  expect(await loadedIntegrations(page)).toEqual(['chat']);
  await page.goto('/brands/?disableIntegration=chat');
  await hydrated(page);
  await page.goto('/specials/');
  await hydrated(page);
  await page.waitForTimeout(2_500);
  expect(await loadedIntegrations(page)).toEqual([]);
});

test('?mod=confirmLocationPopup asks to confirm the guessed location, only while geolocation is on', async ({
  page,
}) => {
  // Off by the shop's configuration: the key leaves the URL and nothing opens.
  await page.goto('/brands/?mod=confirmLocationPopup');
  await hydrated(page);
  await expect(page).toHaveURL(/\/brands\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/brands/?enableIntegration=geolocation&mod=confirmLocationPopup');
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Location' });
  await expect(dialog).toContainText('Austin, TX 73301');
  await expectAxeClean(page);
  // A wrong guess is corrected with a ZIP code, by keyboard.
  await dialog.getByRole('textbox', { name: 'Not right? Enter your ZIP code' }).fill('8020');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter a 5-digit ZIP code')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Not right? Enter your ZIP code' }).fill('80202');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/brands\/\?enableIntegration=geolocation$/);
  await expect.poll(() => integrationLog(page)).toContain('geolocation:confirm:80202');
});

test('the test pages show each integration, whether it runs here, the API and the CSP', async ({ page }) => {
  await page.goto('/test-no-api/?enableIntegration=chat');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Page Without API' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const onHere = (name: string) =>
    page
      .getByRole('row', { name: new RegExp(`^${name} `) })
      .getByRole('cell')
      .last();
  await expect(onHere('chat')).toHaveText('yes');
  await expect(onHere('analytics')).toHaveText('no');
  await expect(onHere('performance')).toHaveText('no');
  await expect(page.getByText('This browser has not opted out')).toBeVisible();
  // Developer mode: the shop's configuration reloads and the page comes back.
  await page.getByRole('button', { name: "Reload the shop's configuration" }).click();
  await expect(page).toHaveURL(/\/test-no-api\/\?enableIntegration=chat$/);
  await hydrated(page);

  await page.goto('/test-with-api/');
  await expect(page.getByRole('heading', { level: 1, name: 'Test Page With API' })).toBeVisible();
  await expect(page.getByText(/GET brands: ok — \d+ brands/)).toBeVisible();
  await expect(page.getByText(/GET global id: ok/)).toBeVisible();
  await expectAxeClean(page);
});

test('a visit or a cross-site post to /refresh-config/ changes nothing', async ({ page }) => {
  expect((await page.request.get('/refresh-config/')).status()).toBe(405);
  const crossSite = await page.request.post('/refresh-config/', {
    form: { returnUrl: '/' },
    headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});

test("the footer's CHAT and AFFIRM links open the chat and the financing information", async ({ page }) => {
  await openAndSettle(page, '/brands/?enableIntegration=chat,financing');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Chat with us' }).click();
  await expect.poll(() => integrationLog(page)).toContain('chat:open');
  await footer.getByRole('link', { name: 'Financing' }).click();
  await expect.poll(() => integrationLog(page)).toContain('financing:open');
  expect(await loadedIntegrations(page)).toEqual(['chat', 'financing']);

  // Where financing is off, its link loads nothing.
  await openAndSettle(page, '/brands/?disableIntegration=financing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Financing' }).click();
  await page.waitForTimeout(1_000);
  expect(await loadedIntegrations(page)).toEqual(['chat']);
});

test("the financing widget re-reads the price 500 ms after it changes, once for a SKU's page", async ({
  page,
}) => {
  const listing = await (
    await page.request.get('/api/catalogue?route=category&path=exterior&pageSize=48')
  ).json();
  let line: { slug: string; label: string; value: string } | null = null;
  for (const card of listing.products as { productLineSlug: string }[]) {
    const product = await (await page.request.get(`/api/product/${card.productLineSlug}`)).json();
    const drill = product.controls.drills[0];
    if (product.controls.drills.length === 1 && drill.options.length > 1) {
      const type: string = drill.type;
      line = {
        slug: product.productLineSlug,
        label: type[0]!.toUpperCase() + type.slice(1),
        value: drill.options.at(-1).value,
      };
      break;
    }
  }
  if (!line) throw new Error('no product line with a single drill in the seed');
  const refreshes = async () =>
    (await integrationLog(page)).filter((entry) => entry === 'financing:refresh').length;
  await openAndSettle(page, `/p/${line.slug}/?enableIntegration=chat,financing`);
  await expect(page.locator('[data-financing-amount]')).toHaveCount(1);
  await expect.poll(refreshes).toBe(1);
  await page.getByLabel(line.label, { exact: true }).selectOption(line.value);
  await expect(page).toHaveURL(new RegExp(`/p/${line.slug}/${line.value}/`));
  // The SKU's page asks once more: one refresh, half a second after its price showed.
  await expect.poll(refreshes).toBe(2);
  await page.waitForTimeout(1_500);
  expect(await refreshes()).toBe(2);
});
