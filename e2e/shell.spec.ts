import { expect, type Page, test } from '@playwright/test';
import { cartWithParts, expectAxeClean, hydrated, watchRemoved } from './support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navbar on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a tree menu opens on a resting pointer, closes on leaving and on a link click', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Shop Parts' });
    const bumpers = nav.getByRole('link', { name: 'Bumpers', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bumpers).toBeHidden();

    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bumpers).toBeVisible();
    await expectAxeClean(page);

    // Leaving the menu closes it.
    await page.mouse.move(5, 700);
    await expect(bumpers).toBeHidden();

    // A link inside routes client-side and closes the menu.
    await toggle.hover();
    await bumpers.click();
    await expect(page).toHaveURL(/\/c\/exterior\/bumpers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bumpers');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus work from the keyboard: Enter opens, Tab walks the links, Escape closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Shop Parts' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/c\//);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Enter on a link inside follows it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focusedHref = await page.locator(':focus').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${focusedHref}$`));
  });
});

test.describe('mobile screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the hamburger opens the menu drawer, groups expand and a link closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('link', { name: /Call / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('0');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expectAxeClean(page);
    await drawer.getByRole('button', { name: 'Shop Parts menu' }).click();
    await drawer.getByRole('link', { name: 'Floor Mats', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/interior\/floor-mats\/$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Floor Mats');
  });
});

test('the footer newsletter form checks the e-mail, then subscribes and confirms', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'GET ON THE LIST' })).toBeVisible();
  const email = footer.getByLabel('Email address');
  const signUp = footer.getByRole('button', { name: 'Sign Up' });
  await email.fill('not-an-email');
  await signUp.click();
  await expect(footer.getByText('Please enter a valid Email')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const address = `shopper-${Date.now()}@example.com`;
  await email.fill(`  ${address}  `);
  await signUp.click();
  await expect(page.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter-subscribe\/$/);
  await expect(page.getByText(address)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'customerEmail');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe(address);
  expect(cookie?.secure).toBe(true);
  await expectAxeClean(page);
});

test('error pages: the 404 texts with a way home, noindex', async ({ page }) => {
  const res = await page.goto('/no-such-page-here/');
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '404. Page Not Found.' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(
    page.getByText("We're sorry, it looks like the page you're looking for has come to a dead end."),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAxeClean(page);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every demo content page renders server-side without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [
    '/third-party/lloyds/',
    '/third-party/dashdesigns/',
    '/third-party/rufftuff/',
    '/third-party/avery/',
    '/third-party/wetokole/',
    '/third-party/caltrend/',
    '/where-to-buy/',
    '/do-not-sell-my-personal-information/',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  await context.close();
});

test("the channel's static files are at /assets/{channelId}/static/ (SPEC §7), the icon among them", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/assets/fitkit/static/favicon.svg');
  const file = await request.get(icon!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/svg+xml');
  for (const path of [
    '/assets/another-channel/static/favicon.svg',
    '/assets/fitkit/static/..%2F..%2Fpackage.json',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a price token in CMS text shows the product line's live price in the server's HTML", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const slug = 'lloyd-mats-select-carpet-floor-mats';
  const found = await page.request.get(`/api/catalogue?route=search&q=&productLineSlug=${slug}&pageSize=100`);
  const cents = ((await found.json()) as { products: { price: { actual: number } }[] }).products[0]!.price
    .actual;
  const price = `$${(cents / 100).toFixed(2)}`;
  await page.goto('/third-party/lloyds/');
  await expect(page.getByText(`Select carpet mats start at ${price}.`)).toBeVisible();
  await context.close();
});

// The shopper's permId and cart are read after paint; they must not reach the header cart, a deferred part, before
// its code has come: React would drop its server HTML and draw it again (the badge blinked out on a slow phone).
test("a returning shopper's header cart keeps its server HTML while its code is late, then shows the count", async ({
  page,
}) => {
  await cartWithParts(page);
  await page.route(/\/assets\/shell-parts-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const removedCarts = await watchRemoved(page, '[data-slot="header-cart"]');
  await page.goto('/c/interior/');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await removedCarts()).toEqual([]);
});
