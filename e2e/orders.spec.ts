import { type APIRequestContext, expect, test } from '@playwright/test';
import { cancelFirstLineByKeyboard, expectAxeClean, hydrated, orderLines } from './support';

const SITE = { 'x-site': 'fitkit' };

type DemoOrder = { orderId: string; reference: string; token: string };

/** Places a paid demo order of two products through the API's warehouse moves (FULFILMENT_ROUTES=on). */
async function demoOrder(request: APIRequestContext, email: string): Promise<DemoOrder> {
  const placed = await request.post('/api/fulfilment/demo-order', { headers: SITE, data: { email } });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as DemoOrder;
}

const email = () => `orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

test('the order login overlay finds an order by keyboard and opens its status page without the token in the URL', async ({
  page,
}) => {
  const address = email();
  const order = await demoOrder(page.request, address);
  await page.goto('/?mod=orderlogin');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Check Order Status' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Order number')).toBeFocused();
  await expectAxeClean(page);

  // Wrong details answer a message and keep the overlay open.
  await page.keyboard.type(order.reference);
  await page.keyboard.press('Tab');
  await page.keyboard.type('someone-else@example.test');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('We could not find an order with those details.');

  await dialog.getByLabel('E-mail or ZIP code').fill('');
  await dialog.getByLabel('E-mail or ZIP code').focus();
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/status/${order.orderId}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.reference}`);
  await expect(dialog).toBeHidden();
  await expectAxeClean(page);

  // Escape closes the overlay and takes `mod` off the URL.
  await page.goto('/?mod=orderlogin');
  await hydrated(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('the e-mail link opens the status page, and one line is cancelled by keyboard', async ({ page }) => {
  const order = await demoOrder(page.request, email());
  await page.goto(`/order/status/${order.orderId}/?token=${order.token}`);
  // The token moved into a cookie scoped to this page; the address carries none.
  await expect(page).toHaveURL(new RegExp(`/order/status/${order.orderId}/$`));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'orderToken');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: `/order/status/${order.orderId}/` });
  await hydrated(page);
  await expectAxeClean(page);

  await expect(orderLines(page)).toHaveCount(2);
  await cancelFirstLineByKeyboard(page);
  await expectAxeClean(page);
});

test('a shipped order links its tracking page', async ({ page }) => {
  const order = await demoOrder(page.request, email());
  const shipped = await page.request.post(`/api/fulfilment/orders/${order.reference}/ship`, {
    headers: SITE,
    data: { carrier: 'UPS' },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const { trackingId } = (await shipped.json()) as { trackingId: string };

  await page.goto(`/order/status/${order.orderId}/?token=${order.token}`);
  await hydrated(page);
  await expect(page.locator('main')).toContainText('Status: Shipped');
  await page.getByRole('link', { name: 'Track your shipment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/tracking/${trackingId}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Shipment');
  await expect(page.locator('main')).toContainText('UPS');
  await expect(page.locator('main')).toContainText(order.reference);
  await expectAxeClean(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/orderstatus/ is a form that posts and lands on the status page; cancel works as a form', async ({
    page,
  }) => {
    const address = email();
    const order = await demoOrder(page.request, address);
    await page.goto('/orderstatus/');
    await page.getByLabel('Order number').fill(order.reference);
    await page.getByLabel('E-mail or ZIP code').fill(address);
    await page.getByRole('button', { name: 'Find My Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/status/${order.orderId}/$`));
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.locator('main')).toContainText('Status: Cancelled');
  });
});
