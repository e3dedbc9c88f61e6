import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  cardFrame,
  cartWithParts,
  expectAxeClean,
  fillCard,
  hydrated,
  PASSWORD,
  signUpVerified,
  submitSignIn,
} from './support';

/** The address the shopper keeps in the address book. */
const HOME = {
  'Full name': 'Sam Saver',
  Address: '12 Book Lane',
  City: 'Austin',
  'Zip code': '78701',
  Email: 'sam.saver@example.com',
  Phone: '(512) 555-0199',
} as const;

/** Signs up, confirms the address from the outbox e-mail and signs in: the account page shows. */
async function signUpAndIn(page: Page, email: string) {
  await signUpVerified(page, email);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);
}

/** From a cart of one part to the payment step: the address step is prefilled from the address book. */
async function checkOutWithSavedAddress(page: Page) {
  await cartWithParts(page);
  await page.goto('/checkout/address/');
  await hydrated(page);
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByLabel('Full name', { exact: true })).toHaveValue(HOME['Full name']);
  await expect(shipping.getByLabel('Address', { exact: true })).toHaveValue(HOME.Address);
  await expect(shipping.getByLabel('State', { exact: true })).toHaveValue('TX');
  await expect(page.getByRole('navigation', { name: 'Your address book' })).toContainText(HOME.Address);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
}

test('an account: address book, checkout with the saved address and a saved card, order history, deletion', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `account-page-${randomUUID()}@example.test`;
  await signUpAndIn(page, email);
  const response = await page.request.get('/account/');
  expect(response.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('You have no orders yet.');
  await expectAxeClean(page);

  // The address book: add an address (it becomes the default).
  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\/$/);
  await hydrated(page);
  await expectAxeClean(page);
  const form = page.getByRole('form', { name: 'Add an address' });
  for (const [label, value] of Object.entries(HOME))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('State', { exact: true }).selectOption('TX');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your address is saved.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: HOME.Address })).toContainText('Default address');
  await expectAxeClean(page);

  // The first order: the saved address prefills the checkout; the sandbox card pays and is saved.
  await checkOutWithSavedAddress(page);
  const frame = await cardFrame(page);
  await fillCard(frame, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: 'Save this card for my next orders' }).check();
  await expectAxeClean(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  const firstReference = (await page.getByText(/Order reference: FK-/).textContent())?.match(/FK-\w+/)?.[0];
  expect(firstReference).toBeDefined();

  // The account lists the order (it opens its status page) and the saved card.
  await page.goto('/account/');
  await hydrated(page);
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: firstReference! })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved cards' })).toContainText('Visa ending in 4242');
  await expectAxeClean(page);
  await orders.getByRole('link', { name: firstReference! }).click();
  await expect(page).toHaveURL(/\/order\/status\/[\w-]+\/$/);
  await expect(page.getByRole('main')).toContainText(firstReference!);

  // The second order pays with the saved card: no card is typed.
  await checkOutWithSavedAddress(page);
  const savedCards = page.getByRole('group', { name: 'Saved cards' });
  await expect(savedCards.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  await page.goto('/account/');
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: /^FK-/ })).toHaveCount(
    2,
  );

  // Deleting the account: a wrong password changes nothing, the right one signs out for good.
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/delete\/$/);
  await hydrated(page);
  await expectAxeClean(page);
  await page.locator('input[name="password"]').fill('not my password at all');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is not right.');
  await expect(page.locator('input[name="password"]')).toHaveAccessibleDescription(
    'The password is not right.',
  );
  await expectAxeClean(page);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).filter((c) => c.name === 'fitkit_session')).toEqual([]);

  await page.goto('/account/sign-in/');
  await hydrated(page);
  await submitSignIn(page, email);
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address book and the account forms post and answer on their own', async ({ browser }) => {
    // Signing up needs no script either; the account is made in a context with scripts for speed.
    const email = `account-nojs-${randomUUID()}@example.test`;
    const withScripts = await browser.newContext({
      javaScriptEnabled: true,
      baseURL: test.info().project.use.baseURL,
    });
    const setup = await withScripts.newPage();
    await signUpAndIn(setup, email);
    const cookies = await withScripts.cookies();
    await withScripts.close();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    await context.addCookies(cookies);
    const page = await context.newPage();

    await page.goto('/account/addresses/');
    const form = page.getByRole('form', { name: 'Add an address' });
    for (const [label, value] of Object.entries({ ...HOME, Phone: '555-0100' })) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByLabel('State', { exact: true }).selectOption('TX');
    await form.getByRole('button', { name: 'Save address' }).click();
    // The browser lets this phone through; the API's rules refuse it and the error comes back on the field.
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page
      .getByRole('form', { name: 'Add an address' })
      .getByLabel('Phone', { exact: true })
      .fill(HOME.Phone);
    await page
      .getByRole('form', { name: 'Add an address' })
      .getByRole('button', { name: 'Save address' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Your address is saved.' })).toBeVisible();

    await page.goto('/account/');
    await page.getByRole('textbox', { name: 'Name' }).fill('Samuel Saver');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Samuel Saver');
    await page.getByRole('region', { name: 'Newsletter' }).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Newsletter' })).toContainText('You get our newsletter.');
    await context.close();
  });
});
