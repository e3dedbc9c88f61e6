import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';

/**
 * Playwright's `test` whose pages fail the test on any Content-Security-Policy violation the browser reports on its
 * console (a script, frame or call the shop's policy refused): journeys must stay free of them.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP violations on the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page and its deferred parts, so clicks and choices reach their handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Runs axe on the page as it is and expects no violation. */
export async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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

/** The guest's shipping contact the checkout journeys type in. */
export const CONTACT = {
  'Full name': 'Jo Driver',
  Address: '1 Main St',
  City: 'Austin',
  'Zip code': '73301',
  Email: 'jo.driver@example.com',
  Phone: '(512) 555-0100',
} as const;

/** Fills the shipping contact of the address form (billing stays 'same as shipping'). */
export async function fillShipping(page: Page, contact: Partial<Record<keyof typeof CONTACT, string>> = {}) {
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  for (const [label, value] of Object.entries({ ...CONTACT, ...contact })) {
    await shipping.getByLabel(label, { exact: true }).fill(value);
  }
  await shipping.getByLabel('State', { exact: true }).selectOption('TX');
}

/** The sandbox's card frame on the payment step, once its fields show. */
export async function cardFrame(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  return frame;
}

/** Types a test card into the sandbox's frame (any future expiry and CVC). */
export async function fillCard(frame: FrameLocator, number: string) {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration').fill('12 / 34');
  await frame.getByLabel('CVC').fill('123');
}

/** The lines of the order status page. */
export function orderLines(page: Page) {
  return page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem');
}

/**
 * Cancels the first line of the order status page from the keyboard: it shows as cancelled, offers no more
 * cancel, the second line still does, and the API's confirmation is announced.
 */
export async function cancelFirstLineByKeyboard(page: Page) {
  const lines = orderLines(page);
  const first = lines.first();
  await first.getByRole('button', { name: 'Cancel Item' }).focus();
  await page.keyboard.press('Enter');
  await expect(first).toContainText('Cancelled');
  await expect(first.getByRole('button', { name: 'Cancel Item' })).toHaveCount(0);
  await expect(lines.nth(1).getByRole('button', { name: 'Cancel Item' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\w/ }).first()).toBeVisible();
}

/** The first shop link matching `path` in the newest e-mail to `email` that has one, read from the API's outbox. */
export async function linkFromOutbox(page: Page, email: string, path: RegExp): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.source}[^\\s"'<>]*`);
  let link = '';
  await expect(async () => {
    const outbox = await page.request.get(`/api/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.ok(), await outbox.text()).toBe(true);
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    link = messages.map((m) => pattern.exec(m.body)?.[0]).find(Boolean) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return new URL(link).pathname + new URL(link).search;
}

/** The order-status link of the newest order confirmation e-mailed to `email`. */
export function statusLinkFromOutbox(page: Page, email: string): Promise<string> {
  return linkFromOutbox(page, email, /\/order\/status\//);
}

/** The password of every shopper the journeys sign up. */
export const PASSWORD = 'a long enough password';

/**
 * Signs a new shopper up through the sign-up page and confirms the address from the outbox e-mail; ends on the
 * sign-in page (`?done=verified`).
 */
export async function signUpVerified(page: Page, email: string, name = 'Sam Saver') {
  await page.goto('/account/sign-up/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
  await page.goto(await linkFromOutbox(page, email, /\/account\/verify\//));
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\/\?done=verified$/);
}

/** Fills and sends the sign-in form of the page the shopper is on. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Watches the page, from before its first script, for removed elements matching `selector` (or holding one): a
 * deferred part whose server HTML React dropped and drew again. Resolves to a reader of what was removed.
 */
export async function watchRemoved(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    (window as unknown as { removedWatched: string[] }).removedWatched = removed;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            removed.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { removedWatched: string[] }).removedWatched);
}
