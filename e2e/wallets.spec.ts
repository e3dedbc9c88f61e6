import { expect, type Page, test } from '@playwright/test';
import { cartWithParts, expectAxeClean, fillShipping, hydrated } from './support';
import { serveWalletFixtures } from './wallet-fixtures';

// PayPal's buttons, Affirm's checkout and Bolt's card fields on a shop that offers them (the `wallets` project of playwright.config.ts), their scripts
// answered by local fixtures; their APIs are out of reach, as vendors are from tests.

test.beforeEach(async ({ context }) => serveWalletFixtures(context));

/** Scripts the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

async function toPayment(page: Page) {
  await cartWithParts(page, { parts: 1 });
  await page.goto('/checkout/address/');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
}

test("PayPal: its SDK loads only once chosen, its buttons replace the step's, and PayPal out of reach is said so", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await toPayment(page);
  expect(scripts.filter((url) => /paypal|affirm/i.test(url))).toEqual([]);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  const paypal = page.getByRole('button', { name: 'PayPal', exact: true });
  await expect(paypal).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  const sdk = scripts.find((url) => url.includes('/wallet-fixtures/paypal.js'));
  expect(new URL(sdk!).searchParams.get('client-id')).toBe('paypal-client-e2e');
  await expectAxeClean(page);
  // createOrder reaches our API, which cannot reach PayPal: the shopper may try again, never charged twice.
  await paypal.click();
  await expect(page.getByRole('alert')).toContainText('you will not be charged twice');
  await page.getByRole('radio', { name: 'Card' }).check();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
});

test("Affirm: the button opens Affirm's checkout with the shop's own return pages; cancelling comes back to the step", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await toPayment(page);
  await page.getByRole('button', { name: 'Pay with Affirm' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/\?affirm=cancelled$/, { timeout: 20_000 });
  await hydrated(page);
  expect(scripts.filter((url) => url.includes('/wallet-fixtures/affirm.js'))).toHaveLength(1);
  await expect(
    page.getByRole('status').filter({ hasText: 'You cancelled paying with Affirm' }),
  ).toBeVisible();
  await expectAxeClean(page);
});

test('Bolt: its card fields load only once chosen; their token goes to our API, and Bolt out of reach is said so', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await toPayment(page);
  expect(scripts.filter((url) => /bolt/i.test(url))).toEqual([]);
  await page.getByRole('radio', { name: 'Bolt' }).check();
  await expect(page.getByTestId('bolt-card-fields').getByLabel('Card number')).toBeVisible();
  await expectAxeClean(page);
  const paid = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/checkout/payment'),
  );
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  expect((await paid).postData()).toContain('bolt_tok_e2e');
  await expect(page.getByRole('alert')).toContainText('you will not be charged twice');
});
