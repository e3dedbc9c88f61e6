import { expect, type Page } from '@playwright/test';
import { STAND_IN_PORTS, standInUrl } from './stand-in-ports';
import { cartWithParts, expectAxeClean, fillShipping, hydrated, statusLinkFromOutbox, test } from './support';
import { serveWalletFixtures } from './wallet-fixtures';

// Paying through each real provider path on a shop that offers them (the `wallets` project of playwright.config.ts):
// Stripe's Payment Element with 3-D Secure, PayPal's buttons, Affirm's checkout and Bolt's card fields, their
// browser scripts answered by local fixtures and their APIs by the API's provider stand-ins, each a loopback server
// of its own, as vendors cannot be reached from tests.

test.beforeEach(async ({ context }) => {
  // A loaded machine is slow, never wrong: waits are on state, and the journeys get room for them.
  test.slow();
  await serveWalletFixtures(context);
});

/** Scripts the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

const SITE = { 'x-site': 'fitkit' };
const uniqueEmail = (provider: string) =>
  `${provider}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** A guest with one part in the cart, on the payment step; answers the guest's e-mail. */
async function toPayment(page: Page, provider: string): Promise<string> {
  const email = uniqueEmail(provider);
  await cartWithParts(page, { parts: 1 });
  await page.goto('/checkout/address/');
  await hydrated(page);
  await fillShipping(page, { Email: email });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await hydrated(page);
  return email;
}

/**
 * Presses Pay once the provider's card fields have handed the step their tokenize step: a press before that only
 * says the form is still loading (the fields can show a moment before), and sends nothing, so it is pressed again.
 */
async function payOnceFieldsReady(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('The card form is still loading.', { exact: false })).toHaveCount(0);
  }).toPass();
}

type Received = { method: string; path: string; headers: Record<string, string | undefined> };

/** What the provider's stand-in has received so far. */
async function receivedBy(
  page: Page,
  provider: 'stripe' | 'paypal' | 'affirm' | 'bolt',
): Promise<Received[]> {
  const answer = await page.request.get(`${standInUrl(STAND_IN_PORTS.control)}/requests`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Record<string, Received[]>)[provider]!;
}

/** Expects the payment call (method and path) made since `before` calls to carry an idempotency key. */
async function expectIdempotentPayment(
  page: Page,
  provider: 'stripe' | 'paypal' | 'affirm' | 'bolt',
  before: number,
  call: RegExp,
  header = 'idempotency-key',
) {
  const calls = (await receivedBy(page, provider))
    .slice(before)
    .filter((r) => call.test(`${r.method} ${r.path}`));
  expect(calls.length).toBeGreaterThan(0);
  for (const made of calls) expect(made.headers[header]).toMatch(/\S{8,}/);
}

/**
 * Expects the order paid through `provider`: the receipt, then the confirmation e-mail's status page, and the API's
 * own order (placed, its payment authorised or captured for the whole total).
 */
async function expectPaid(page: Page, email: string, provider: string) {
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expectAxeClean(page);

  const link = await statusLinkFromOutbox(page, email);
  const { pathname, searchParams } = new URL(link, 'http://shop.test');
  const orderId = /\/order\/status\/([0-9a-f-]+)\//.exec(pathname)![1]!;
  const order = await page.request.get(`/api/orders/${orderId}?token=${searchParams.get('token')}`, {
    headers: SITE,
  });
  expect(order.ok(), await order.text()).toBe(true);
  const view = (await order.json()) as {
    orderStatus: string;
    totals: { total: number; giftCards: number };
    payment: { provider: string; status: string; amount: number } | null;
  };
  expect(view.orderStatus).toBe('PLACED');
  expect(view.payment).toMatchObject({ provider, amount: view.totals.total - view.totals.giftCards });
  expect(['AUTHORISED', 'CAPTURED']).toContain(view.payment!.status);

  await page.goto(link);
  await expect(page).toHaveURL(/\/order\/status\/[0-9a-f-]+\/$/);
  await expect(page.locator('main')).toContainText('Status: Placed');
}

test('Stripe: the Payment Element pays, 3-D Secure runs in Stripe.js and completes, and the order is paid', async ({
  page,
}) => {
  const email = await toPayment(page, 'stripe');
  const before = (await receivedBy(page, 'stripe')).length;
  await page.getByRole('radio', { name: 'Card or wallet' }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await payOnceFieldsReady(page);
  await expectPaid(page, email, 'stripe');
  const made = (await receivedBy(page, 'stripe')).slice(before);
  // The intent asked for the bank's step, which the shopper completed before the shop confirmed it.
  expect(made.some((r) => r.method === 'POST' && r.path.startsWith('/3ds/'))).toBe(true);
  await expectIdempotentPayment(page, 'stripe', before, /^POST \/v1\/payment_intents$/);
});

test('PayPal: its SDK loads only once chosen, its buttons replace the step’s, the shopper approves, and the order is paid', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  const email = await toPayment(page, 'paypal');
  expect(scripts.filter((url) => /paypal|affirm/i.test(url))).toEqual([]);
  const before = (await receivedBy(page, 'paypal')).length;
  await page.getByRole('radio', { name: 'PayPal' }).check();
  const paypal = page.getByRole('button', { name: 'PayPal', exact: true });
  await expect(paypal).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  const sdk = scripts.find((url) => url.includes('/wallet-fixtures/paypal.js'));
  expect(new URL(sdk!).searchParams.get('client-id')).toBe('paypal-client-e2e');
  await expectAxeClean(page);
  await paypal.click();
  await expectPaid(page, email, 'paypal');
  await expectIdempotentPayment(
    page,
    'paypal',
    before,
    /^POST \/v2\/checkout\/orders\/\w+\/(authorize|capture)$/,
    'paypal-request-id',
  );
});

test("Affirm: the button opens Affirm's checkout with the shop's own return pages; cancelling comes back to the step", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await toPayment(page, 'affirm-cancel');
  await page.getByRole('button', { name: 'Pay with Affirm' }).click();
  await page.getByRole('dialog', { name: 'Affirm' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/\?affirm=cancelled$/, { timeout: 60_000 });
  await hydrated(page);
  expect(scripts.filter((url) => url.includes('/wallet-fixtures/affirm.js'))).toHaveLength(1);
  await expect(
    page.getByRole('status').filter({ hasText: 'You cancelled paying with Affirm' }),
  ).toBeVisible();
  await expectAxeClean(page);
});

test("Affirm: the shopper confirms the loan at Affirm, its token comes back to the shop's page, and the order is paid", async ({
  page,
}) => {
  const email = await toPayment(page, 'affirm');
  const before = (await receivedBy(page, 'affirm')).length;
  await page.getByRole('button', { name: 'Pay with Affirm' }).click();
  await page.getByRole('dialog', { name: 'Affirm' }).getByRole('button', { name: 'Confirm loan' }).click();
  await expectPaid(page, email, 'affirm');
  await expectIdempotentPayment(page, 'affirm', before, /^POST \/api\/v1\/transactions$/);
});

test('Bolt: its card fields load only once chosen, their token goes to our API, and the order is paid', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  const email = await toPayment(page, 'bolt');
  expect(scripts.filter((url) => /bolt/i.test(url))).toEqual([]);
  const before = (await receivedBy(page, 'bolt')).length;
  await page.getByRole('radio', { name: 'Bolt' }).check();
  await expect(page.getByTestId('bolt-card-fields').getByLabel('Card number')).toBeVisible();
  await expectAxeClean(page);
  const paid = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/checkout/payment'),
  );
  await payOnceFieldsReady(page);
  expect((await paid).postData()).toContain('bolt_tok_e2e');
  await expectPaid(page, email, 'bolt');
  await expectIdempotentPayment(page, 'bolt', before, /^POST \/v1\/merchant\/transactions\/authorize$/);
});
