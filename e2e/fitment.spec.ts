import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

async function savedVehicle(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'fitmentData');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

test('a vehicle named in the URL becomes the shopper vehicle, and a twin lists only what fits', async ({
  page,
  request,
}) => {
  const res = await page.goto('/c/interior/v/ford/f-150/2020/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('button', { name: /2020 Ford F-150/ })).toBeVisible();
  expect(await savedVehicle(page)).toMatchObject({ year: 2020, makeSlug: 'ford', modelSlug: 'f-150' });

  const hrefs = await page
    .locator('[data-slot="product-card"] a[href^="/p/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs.slice(0, 8)) {
    const slug = href.split('/')[2];
    const fit = await request.get(`/api/product/${slug}?year=2020&makeSlug=ford&modelSlug=f-150`);
    expect((await fit.json()).fitment.status).toBe('fits');
  }

  // A product page's twin judges fit by the vehicle in its URL.
  const slug = hrefs[0]?.split('/')[2];
  await page.goto(`/p/${slug}/v/ford/f-150/2020/`);
  await expect(page.getByText(/Fits your 2020 Ford F-150/)).toBeVisible();
});

test('vehicles that cannot be resolved in a URL are 404s', async ({ page }) => {
  for (const path of [
    '/c/interior/v/ford/no-such-model/2020/',
    '/v/jeep/wrangler/1901/',
    '/p/no-such-line/',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404. Page Not Found.' })).toBeVisible();
  }
});

test('saving a vehicle on a category page stays there, on its vehicle twin, keeping the sort', async ({
  page,
}) => {
  await page.goto('/c/interior/?sort=name&page=2&mod=fitment');
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year').selectOption('2021');
  await dialog.getByLabel('Make').selectOption('jeep');
  await dialog.getByLabel('Model').selectOption('wrangler');
  await dialog.getByRole('button', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/c\/interior\/v\/jeep\/wrangler\/2021\/\?sort=name$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /2021 Jeep Wrangler/ })).toBeVisible();
});

test('changing an earlier select resets the later ones', async ({ page }) => {
  await page.goto('/?mod=fitment');
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year').selectOption('2021');
  await dialog.getByLabel('Make').selectOption('jeep');
  await dialog.getByLabel('Model').selectOption('wrangler');
  await expect(dialog.getByRole('button', { name: 'Shop Now' })).toBeEnabled();
  await dialog.getByLabel('Year').selectOption('2019');
  await expect(dialog.getByLabel('Make')).toHaveValue('');
  await expect(dialog.getByLabel('Model')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Shop Now' })).toBeDisabled();
});

test('the home fitment selector saves without posting the page and lands on the vehicle page', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const documentPosts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.resourceType() === 'document') documentPosts.push(req.url());
  });
  const selector = page.getByRole('region', { name: 'Shop by vehicle' });
  await selector.getByLabel('Year').selectOption('2021');
  await selector.getByLabel('Make').selectOption('jeep');
  await selector.getByLabel('Model').selectOption('wrangler');
  await selector.getByRole('button', { name: 'Shop Now' }).click();
  // Saving on the home page goes to the vehicle landing page (SPEC §2), through the shop's fetcher.
  await expect(page).toHaveURL(/\/v\/jeep\/wrangler\/2021\/$/);
  await expect(page.getByRole('button', { name: /2021 Jeep Wrangler/ })).toBeVisible();
  expect(await savedVehicle(page)).toMatchObject({ year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' });
  expect(documentPosts).toEqual([]);
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the vehicle dialog stays open across navigation and closes once a vehicle is saved', async ({
    page,
  }) => {
    await page.goto('/c/interior/');
    await hydrated(page);
    await page.locator('[data-slot="product-card"] a[href^="/p/"]').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Select Your Vehicle/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?mod=fitment$/);

    // Back past the product page, in the same document: the dialog stays, and its URL names it.
    await page.evaluate(() => window.history.go(-2));
    await expect(page).toHaveURL(/\/c\/interior\/\?mod=fitment$/);
    await expect(dialog).toBeVisible();

    // Saving lands on the listing's vehicle twin, where the dialog does not open again.
    await dialog.getByLabel('Year').selectOption('2021');
    await dialog.getByLabel('Make').selectOption('jeep');
    await dialog.getByLabel('Model').selectOption('wrangler');
    await dialog.getByRole('button', { name: 'Shop Now' }).click();
    // The header's button is reachable only once no modal dialog hides the page; then nothing brings it back.
    await expect(page.getByRole('banner').getByRole('button', { name: /2021 Jeep Wrangler/ })).toBeVisible();
    await expect(page).toHaveURL(/\/c\/interior\/v\/jeep\/wrangler\/2021\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
