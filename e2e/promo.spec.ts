import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/** Records the promo-denied events the page fires. */
async function recordDenials(page: Page) {
  await page.addInitScript(() => {
    const denied: unknown[] = [];
    (window as unknown as { denied: unknown[] }).denied = denied;
    window.addEventListener('promo:denied', (event) => denied.push((event as CustomEvent).detail));
  });
}

const denials = (page: Page) => page.evaluate(() => (window as unknown as { denied: unknown[] }).denied);

test('a bad promo code in the URL lands on the clean page with "Promo code not valid."', async ({ page }) => {
  await recordDenials(page);
  await page.goto('/?promoCode=BAD&sort=price');
  await expect(page).toHaveURL(/\/\?sort=price$/);
  await hydrated(page);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Promo code not valid.');
  expect(await denials(page)).toEqual([{ code: 'PROMO_CODE_NOT_VALID', promoCode: 'BAD' }]);
  // Shown once: the flash cookie is gone after the page read it.
  expect((await page.context().cookies()).find((c) => c.name === 'promoFlash')).toBeUndefined();
  await page.reload();
  await hydrated(page);
  await expect(toasts).not.toContainText('Promo code');
});

test('SAVE10 with a part in the cart applies, and applying it again says it already is', async ({ page }) => {
  await page.goto('/checkout/cart/');
  const permId = (await page.context().cookies()).find((c) => c.name === 'permId')!.value;
  const listing = await page.request.get('/api/catalogue?route=search&q=bumper');
  const { products } = (await listing.json()) as { products: { productId: number }[] };
  const added = await page.request.post(`/api/cart/${permId}/items`, {
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
    data: { productList: [{ productId: products[0]!.productId, qty: 1 }] },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await recordDenials(page);
  await page.goto('/c/interior/?promoCode=SAVE10');
  await expect(page).toHaveURL(/\/c\/interior\/$/);
  await hydrated(page);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Promo code successfully applied!');
  expect(await denials(page)).toEqual([]);

  await page.goto('/?promoCode=save10');
  await hydrated(page);
  await expect(toasts).toContainText('Promo code has already been applied.');
  expect(await denials(page)).toEqual([{ code: 'PROMO_CODE_EXISTS', promoCode: 'save10' }]);
});
