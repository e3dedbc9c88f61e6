import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_SECRETS, serveLogFile } from './secret-values';
import {
  CONTACT,
  cardFrame,
  cartWithParts,
  fillCard,
  fillShipping,
  hydrated,
  PASSWORD,
  signUpVerified,
  statusLinkFromOutbox,
  submitSignIn,
} from './support';

// Secrets and shoppers' data stay where they belong: no secret the shop started with (nor anything shaped like a
// provider's secret key or a database address) in the browser build or a served page, and no card number, token,
// password or full e-mail address in the services' log lines of a sign-up and a checkout.

test.use({ permissions: ['local-network-access'] });

const CLIENT = fileURLToPath(new URL('../apps/storefront/build/client/', import.meta.url));
const CARD = '4242424242424242';

/** Secret shapes: providers' secret keys and webhook secrets, a database address with a user in it. */
const SECRET_SHAPES = [
  /\bsk_(?:test|live)_[A-Za-z0-9]/,
  /\bwhsec_[A-Za-z0-9]/,
  /\bpostgres(?:ql)?:\/\/[^\s"'/]*@/,
];
/** A full e-mail address (a masked one like `j***@example.com` does not match). */
const EMAIL = /[A-Za-z0-9._%+-]*[A-Za-z0-9]@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/;

function secretValues(): string[] {
  const fromRun = [
    process.env.STORYBLOK_TOKEN,
    process.env.STORYBLOK_PREVIEW_TOKEN,
    process.env.DATABASE_URL,
  ].filter((value): value is string => Boolean(value));
  return [...Object.values(E2E_SECRETS), ...fromRun];
}

/** Every secret value or shape found in `text`, named by `where`. */
function secretsIn(text: string, where: string): string[] {
  return [
    ...secretValues()
      .filter((secret) => text.includes(secret))
      .map((secret) => `${where}: the value of a secret (${secret.slice(0, 6)}…)`),
    ...SECRET_SHAPES.filter((shape) => shape.test(text)).map(
      (shape) => `${where}: ${shape.exec(text)?.[0]}…`,
    ),
  ];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test('the scans notice a planted secret, card number and e-mail address', () => {
  expect(secretsIn(`x="${E2E_SECRETS.AUTH_SECRET}"`, 'planted')).toHaveLength(1);
  expect(secretsIn('key:"sk_live_51Habc"', 'planted')).toHaveLength(1);
  expect(secretsIn('postgres://shop:hunter2@db:5432/shop', 'planted')).toHaveLength(1);
  expect(secretsIn('pk_test_sandbox and a task_list', 'planted')).toEqual([]);
  expect(EMAIL.test('{"msg":"sent to jo.driver@example.com"}')).toBe(true);
  expect(EMAIL.test('{"msg":"sent to j***@example.com"}')).toBe(false);
});

test('no secret in the browser build or the pages the shop serves', async ({ page, request }) => {
  const found = files(CLIENT).flatMap((file) =>
    /\.(m?js|css|html|json|map|txt|svg|webmanifest)$/.test(file)
      ? secretsIn(readFileSync(file, 'utf8'), file)
      : [],
  );
  // Pages anyone may get (cached HTML too), then the private steps of a checkout with the card frame's page.
  const listing = await (await request.get('/c/interior/')).text();
  const product = /href="(\/p\/[^"]+)"/.exec(listing)?.[1];
  expect(product).toBeDefined();
  for (const path of [
    '/',
    '/c/interior/',
    product!,
    '/search/?q=mat',
    '/account/sign-in/',
    '/does-not-exist/',
  ]) {
    found.push(...secretsIn(await (await request.get(path)).text(), path));
  }
  await cartWithParts(page);
  await page.goto('/checkout/address/');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await cardFrame(page);
  found.push(...secretsIn(await page.content(), '/checkout/payment/'));
  const frameSrc = await page.locator('iframe[title="Card details"]').getAttribute('src');
  found.push(...secretsIn(await (await request.get(frameSrc!)).text(), 'the card frame'));
  expect(found).toEqual([]);
});

test('the services log no card data, token, password or full e-mail address through a sign-up and a checkout', async ({
  page,
  baseURL,
}) => {
  const log = serveLogFile(Number(new URL(baseURL!).port));
  const before = readFileSync(log, 'utf8').length;
  const email = `log-scan-${Date.now()}@example.test`;
  await signUpVerified(page, email);
  await submitSignIn(page, email);
  await expect(page).not.toHaveURL(/sign-in/);
  const session = (await page.context().cookies()).filter((c) => /session/i.test(c.name));

  await cartWithParts(page);
  await page.goto('/checkout/address/');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await fillCard(await cardFrame(page), CARD);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/receipt\/$/, { timeout: 20_000 });
  const statusLink = await statusLinkFromOutbox(page, email).catch(() =>
    statusLinkFromOutbox(page, CONTACT.Email),
  );
  const statusToken = /\/order\/status\/[^/]+\/([^/?#]+)/.exec(statusLink)?.[1];

  // The services write asynchronously: the lines of this journey are in once a last request has been logged.
  await page.request.get('/api/health');
  await page.waitForTimeout(500);
  // Percent-encoded addresses (a query's `%40`) count as addresses too.
  const lines = readFileSync(log, 'utf8').slice(before).replace(/%40/gi, '@').split('\n');
  expect(lines.length).toBeGreaterThan(1);
  const secrets = [
    ...secretValues(),
    CARD,
    '4242 4242 4242 4242',
    PASSWORD,
    ...session.map((c) => decodeURIComponent(c.value).split('.')[0]!),
    ...(statusToken ? [statusToken] : []),
  ].filter((s) => s.length >= 8);
  const leaks = lines.flatMap((line, i) => [
    ...secrets.filter((s) => line.includes(s)).map((s) => `line ${i}: ${s.slice(0, 6)}…`),
    ...(EMAIL.test(line) ? [`line ${i}: ${EMAIL.exec(line)?.[0]}`] : []),
  ]);
  expect(leaks).toEqual([]);
});
