import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, hydrated, signUpVerified, submitSignIn } from './support';

async function chooseInDialog(page: Page, year: string, make: string, model: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year').selectOption(year);
  await dialog.getByLabel('Make').selectOption(make);
  await dialog.getByLabel('Model').selectOption(model);
  await dialog.getByRole('button', { name: 'Shop Now' }).click();
}

async function signIn(page: Page, email: string) {
  await page.goto('/account/sign-in/?returnUrl=%2Faccount%2Fgarage%2F');
  await hydrated(page);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/account\/garage\/$/);
}

/** The kept vehicles the account's garage page lists. */
function savedVehicles(page: Page) {
  return page.getByRole('region', { name: 'Saved vehicles' }).getByRole('listitem');
}

/** The header's vehicle button, naming the vehicle the page shops for. */
function vehicleButton(page: Page, name: RegExp) {
  return page.getByRole('banner').getByRole('button', { name });
}

test("a guest's vehicle joins the account at sign-in, and the garage follows the shopper to another browser", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers sign in (each a password hash) and the vehicle dialog is used three times: longer than most.
  test.setTimeout(180_000);
  const email = `garage-${randomUUID()}@example.test`;
  await signUpVerified(page, email);

  // Signed out, the shopper saves a vehicle: it lives in this browser's cookies only.
  await page.goto('/?mod=fitment');
  await hydrated(page);
  await chooseInDialog(page, '2021', 'jeep', 'wrangler');
  await expect(page).toHaveURL(/\/v\/jeep\/wrangler\/2021\/$/);

  // Signing in merges it into the account's garage.
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My garage');
  await expect(savedVehicles(page)).toHaveCount(1);
  await expect(savedVehicles(page).first()).toContainText('2021 Jeep Wrangler');
  await expect(savedVehicles(page).first()).toContainText('shopping for it now');
  await expectAxeClean(page);

  // A second browser signs in: the account's garage and its chosen vehicle follow.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signIn(second, email);
  await expect(savedVehicles(second)).toHaveCount(1);
  await expect(savedVehicles(second).first()).toContainText('2021 Jeep Wrangler');
  await expect(vehicleButton(second, /2021 Jeep Wrangler/)).toBeVisible();

  // There it adds a vehicle, which goes to the account's garage.
  await second.goto('/c/interior/?mod=fitment');
  await hydrated(second);
  await chooseInDialog(second, '2020', 'ford', 'f-150');
  await expect(second).toHaveURL(/\/c\/interior\/v\/ford\/f-150\/2020\/$/);

  // The first browser sees it after a reload: on the garage page and in the header's garage, while it keeps
  // shopping for its own vehicle.
  await page.reload();
  await expect(savedVehicles(page)).toHaveCount(2);
  await expect(savedVehicles(page).filter({ hasText: '2020 Ford F-150' })).toHaveCount(1);
  await page.goto('/c/interior/');
  await hydrated(page);
  await vehicleButton(page, /2021 Jeep Wrangler/).click();
  const headerGarage = page.getByRole('dialog').getByRole('region', { name: 'My Garage' });
  await expect(headerGarage.getByRole('button', { name: /^2020 Ford F-150/ })).toBeVisible();
  await expect(headerGarage.getByRole('button', { name: /^2021 Jeep Wrangler/ })).toHaveAttribute(
    'aria-current',
    /.+/,
  );

  // Removing it in the first browser removes it from the account: the second no longer lists it.
  await page.goto('/account/garage/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Remove 2020 Ford F-150' }).click();
  await expect(savedVehicles(page)).toHaveCount(1);
  await second.goto('/account/garage/');
  await expect(savedVehicles(second)).toHaveCount(1);
  await expect(savedVehicles(second).first()).toContainText('2021 Jeep Wrangler');

  // Signing out leaves nothing of the account's garage in the browser.
  await page.goto('/account/');
  await hydrated(page);
  await page.getByRole('button', { name: /^Sign out$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(vehicleButton(page, /Select Your Vehicle/)).toBeVisible();
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the account's garage switches and removes vehicles with plain forms", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const email = `garage-nojs-${randomUUID()}@example.test`;
    // Signing up and saving vehicles use a browser with JavaScript; the garage page is then used without it.
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const setup = await scripted.newPage();
    await signUpVerified(setup, email);
    await signIn(setup, email);
    for (const [url, year, make, model] of [
      ['/?mod=fitment', '2021', 'jeep', 'wrangler'],
      ['/?mod=fitment', '2020', 'ford', 'f-150'],
    ] as const) {
      await setup.goto(url);
      await hydrated(setup);
      await chooseInDialog(setup, year, make, model);
      await expect(setup).toHaveURL(new RegExp(`/v/${make}/${model}/${year}/$`));
    }
    await scripted.close();

    await page.goto('/account/sign-in/?returnUrl=%2Faccount%2Fgarage%2F');
    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/account\/garage\/$/);
    await expect(savedVehicles(page)).toHaveCount(2);
    // The account's chosen vehicle (the Ford, saved last) became this browser's at sign-in.
    await expect(savedVehicles(page).first()).toContainText('2020 Ford F-150');
    await expect(savedVehicles(page).first()).toContainText('shopping for it now');

    await page.getByRole('button', { name: 'Shop for it (2021 Jeep Wrangler)' }).click();
    await expect(page).toHaveURL(/\/account\/garage\/$/);
    await expect(savedVehicles(page).first()).toContainText('2021 Jeep Wrangler');
    await expect(savedVehicles(page).first()).toContainText('shopping for it now');

    await page.getByRole('button', { name: 'Remove 2020 Ford F-150' }).click();
    await expect(page).toHaveURL(/\/account\/garage\/$/);
    await expect(savedVehicles(page)).toHaveCount(1);
  });
});
