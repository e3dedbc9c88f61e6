import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './admin';
import { expectAxeClean, hydrated, linkFromOutbox, PASSWORD, signUpVerified, submitSignIn } from './support';

const PHOTOS = ['build-photo.jpg', 'build-photo.png'].map((name) =>
  fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)),
);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/sign-in/');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/account\/$/);
}

/** Picks the first year, make and model the vehicle selects offer; answers the choices' values. */
async function chooseVehicle(page: Page) {
  const chosen: string[] = [];
  for (const level of ['Year', 'Make', 'Model']) {
    const select = page.getByRole('combobox', { name: level });
    await expect(select).toBeEnabled();
    await expect(select.locator('option').nth(1)).toBeAttached();
    const value = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(value!);
    chosen.push(value!);
  }
  return chosen as [string, string, string];
}

test('submit a build with photos, confirm it from the e-mail, approve it as admin, find it by its vehicle', async ({
  page,
  browser,
}) => {
  // Three shoppers' worth of pages (the owner, a stranger, an admin) in one journey.
  test.setTimeout(180_000);
  const email = `builder-${randomUUID()}@example.test`;
  const title = `Trail rig ${randomUUID().slice(0, 8)}`;

  // A part number from the catalogue, as a shopper copies it from a product page.
  const listing = await page.request.get('/api/catalogue?route=search&q=bumper');
  const { products } = (await listing.json()) as { products: { productLineSlug: string }[] };
  const line = await page.request.get(`/api/product/${products[0]!.productLineSlug}`);
  const { skus } = (await line.json()) as { skus: { sku: string }[] };
  const partNumber = skus[0]!.sku;

  // Submitting asks a signed-out shopper to sign in first.
  await page.goto('/builds/submit/');
  await expect(page).toHaveURL(/\/account\/sign-in\/\?returnUrl=%2Fbuilds%2Fsubmit%2F$/);

  await signUpVerified(page, email, 'Bo Builder');
  await signIn(page, email, PASSWORD);

  await page.goto('/builds/submit/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share your build');
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeEnabled();
  await expectAxeClean(page);
  const [year, make, model] = await chooseVehicle(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Your story' })
    .fill('Lifted it two inches.\n\nThen the lights went on.');
  await page.getByRole('textbox', { name: /Parts used/ }).fill(partNumber);
  await page.getByLabel('Photos (optional)').setInputFiles(PHOTOS);
  await page.getByRole('button', { name: 'Submit my build' }).click();

  // The owner sees the build, waiting for the e-mail confirmation; nobody else can.
  await expect(page).toHaveURL(/\/builds\/[A-Za-z0-9_-]{12}\/\?done=submitted$/);
  const buildPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Waiting for your e-mail confirmation')).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} (1 of 2)` })).toBeVisible();
  await expectAxeClean(page);
  const stranger = await browser.newContext();
  expect((await (await stranger.newPage()).goto(buildPath))?.status()).toBe(404);

  // The e-mailed link asks for a press before it confirms.
  await page.goto(await linkFromOutbox(page, email, /\/builds\/[^/]+\/confirm\//));
  await hydrated(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Confirm my build' }).click();
  await expect(page).toHaveURL(new RegExp(`${buildPath}\\?done=confirmed$`));
  await expect(page.getByText('Waiting for review')).toBeVisible();

  // The admin finds it in the queue and publishes it on its page.
  const adminPage = await stranger.newPage();
  await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.goto('/builds/?status=confirmed');
  await adminPage.getByRole('link', { name: title }).click();
  await expect(adminPage).toHaveURL(new RegExp(`${buildPath}$`));
  await hydrated(adminPage);
  await expectAxeClean(adminPage);
  await adminPage.getByRole('button', { name: 'Publish' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`${buildPath}\\?done=published$`));
  await stranger.close();

  // Anyone finds it in the list filtered by its vehicle, with its parts and 'Add all to cart'.
  await page.goto('/builds/');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await page.getByRole('combobox', { name: 'Make' }).selectOption(make);
  await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
  await page.getByRole('button', { name: 'Show builds' }).click();
  await expect(page).toHaveURL(new RegExp(`/builds/\\?year=${year}&make=${make}&model=${model}$`));
  await expect(page).toHaveTitle(/Customer Builds/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expectAxeClean(page);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'ItemList' });

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${buildPath}$`));
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Edit your build' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Add all 1 to cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);

  // The owner deletes it, asked once more; it is gone from its address.
  await page.goto(buildPath);
  await hydrated(page);
  await page.getByText('Delete your build').click();
  await page.getByRole('button', { name: 'Yes, delete my build' }).click();
  await expect(page).toHaveURL(/\/builds\/\?done=deleted$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your build is deleted.' })).toBeVisible();
  expect((await page.goto(buildPath))?.status()).toBe(404);
});
