import { expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens the cart (minting the shopper's permId) and puts `parts` different shipped parts in it, `qty` of each,
 * through the shop's API proxy; answers the permId.
 */
export async function cartWithParts(page: Page, { parts = 1, qty = 1 } = {}): Promise<string> {
  await page.goto('/checkout/cart/');
  const permId = (await page.context().cookies()).find((c) => c.name === 'permId')!.value;
  const listing = await page.request.get('/api/catalogue?route=search&q=bumper');
  expect(listing.ok()).toBe(true);
  const { products } = (await listing.json()) as { products: { productId: number }[] };
  const productList = products.slice(0, parts).map((p) => ({ productId: p.productId, qty }));
  const added = await page.request.post(`/api/cart/${permId}/items`, {
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
    data: { productList },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return permId;
}
