import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The sandbox's card frame as the shop's payment step will use it: a page on the shop's origin loads the mount
// script from the sandbox's origin. The shop's own payment step comes later; this page stands in for it.
const CARD_PAGE = '/__payments-sandbox-check/';
// A page the test fulfils has no network address, so Chromium treats it as public and asks before it reaches the
// sandbox on a loopback address; the shop's real pages are served from that address space and need no grant.
test.use({ permissions: ['local-network-access'] });
const PAN = /\b\d(?:[ -]?\d){12,18}\b/;

/** What the stand-in page exposes to the test. */
interface CardPage {
  changes: { complete: boolean }[];
  tokenize(): Promise<{
    result?: Record<string, string>;
    error?: { name: string; message: string; fields: Record<string, string> };
  }>;
}

function sandboxUrl(baseURL: string): string {
  return process.env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${Number(new URL(baseURL).port) + 2}`;
}

async function openCardFields(page: Page, baseURL: string) {
  const shopOrigin = new URL(baseURL).origin;
  const shopRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === shopOrigin) {
      shopRequests.push(`${request.url()} ${request.postData() ?? ''}`);
    }
  });
  await page.route(`${shopOrigin}${CARD_PAGE}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Payment</title></head><body><main>
<h1>Payment</h1><div id="card"></div>
<script type="module">
const sandbox = await import('${sandboxUrl(baseURL)}/v1/sandbox.js');
window.changes = [];
window.cardFields = sandbox.mount(document.getElementById('card'), {
  publishableKey: 'pk_test_sandbox',
  onChange: (change) => window.changes.push(change),
});
window.tokenize = () => window.cardFields.tokenize().then(
  (result) => ({ result }),
  (error) => ({ error: { name: error.name, message: error.message, fields: error.fields } }),
);
</script></main></body></html>`,
    }),
  );
  await page.goto(CARD_PAGE);
  return { frame: page.frameLocator('iframe[title="Card details"]'), shopRequests };
}

test('the card frame tokenises a test card and gives the shop only the token, brand and last four', async ({
  page,
  baseURL,
}) => {
  const { frame, shopRequests } = await openCardFields(page, baseURL!);
  await frame.getByLabel('Card number').fill('4242424242424242');
  await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await frame.getByLabel('Expiration').fill('1234');
  await expect(frame.getByLabel('Expiration')).toHaveValue('12 / 34');
  await frame.getByLabel('CVC').fill('123');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as CardPage).changes.at(-1)?.complete))
    .toBe(true);

  const answer = await page.evaluate(() => (window as unknown as CardPage).tokenize());
  expect(Object.keys(answer.result ?? {}).sort()).toEqual(['brand', 'last4', 'token']);
  expect(answer.result).toMatchObject({
    token: expect.stringMatching(/^tok_/),
    brand: 'visa',
    last4: '4242',
  });
  // Nothing the shop's origin received (its page, its API under /api/) carries a card number.
  expect(shopRequests.filter((r) => PAN.test(r))).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
});

test('the card frame shows and announces what is wrong, and the shop gets no token', async ({
  page,
  baseURL,
}) => {
  const { frame } = await openCardFields(page, baseURL!);
  await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
  await frame.getByLabel('Expiration').fill('01 / 20');
  const answer = await page.evaluate(() => (window as unknown as CardPage).tokenize());
  expect(answer.error).toMatchObject({
    name: 'CardFieldsError',
    fields: {
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
      cvc: 'Enter the CVC.',
    },
  });
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await expect(frame.getByText('Your card number is invalid.')).toHaveAttribute('aria-live', 'polite');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
});
