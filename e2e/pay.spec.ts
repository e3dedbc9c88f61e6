import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { cardFrame, expectAxeClean, fillCard, hydrated, linkFromOutbox } from './support';

// The sandbox's frame comes from its own origin on a loopback address.
test.use({ permissions: ['local-network-access'] });

const SITE = { 'x-site': 'fitkit' };
// The API beside the journeys' shop (playwright.config.ts: API_PORT is the shop's port + 1).
const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** A paid demo order, a balance asked of it by the fulfilment command, and the e-mailed pay link. */
async function balanceLink(page: Page) {
  const email = `pay-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const placed = await page.request.post('/api/fulfilment/demo-order', { headers: SITE, data: { email } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()) as { orderId: string; reference: string };

  // The warehouse asks for an extra freight charge with the command, which e-mails the pay link.
  execFileSync(
    'pnpm',
    [
      '--filter',
      '@fitkit/commerce-api',
      'orders:fulfil',
      'balance',
      order.reference,
      '--amount',
      '24.50',
      '--reason',
      'Freight surcharge',
      '--api',
      API_URL,
    ],
    { stdio: 'pipe' },
  );
  const link = await linkFromOutbox(page, email, /\/pay\//);
  return { order, link };
}

test('a balance asked by the fulfilment command is paid from the e-mailed link and shows paid on the order', async ({
  page,
}) => {
  const { order, link } = await balanceLink(page);
  await page.goto(link);
  // The token moved into a cookie for the pay page; the address keeps only the order id.
  await expect(page).toHaveURL(new RegExp(`/pay/\\?orderId=${order.orderId}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay Your Balance');
  await expect(page.getByRole('main')).toContainText(order.reference);
  await expect(page.getByRole('main')).toContainText('Freight surcharge');
  await expect(page.getByRole('main')).toContainText('$24.50');
  const frame = await cardFrame(page);
  await expectAxeClean(page);

  await fillCard(frame, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you/\\?order=${order.reference}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
  await expect(page.getByText(`Your payment for order ${order.reference} has been received.`)).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'View your order status' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/status/${order.orderId}/$`));
  const balances = page.getByRole('region', { name: 'Additional payments' });
  await expect(balances).toContainText('Freight surcharge');
  await expect(balances).toContainText(/Paid on .+ with the card ending 4242/);
  await expectAxeClean(page);

  // The link is spent: opening it again says so, and nothing more is charged.
  const again = await page.goto(link);
  expect(again?.status()).toBe(409);
  await expect(page.getByRole('alert')).toContainText('This balance has been paid already.');
});

test("a card that needs the bank's confirmation pays the link after the sandbox's page brings the payer back", async ({
  page,
}) => {
  const { order, link } = await balanceLink(page);
  await page.goto(link);
  await hydrated(page);
  const frame = await cardFrame(page);
  await fillCard(frame, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/thank-you/\\?order=${order.reference}$`), { timeout: 20_000 });
  await expect(page.getByText(`Your payment for order ${order.reference} has been received.`)).toBeVisible();
});

test('a wrong pay link answers a clear 404 page and offers the order look-up', async ({ page }) => {
  const response = await page.goto(
    '/pay/?orderId=0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77&token=wrongwrongwrongwrongwrongwrong0123',
  );
  await expect(page).toHaveURL(/\/pay\/\?orderId=0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('This payment link is not valid.');
  await expect(page.getByRole('link', { name: 'Check your order status' })).toBeVisible();
  await hydrated(page);
  await expectAxeClean(page);
});
