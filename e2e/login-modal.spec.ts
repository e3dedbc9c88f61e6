import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, hydrated, linkFromOutbox, PASSWORD } from './support';

const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** An account with a confirmed e-mail, made through the API as the sign-up page would. */
async function confirmedAccount(page: Page): Promise<string> {
  const email = `modal-${randomUUID()}@example.test`;
  const signUp = await page.request.post('/api/account/sign-up', {
    data: { name: 'Kim Keys', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(202);
  const verify = await linkFromOutbox(page, email, /\/account\/verify\//);
  const token = decodeURIComponent(verify.split('/')[3]!);
  expect((await page.request.post('/api/account/verify', { data: { token } })).status()).toBe(204);
  return email;
}

/** Opens a page once its Account link has hydrated and asked who is signed in (after paint). */
async function openPage(page: Page, path: string) {
  const session = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
  await page.goto(path);
  await hydrated(page);
  await session;
}

/** Opens the login modal from the header's Account link by keyboard. */
async function openLoginModal(page: Page) {
  const link = page.getByRole('link', { name: 'Sign In' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]mod=login\b/);
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  return { link, dialog };
}

test('the login modal by keyboard: opened by the Account link, Escape returns focus, signing in lands on the account', async ({
  page,
}) => {
  const email = await confirmedAccount(page);
  await openPage(page, '/');

  const { link, dialog } = await openLoginModal(page);
  await expectAxeClean(page);
  // Focus stays inside while it is open; Escape closes it, takes `mod` off the URL and gives focus back.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/mod=/);
  await expect(link).toBeFocused();

  await openLoginModal(page);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('The e-mail address or password is not right.');
  await dialog.locator('input[name="password"]').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');

  // Signed in, the Account link goes straight to the account page, from any page.
  await openPage(page, '/');
  const account = page.getByRole('link', { name: 'My Account' });
  await expect(account).toHaveAttribute('href', '/account/');
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/$/);
});

test('after 20 failed sign-ins a new place gets an e-mailed sign-in link, which signs the owner in', async ({
  page,
}) => {
  test.slow();
  const email = await confirmedAccount(page);
  // Someone fails 20 times from addresses of their own (the API believes the shop's forwarded IP on loopback).
  for (let i = 0; i < 20; i++) {
    const failed = await page.request.post(`${apiUrl}/account/sign-in`, {
      data: { email, password: 'guessing wrong' },
      headers: { 'x-client-ip': `198.18.${Math.floor(i / 200)}.${i + 1}` },
    });
    expect(failed.status()).toBe(401);
  }
  await openPage(page, '/');
  const { dialog } = await openLoginModal(page);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  // The right password from a browser that never signed in here is not enough: a link goes to the mailbox.
  await expect(dialog.getByRole('status')).toContainText('we have e-mailed you a link to sign in');
  await expect(page).toHaveURL(/mod=login/);

  await page.goto(await linkFromOutbox(page, email, /\/account\/sign-in\/link\//));
  await hydrated(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Sign in' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('the account page signs out only with its own CSRF token', async ({ page }) => {
  const email = await confirmedAccount(page);
  await page.goto('/account/sign-in/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  // A same-origin post without the page's token (a script on another tab, a replayed form) changes nothing.
  const forged = await page.request.post('/account/sign-out/', {
    form: { everywhere: 'on' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: /^Sign out$/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Account link goes to the sign-in page, which comes back to the account', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Sign In' });
    await expect(link).toHaveAttribute('href', '/account/sign-in/?returnUrl=%2Faccount%2F');
    await link.click();
    await expect(page).toHaveURL(/\/account\/sign-in\/\?returnUrl=%2Faccount%2F$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
