import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

async function chooseInDialog(page: Page, year: string, make: string, model: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year').selectOption(year);
  await dialog.getByLabel('Make').selectOption(make);
  await dialog.getByLabel('Model').selectOption(model);
  await dialog.getByRole('button', { name: 'Shop Now' }).click();
}

test('the garage keeps several vehicles and switches in one click; clearing forgets the vehicle', async ({
  page,
}) => {
  await page.goto('/?mod=fitment');
  await hydrated(page);
  await chooseInDialog(page, '2021', 'jeep', 'wrangler');
  await expect(page).toHaveURL(/\/v\/jeep\/wrangler\/2021\/$/);

  await page.goto('/c/interior/?mod=fitment');
  await hydrated(page);
  await chooseInDialog(page, '2020', 'ford', 'f-150');
  await expect(page).toHaveURL(/\/c\/interior\/v\/ford\/f-150\/2020\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /2020 Ford F-150/ })).toBeVisible();

  // Both vehicles are in the garage, the current one marked; one click switches back to the Jeep.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /2020 Ford F-150/ })
    .click();
  const garage = page.getByRole('region', { name: 'My Garage' });
  await expect(garage.getByRole('button', { name: /^2020 Ford F-150/ })).toHaveAttribute(
    'aria-current',
    /.+/,
  );
  await garage.getByRole('button', { name: /^2021 Jeep Wrangler/ }).click();
  await expect(page).toHaveURL(/\/c\/interior\/v\/jeep\/wrangler\/2021\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /2021 Jeep Wrangler/ })).toBeVisible();

  // Clearing goes back to the plain category, without the vehicle twin.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /2021 Jeep Wrangler/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear vehicle' }).click();
  await expect(page).toHaveURL(/\/c\/interior\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Select Your Vehicle/ })).toBeVisible();
});

test('a VIN fills the selects with the decoded vehicle, and one we do not carry says so', async ({
  page,
}) => {
  await page.goto('/?mod=fitment');
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  const vinToggle = dialog.getByText(/VIN/).first();
  if (await vinToggle.evaluate((el) => el.tagName === 'SUMMARY')) await vinToggle.click();
  await dialog.getByLabel('VIN', { exact: true }).fill('1C4BJWDG5HL123450');
  await dialog.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(dialog.getByText('Found 2017 Jeep Wrangler')).toBeVisible();
  await expect(dialog.getByLabel('Year')).toHaveValue('2017');
  await expect(dialog.getByLabel('Make')).toHaveValue('jeep');
  await expect(dialog.getByLabel('Model')).toHaveValue('wrangler');

  await dialog.getByLabel('VIN', { exact: true }).fill('1G1YY22G3V5123456');
  await dialog.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(
    dialog.getByText('We decoded this VIN as 1997 Chevrolet Corvette, which is not in our catalogue yet.'),
  ).toBeVisible();
});

test('a listing offers the inline Select Your Vehicle bar while the vehicle lacks a select it needs, Shop Now disabled until complete', async ({
  page,
}) => {
  await page.goto('/c/exterior/');
  await hydrated(page);
  const bar = page.getByRole('region', { name: 'Select Your Vehicle' });
  await expect(bar).toBeVisible();
  const shopNow = bar.getByRole('button', { name: 'Shop Now' });
  await expect(shopNow).toBeDisabled();
  await bar.getByLabel('Year').selectOption('2021');
  await bar.getByLabel('Make').selectOption('jeep');
  await expect(shopNow).toBeDisabled();
  await bar.getByLabel('Model').selectOption('wrangler');
  await expect(shopNow).toBeEnabled();
  await shopNow.click();
  await expect(page).toHaveURL(/\/c\/exterior\/v\/jeep\/wrangler\/2021\/$/);
  // This Wrangler's exterior parts also depend on its body: the bar stays, with a fourth select required.
  await expect(bar.getByLabel('Model')).toHaveValue('wrangler');
  await expect(shopNow).toBeDisabled();
  await bar.getByLabel('Body').selectOption('4-door');
  await expect(shopNow).toBeEnabled();
  await shopNow.click();
  await expect(page.getByRole('region', { name: 'Select Your Vehicle' })).toHaveCount(0);
});

test('on a product page the dialog checks the fit of that part before saving', async ({ page, request }) => {
  const listing = await (
    await request.get('/api/catalogue?route=mmy&makeSlug=jeep&modelSlug=wrangler&year=2021&pageSize=1')
  ).json();
  const slug = listing.products[0].productLineSlug;
  await page.goto(`/p/${slug}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Check Fit' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Does this fit your vehicle?' })).toBeVisible();
  await dialog.getByLabel('Year').selectOption('2021');
  await dialog.getByLabel('Make').selectOption('jeep');
  await dialog.getByLabel('Model').selectOption('wrangler');
  await expect(dialog.getByText(/fits your 2021 Jeep Wrangler/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check Fit' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${slug}/v/jeep/wrangler/2021/$`));
  await expect(page.getByText(/Fits your 2021 Jeep Wrangler/)).toBeVisible();
});
