import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, hydrated, signUpVerified, submitSignIn } from './support';

/** A product line of the seed: its page and its name. */
async function aProduct(page: Page): Promise<{ path: string; name: string }> {
  const listing = await page.request.get('/api/catalogue?route=search&q=bumper&pageSize=1');
  expect(listing.ok()).toBe(true);
  const [product] = ((await listing.json()) as { products: { productLineSlug: string; skuSlug: string }[] })
    .products;
  const path = `/p/${product!.productLineSlug}/${product!.skuSlug}/`;
  await page.goto(path);
  await hydrated(page);
  return { path, name: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '' };
}

/** Signs a new shopper up, confirms the address from the outbox e-mail and signs in. */
async function signUpAndSignIn(page: Page) {
  const email = `wishlist-${randomUUID()}@example.test`;
  await signUpVerified(page, email, 'Wendy Wishes');
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);
}

test('a signed-out heart asks to sign in and brings the shopper back', async ({ page }) => {
  const { path, name } = await aProduct(page);
  const heart = page
    .locator('.product__details')
    .getByRole('link', { name: `Sign in to save ${name} to your wishlist` });
  await expect(heart).toBeVisible();
  await expect(heart).toHaveAttribute('href', `/account/sign-in/?returnUrl=${encodeURIComponent(path)}`);
  // The page's HTML carries no heart: its state is the shopper's, asked for after paint.
  const html = await (await page.request.get(path)).text();
  expect(html).not.toContain('fk-wishlist-heart');
  await heart.click();
  await expect(page).toHaveURL(/\/account\/sign-in\/\?returnUrl=/);
});

test('sign up, save a part from its page, see it on the wishlist, move it to the cart and back', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const { name } = await aProduct(page);
  const details = page.locator('.product__details');
  const heart = details.getByRole('button', { name: `Save ${name} to your wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/wishlist/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My wishlist');
  const wishlist = page.getByRole('list', { name: 'Items in your wishlist' });
  await expect(wishlist.getByRole('link', { name })).toBeVisible();
  await expectAxeClean(page);

  await wishlist.getByRole('button', { name: `Move to cart ${name}` }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  await page.goto('/checkout/cart/');
  await hydrated(page);
  const cart = page.getByRole('list', { name: 'Items in your cart' });
  await expect(cart.getByRole('link', { name })).toBeVisible();

  // And back: the cart offers Move to wishlist to a signed-in shopper.
  await cart.getByRole('button', { name: `Move to wishlist ${name}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.goto('/account/wishlist/');
  await expect(
    page.getByRole('list', { name: 'Items in your wishlist' }).getByRole('link', { name }),
  ).toBeVisible();
});

test('the wishlist page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signUpAndSignIn(page);
  const { name } = await aProduct(page);
  await page
    .locator('.product__details')
    .getByRole('button', { name: `Save ${name} to your wishlist` })
    .click();
  await expect(
    page
      .locator('.product__details')
      .getByRole('button', { name: `Save ${name} to your wishlist`, pressed: true }),
  ).toBeVisible();
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/account/wishlist/');
  await plain.getByRole('button', { name: `Move to cart ${name}` }).click();
  await expect(plain).toHaveURL(/\/account\/wishlist\/$/);
  await expect(plain.getByText('Your wishlist is empty.')).toBeVisible();
  await plain.goto('/checkout/cart/');
  await expect(
    plain.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name }),
  ).toBeVisible();
  await noScript.close();
  await context.close();
});
