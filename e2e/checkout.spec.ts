import { expect, type Page } from '@playwright/test';
import {
  CONTACT,
  cancelFirstLineByKeyboard,
  cardFrame,
  cartWithParts,
  expectAxeClean,
  fillCard,
  fillShipping,
  hydrated,
  orderLines,
  statusLinkFromOutbox,
  test,
} from './support';

// Guest checkout, from the cart to the receipt: the address step (also without JavaScript and by keyboard), promo
// code and gift card beside the summary, the sandbox's card frame on the payment step, the receipt — and the whole
// purchase as one story, from a chosen vehicle to a cancelled line on the e-mailed order-status page.

// The sandbox's frame comes from its own origin on a loopback address.
test.use({ permissions: ['local-network-access'] });

test('skipped steps and empty carts are sent to the right step', async ({ page }) => {
  await page.goto('/checkout/address/');
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await page.goto('/checkout/receipt/');
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await cartWithParts(page);
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(/\/checkout\/address\/$/);
  await page.goto('/checkout/receipt/');
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address step posts the form: the server answers errors on the fields, then 303 to payment', async ({
    page,
  }) => {
    await cartWithParts(page);
    await page.goto('/checkout/cart/');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/address\/$/);
    const response = await page.request.get('/checkout/address/');
    expect(response.headers()['cache-control']).toContain('no-store');
    // The header is in simple mode: no search bar.
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByLabel('Country').first()).toHaveValue('usa');
    await expect(page.getByLabel('Email me news and offers')).toBeChecked();

    // The browser lets this phone through; the API's rules refuse it and the error comes back on the field.
    await fillShipping(page, { Phone: '555-0100' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/address\/$/);
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\/$/);
    const email = (await page.context().cookies()).find((c) => c.name === 'customerEmail');
    expect(email?.value).toBe(encodeURIComponent(CONTACT.Email));
    expect(email?.secure).toBe(true);
    // Sent for 3650 days; the browser keeps a cookie at most 400.
    expect(email!.expires - Date.now() / 1000).toBeGreaterThan(399 * 24 * 3600);

    // Back on the address step the saved contact fills the form.
    await page.goto('/checkout/address/');
    await expect(page.getByLabel('Full name').first()).toHaveValue(CONTACT['Full name']);
  });

  test('the promo code form beside the summary posts to the step', async ({ page }) => {
    await cartWithParts(page);
    await page.goto('/checkout/address/');
    await page.getByLabel('Promo code').fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect(page.getByText('Promo code successfully applied!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('SAVE10');
    await page.getByLabel('Promo code').fill('BAD');
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect(page.getByText('Promo code not valid.')).toBeVisible();
  });
});

/** Types the shipping contact from the keyboard alone, starting in 'Full name' and ending in 'Phone'. */
async function typeShippingByKeyboard(page: Page) {
  await page.keyboard.type(CONTACT['Full name']);
  await page.keyboard.press('Tab'); // Company
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONTACT.Address);
  await page.keyboard.press('Tab'); // Apartment
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONTACT.City);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Texas');
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONTACT['Zip code']);
  await page.keyboard.press('Tab'); // Country
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONTACT.Email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONTACT.Phone);
}

/** Presses Tab until `target` has focus (at most `limit` times), so a step is reached from the keyboard alone. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Cart → address → payment from the keyboard alone at one width, axe clean on each step; with `pay`, the card is
 * typed into the sandbox's frame (another origin) from the keyboard too and paid with Enter.
 */
async function checkoutByKeyboard(page: Page, width: number, { pay }: { pay: boolean }) {
  await page.setViewportSize({ width, height: 800 });
  await cartWithParts(page);
  await page.goto('/checkout/cart/');
  await hydrated(page);
  await expectAxeClean(page);
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/address\/$/);
  await hydrated(page);
  await expectAxeClean(page);
  await tabTo(page, page.getByLabel('Full name').first());
  await typeShippingByKeyboard(page);
  // Submit from the keyboard: the form core checks the fields, then the form posts.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
  const frame = await cardFrame(page);
  await expectAxeClean(page);
  if (!pay) return;
  // Into the card frame by Tab: its fields take the keyboard like the page's own.
  await tabTo(page, page.locator('iframe[title="Card details"]'));
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Expiration')).toBeFocused();
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('CVC')).toBeFocused();
  await page.keyboard.type('123');
  // Out of the frame, on to the pay button.
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  await expectAxeClean(page);
}

test('by keyboard alone at 375 px: cart, the address step, the payment step, axe clean', async ({ page }) => {
  await checkoutByKeyboard(page, 375, { pay: false });
});

test('by keyboard alone at 1280 px: cart, address, the card frame and paying, axe clean', async ({
  page,
}) => {
  await checkoutByKeyboard(page, 1280, { pay: true });
});

test('with no provider keys the payment step offers only the sandbox card, and its first load carries no provider SDK', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await toPayment(page, 1);
  await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  const preloaded = await page
    .locator('link[rel="modulepreload"], script[src]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? link.getAttribute('src') ?? ''));
  expect(preloaded.length).toBeGreaterThan(0);
  // Stripe's fields (and its packages) are a chunk of their own, fetched only when the shopper chooses Stripe.
  expect([...preloaded, ...scripts].filter((url) => /stripe|paypal|braintree/i.test(url))).toEqual([]);
});

/** From a cart of `parts` parts through the address step to the payment step, with the card frame ready. */
async function toPayment(page: Page, parts: number) {
  await cartWithParts(page, { parts });
  await page.goto('/checkout/address/');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
  return cardFrame(page);
}

/** The vehicle the buying journey shops for, and its listing (the twin of a category lists only what fits). */
const VEHICLE = { name: '2020 Ford F-150', listing: '/c/interior/v/ford/f-150/2020/' } as const;

/** Adds the first `count` parts of the vehicle's listing from their product pages, each fitting the vehicle. */
async function addFittedParts(page: Page, count: number): Promise<string[]> {
  await page.goto(VEHICLE.listing);
  await hydrated(page);
  const hrefs = await page
    .locator('[data-slot="product-card"] a[href^="/p/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(count);
  const names: string[] = [];
  for (const href of hrefs.slice(0, count)) {
    await page.goto(href);
    await hydrated(page);
    await expect(page.getByText(new RegExp(`Fits your ${VEHICLE.name}`))).toBeVisible();
    names.push((await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText(String(names.length));
  }
  return names;
}

test('a guest with a vehicle buys two fitted parts with a warranty, SAVE10 and part of a gift card by card, then cancels one line from the e-mailed status link', async ({
  page,
}) => {
  const email = `buyer-${Date.now()}@example.com`;
  const names = await addFittedParts(page, 2);

  // The cart: both lines name the vehicle they fit; a protection plan on the first.
  await page.goto('/checkout/cart/');
  await hydrated(page);
  for (const name of names) await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main').getByText(VEHICLE.name).first()).toBeVisible();
  // With scripts a picked plan applies at once.
  await page.getByRole('combobox', { name: 'Plan' }).first().selectOption({ index: 1 });
  await expect(page.locator('[data-virtual]').filter({ hasText: 'Protection' })).toBeVisible();
  await expectAxeClean(page);

  // The address step, with the promo code and a gift card that pays part of the total.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/address\/$/);
  await hydrated(page);
  await expectAxeClean(page);
  await page.getByLabel('Promo code').fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText('Promo code successfully applied!')).toBeVisible();
  await page.getByLabel('Gift card number').fill('6000 1000 0000 0003');
  await page.getByLabel('PIN', { exact: true }).fill('3456');
  await page
    .getByRole('group', { name: 'Gift card' })
    .or(page.getByRole('form', { name: 'Gift card' }))
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByText(/Gift card ending 0003 applied/)).toBeVisible();
  await fillShipping(page, { Email: email });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // The payment step: the sandbox card pays the rest.
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
  const frame = await cardFrame(page);
  await expectAxeClean(page);
  await fillCard(frame, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  // The receipt.
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/ending in 4242/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check your order status' })).toHaveAttribute(
    'href',
    /\/order\/status\//,
  );
  await expectAxeClean(page);
  const permId = (await page.context().cookies()).find((c) => c.name === 'permId')!.value;
  const cart = await page.request.get(`/api/cart/${permId}`, {
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
  });
  expect(((await cart.json()) as { items: unknown[] }).items).toEqual([]);

  // The confirmation e-mail's status link opens the order (the token moves into a cookie), and one line is cancelled.
  const link = await statusLinkFromOutbox(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/order\/status\/[0-9a-f-]+\/$/);
  await hydrated(page);
  // Both parts, and the protection plan as a line of its own (the order charges what the cart showed).
  await expect(orderLines(page)).toHaveCount(3);
  for (const name of names) await expect(orderLines(page).filter({ hasText: name }).first()).toBeVisible();
  await expect(orderLines(page).filter({ hasText: 'Protection' })).toHaveCount(1);
  await expectAxeClean(page);
  await cancelFirstLineByKeyboard(page);
  await expectAxeClean(page);
});

test('a declined card shows the reason and the cart stays', async ({ page }) => {
  const frame = await toPayment(page, 1);
  await fillCard(frame, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await page.goto('/checkout/cart/');
  await expect(page.getByRole('main').getByText('1 item', { exact: true })).toBeVisible();
});

test("a card that needs the shopper's confirmation: the bank's page, back to the payment step, the receipt", async ({
  page,
}) => {
  const frame = await toPayment(page, 1);
  await fillCard(frame, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});
