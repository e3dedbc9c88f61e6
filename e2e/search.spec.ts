import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

test('the header search suggests while typing, tolerates a typo and lists results', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('banner').getByRole('combobox');
  await search.fill('lloyd flor mats');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=lloyd(\+|%20)flor(\+|%20)mats$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "lloyd flor mats"');
  await expect(page.locator('[data-slot="product-card"]').first()).toContainText(/Mat/);
});

test('a search that matches a redirect goes straight to its page; an empty one does nothing', async ({
  page,
}) => {
  await page.goto('/c/exterior/');
  await hydrated(page);
  const search = page.getByRole('banner').getByRole('combobox');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/c\/exterior\/$/);
  await search.fill('  Floor Mats ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/c\/interior\/floor-mats\/$/);
});

/** The total a listing page reports: 'Showing 1–24 of 120 results' or '20 results'. */
async function reportedTotal(page: Page): Promise<number> {
  const text = (await page.locator('[data-slot="result-count"]').textContent()) ?? '';
  const match = /of ([\d,]+) results|^([\d,]+) results?/.exec(text.trim());
  return Number((match?.[1] ?? match?.[2] ?? '0').replaceAll(',', ''));
}

test('listing facets are plain links: filtering by brand narrows the results and can be cleared', async ({
  page,
}) => {
  await page.goto('/search/?q=mats');
  const total = await reportedTotal(page);
  expect(total).toBeGreaterThan(0);
  const facets = page.getByRole('navigation', { name: 'Filters' });
  await facets
    .getByRole('link', { name: /Lloyd Mats/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]brand=lloyds/);
  // The URL changes before the filtered page commits: the count says when it has.
  await expect.poll(() => reportedTotal(page)).toBeLessThan(total);
  for (const card of await page.locator('[data-slot="product-card"]').all())
    await expect(card).toContainText('Lloyd');
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect.poll(() => reportedTotal(page)).toBe(total);
});

test('without JavaScript a search redirect goes to its page for the chosen vehicle', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Opening a vehicle's page of a category chooses that vehicle.
  await page.goto('/c/interior/v/jeep/wrangler/2021/');
  await page.goto('/search/?q=Floor+Mats');
  await expect(page).toHaveURL(/\/c\/interior\/floor-mats\/v\/jeep\/wrangler\/2021\/$/);
  await page.goto('/search/?q=floor');
  await expect(page).toHaveURL(/\/search\/\?q=floor$/);
  await context.close();
});
