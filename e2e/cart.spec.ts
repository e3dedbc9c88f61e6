import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { cartWithParts, hydrated, linkFromOutbox, watchRemoved } from './support';

const main = (page: Page) => page.getByRole('main');

/** Opens the e-mail's restore link in a fresh browser (another device) and finds the item in its cart. */
async function restoreElsewhere(browser: Browser, link: string, javaScriptEnabled: boolean) {
  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage).toHaveURL(/\/checkout\/cart\/$/);
  await expect(main(otherPage).getByText('1 item', { exact: true })).toBeVisible();
  await expect(otherPage.locator('[data-slot="cart-lines"] li')).toHaveCount(1);
  // A bad link only lands on the (unchanged) cart.
  await otherPage.goto('/restore-cart/?id=nope');
  await expect(main(otherPage).getByText('1 item', { exact: true })).toBeVisible();
  await other.close();
}

const address = () => `cart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe('without JavaScript', () => {
  // The cart page works without JavaScript: quantity, remove, warranty, installation and Email Cart are forms
  // posting to the cart route, which calls the API and redirects back (303).
  test.use({ javaScriptEnabled: false });

  test('cart forms: quantity, warranty and installation as fixed virtual lines, summary, remove', async ({
    page,
  }) => {
    const permId = await cartWithParts(page, { qty: 2 });
    await page.goto('/checkout/cart/');
    await expect(main(page).getByText('2 items', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    const part = page.locator('[data-slot="cart-lines"] li').first();

    await part.getByLabel(/^Quantity for /).selectOption('3');
    await part
      .locator('form', { has: page.getByLabel(/^Quantity for /) })
      .getByRole('button', { name: 'Update' })
      .click();
    await expect(page).toHaveURL(/\/checkout\/cart\/$/);
    await expect(main(page).getByText('3 items', { exact: true })).toBeVisible();

    // A plan picked without its own quantity covers the whole line.
    const plan = page.getByRole('group', { name: /^Protection plan/ });
    await plan.getByRole('combobox', { name: 'Plan' }).selectOption({ index: 1 });
    await plan.getByRole('button', { name: 'Update' }).click();
    const coverage = page.locator('[data-virtual]').filter({ hasText: 'Protection' });
    await expect(coverage).toContainText('Qty: 3');

    await page.getByRole('button', { name: /^Add professional installation/ }).click();
    const installation = page.locator('[data-virtual]').filter({ hasText: 'Professional Installation' });
    await expect(installation).toContainText('Qty: 3');
    // Virtual lines have a fixed quantity: no selector, no button.
    for (const line of [coverage, installation]) {
      await expect(line.getByRole('combobox')).toHaveCount(0);
      await expect(line.getByRole('button')).toHaveCount(0);
    }
    await page.getByRole('button', { name: /^Remove installation/ }).click();
    await expect(installation).toHaveCount(0);

    await page.getByRole('button', { name: /^Remove (?!installation)/ }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    // Another shopper's permId gets nothing from the API, even through the shop's proxy.
    const foreign = await page.request.get(`/api/cart/${permId}`, {
      headers: { 'x-site': 'fitkit', cookie: 'permId=someone-else-1234' },
    });
    expect(foreign.status()).toBe(403);
  });

  test("Email Cart opens its form at ?mod=sc; the e-mail's restore link fills another browser's cart", async ({
    page,
    browser,
  }) => {
    await cartWithParts(page);
    await page.goto('/checkout/cart/');
    await page.getByRole('link', { name: 'Email Cart' }).click();
    await expect(page).toHaveURL(/\?mod=sc$/);
    const form = page.getByRole('form', { name: 'Email Cart' });
    // The server checks what the browser would have: the errors come back on their fields.
    await form.getByLabel('Name').fill('Sam');
    await form.getByLabel('Email').fill('sam@example');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    const email = address();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\?shared=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toBeAttached();
    await restoreElsewhere(browser, await linkFromOutbox(page, email, /\/restore-cart\//), false);
  });
});

test('Email Cart from the mini cart by keyboard: tooltip, dialog, sent, restored in another browser', async ({
  page,
  browser,
}) => {
  await cartWithParts(page);
  await page.goto('/');
  await hydrated(page);
  // Focus arriving on the header's cart opens the mini cart; Tab moves on into it up to 'Email Cart'.
  await page.getByRole('link', { name: /Cart/ }).first().focus();
  const miniCart = page.getByRole('region', { name: /Products In Cart/ });
  await expect(miniCart).toBeVisible();
  const emailCart = miniCart.getByRole('link', { name: 'Email Cart' });
  for (let i = 0; i < 30 && !(await emailCart.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(emailCart).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(
    "We'll email you a link to this cart so you can use it on another browser or device",
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?mod=sc$/);
  const dialog = page.getByRole('dialog', { name: 'Email Cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  const email = address();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Your cart is on its way to your inbox.');
  // The dialog posted in place: still on the home page.
  await expect(page).toHaveURL(/\/\?mod=sc$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await restoreElsewhere(browser, await linkFromOutbox(page, email, /\/restore-cart\//), true);
});

// The empty cart's recommendations come with its server HTML (issue 13: they are its largest paint). Hydration and
// the browser's own fetch of the lists (SPEC §7's startup action) must keep those cards: a carousel updated before
// its code had come lost its HTML and was drawn again, a layout shift of the whole list.
test("the empty cart keeps its server-rendered recommendation cards through hydration and the browser's fetch", async ({
  page,
}) => {
  const removedCards = await watchRemoved(page, '.fk-product-card');
  const browserLists = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/recommendations'));
  await page.goto('/checkout/cart/');
  const recommended = page.getByRole('region', { name: 'Recommended For You' });
  await expect(recommended).toBeVisible();
  await hydrated(page);
  await browserLists;
  // The browser's answer renders (at low priority) once it is in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  await expect(recommended.locator('.fk-product-card').first()).toBeVisible();
  expect(await removedCards()).toEqual([]);
});
