import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { cartWithParts, hydrated } from './support';

// Guest checkout, from the cart to the receipt: the address step (also without JavaScript and by keyboard), promo
// code and gift card beside the summary, the sandbox's card frame on the payment step, the receipt.

// The sandbox's frame comes from its own origin on a loopback address.
test.use({ permissions: ['local-network-access'] });

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const CONTACT = {
  'Full name': 'Jo Driver',
  Address: '1 Main St',
  City: 'Austin',
  'Zip code': '73301',
  Email: 'jo.driver@example.com',
  Phone: '(512) 555-0100',
} as const;

/** Fills the shipping contact of the address form (billing stays 'same as shipping'). */
async function fillShipping(page: Page, contact: Partial<Record<keyof typeof CONTACT, string>> = {}) {
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  for (const [label, value] of Object.entries({ ...CONTACT, ...contact })) {
    await shipping.getByLabel(label, { exact: true }).fill(value);
  }
  await shipping.getByLabel('State', { exact: true }).selectOption('TX');
}

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

test('the address step by keyboard alone at 375 px, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await cartWithParts(page);
  await page.goto('/checkout/address/');
  await hydrated(page);
  await expectAxeClean(page);
  await page.getByLabel('Full name').first().focus();
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
  // Submit from the keyboard: the form core checks the fields, then the form posts.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
  await expectAxeClean(page);
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
  const frame = page.frameLocator('iframe[title="Card details"]');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  return frame;
}

async function fillCard(frame: ReturnType<Page['frameLocator']>, number: string) {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration').fill('12 / 34');
  await frame.getByLabel('CVC').fill('123');
}

test('a guest buys two parts with a warranty, SAVE10 and part of a gift card, by card, and sees the receipt', async ({
  page,
}) => {
  const permId = await cartWithParts(page, { parts: 2 });
  await page.goto('/checkout/cart/');
  await hydrated(page);
  await page.getByLabel('Protection plan').first().selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.locator('[data-virtual]')).toContainText('Protection');
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
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
  await expectAxeClean(page);
  const frame = page.frameLocator('iframe[title="Card details"]');
  await fillCard(frame, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/ending in 4242/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check your order status' })).toHaveAttribute(
    'href',
    /\/order\/status\//,
  );
  await expectAxeClean(page);
  // The cart is empty after paying.
  const cart = await page.request.get(`/api/cart/${permId}`, {
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
  });
  expect(((await cart.json()) as { items: unknown[] }).items).toEqual([]);
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
