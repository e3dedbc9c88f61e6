import { expect, test } from '@playwright/test';
import { cartWithParts } from './support';

// The cart page works without JavaScript: quantity, remove, warranty and Email Cart are forms posting to the
// cart route, which calls the API and redirects back (303).
test.use({ javaScriptEnabled: false });

test('cart forms work without JavaScript: quantity, warranty as a fixed virtual line, summary, remove', async ({
  page,
}) => {
  const permId = await cartWithParts(page, { qty: 2 });
  await page.goto('/checkout/cart/');
  await expect(page.getByRole('main').getByText('2 items', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();

  await page.getByLabel(/^Quantity of /).selectOption('3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await expect(page.getByRole('main').getByText('3 items', { exact: true })).toBeVisible();

  await page.getByLabel('Protection plan').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Apply' }).click();
  const coverage = page.locator('[data-virtual]');
  await expect(coverage).toContainText('Protection');
  await expect(coverage).toContainText('Qty 3');
  // A virtual line has a fixed quantity: no selector, no remove.
  await expect(coverage.getByRole('combobox')).toHaveCount(0);
  await expect(coverage.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // Another shopper's permId gets nothing from the API, even through the shop's proxy.
  const foreign = await page.request.get(`/api/cart/${permId}`, {
    headers: { 'x-site': 'fitkit', cookie: 'permId=someone-else-1234' },
  });
  expect(foreign.status()).toBe(403);
});

test("Email Cart is a form; a restore link fills another browser's cart", async ({ page, browser }) => {
  const permId = await cartWithParts(page);
  await page.goto('/checkout/cart/');
  await page.getByText('Email Cart').click();
  await page.getByLabel('Name').fill('Sam');
  await page.getByLabel('Email', { exact: true }).fill(`cart-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\?shared=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toBeAttached();

  // The e-mail's link carries a link id (the outbox is not served in production): the abandoned-cart call makes one.
  const link = await page.request.post(`/api/cart/${permId}/abandonedcart`, {
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
  });
  const { shortId } = (await link.json()) as { shortId: string };

  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  await otherPage.goto(`/restore-cart/?id=${shortId}`);
  await expect(otherPage).toHaveURL(/\/checkout\/cart\/$/);
  await expect(otherPage.getByRole('main').getByText('1 item', { exact: true })).toBeVisible();
  // A bad link only lands on the (unchanged) cart.
  await otherPage.goto('/restore-cart/?id=nope');
  await expect(otherPage.getByRole('main').getByText('1 item', { exact: true })).toBeVisible();
  await other.close();
});
