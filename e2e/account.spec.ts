import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, hydrated, linkFromOutbox, PASSWORD } from './support';

/** Focuses a control and presses Enter on it, as a keyboard user does. */
async function pressEnterOn(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  const control = page.getByRole(role, { name });
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Types into the focused field, then moves on with Tab. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test('sign up, confirm from the outbox e-mail, sign in, see the account and sign out, by keyboard', async ({
  page,
  context,
}) => {
  const email = `journey-${randomUUID()}@example.test`;

  // The account page sends a signed-out shopper to sign in, with the way back.
  await page.goto('/account/');
  await expect(page).toHaveURL(/\/account\/sign-in\/\?returnUrl=%2Faccount%2F$/);
  await hydrated(page);
  await expectAxeClean(page);

  await pressEnterOn(page, 'Create an account', 'link');
  await expect(page).toHaveURL(/\/account\/sign-up\/$/);
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await typeAndTab(page, 'Sam Shopper');
  await typeAndTab(page, email);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
  await expectAxeClean(page);

  // The e-mailed link asks for a button press before it confirms anything.
  await page.goto(await linkFromOutbox(page, email, /\/account\/verify\//));
  await hydrated(page);
  await expectAxeClean(page);
  await pressEnterOn(page, 'Confirm my e-mail address');
  await expect(page).toHaveURL(/\/account\/sign-in\/\?done=verified$/);
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  await typeAndTab(page, email);
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.');
  await expectAxeClean(page);

  const password = page.locator('input[name="password"]');
  await password.focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Sam Shopper')).toBeVisible();
  await expectAxeClean(page);

  const [session] = (await context.cookies()).filter((c) => c.name === 'fitkit_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });

  await pressEnterOn(page, /^Sign out$/);
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).filter((c) => c.name === 'fitkit_session')).toEqual([]);

  // The old cookie no longer opens the account.
  await context.addCookies([session!]);
  await page.goto('/account/');
  await expect(page).toHaveURL(/\/account\/sign-in\//);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form answers on its fields and never returns to another origin', async ({ page }) => {
    await page.goto(`/account/sign-in/?returnUrl=${encodeURIComponent('https://evil.example/')}`);
    await expect(page.locator('input[name="returnUrl"]')).toHaveValue('/account/');
    // The browser's own check lets this address through; the shop's rules (text@text.text) do not.
    await page.getByRole('textbox', { name: 'E-mail' }).fill('sam@example');
    await page.locator('input[name="password"]').fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Please enter a valid Email',
    );
  });
});

test('a form posted from another site is refused and changes nothing', async ({ page }) => {
  const email = `csrf-${randomUUID()}@example.test`;
  const form = { name: 'Mallory', email, password: PASSWORD };
  // Another origin: refused by the router's own Origin check before any action runs.
  const byOrigin = await page.request.post('/account/sign-up/', {
    form,
    headers: { origin: 'https://evil.example' },
  });
  expect(byOrigin.status()).toBe(400);
  // A browser that says cross-site without an Origin: refused by the shop's check.
  const bySite = await page.request.post('/account/sign-up/', {
    form,
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(bySite.status()).toBe(403);
  const outbox = await page.request.get(`/api/outbox?to=${encodeURIComponent(email)}`);
  expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
});
