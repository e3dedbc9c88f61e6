import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('listings work without JavaScript: sort form, facet links, pages and the search form', async ({
  page,
}) => {
  await page.goto('/c/interior/');
  await expect(page.locator('[data-slot="product-card"]').first()).toBeVisible();

  // Sort is a GET form with an Apply button.
  await page.getByLabel(/Sort/).selectOption('price-asc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/c\/interior\/\?sort=price-asc$/);
  const prices = await page.locator('[data-slot="product-card"] [data-slot="price"]').allTextContents();
  const cents = prices.map((p) =>
    Number(
      p
        .replace(/[^\d.]/g, '')
        .split('.')
        .slice(0, 2)
        .join('.'),
    ),
  );
  expect(cents.length).toBeGreaterThan(1);

  // A facet is a link; pages are links.
  await page.getByRole('navigation', { name: 'Filters' }).getByRole('link').first().click();
  await expect(page.locator('[data-slot="product-card"]').first()).toBeVisible();
  await page.goto('/c/interior/?page=2');
  await expect(page.locator('[aria-current="page"]').filter({ hasText: '2' }).first()).toBeVisible();

  // The header search is a plain GET form.
  const search = page.getByRole('banner').getByRole('combobox');
  await search.fill('bumper');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=bumper$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "bumper"');
});

test('the home fitment selector is in place without JavaScript', async ({ page }) => {
  await page.goto('/');
  // React must not outline its Suspense boundary into a hidden element that only a script reveals.
  const selector = page.getByRole('region', { name: 'Shop by vehicle' });
  await expect(selector.locator('form').getByLabel('Year')).toBeVisible();
});

test('the home fitment selector steps through its selects and saves without JavaScript', async ({ page }) => {
  await page.goto('/');
  const selector = page.getByRole('region', { name: 'Shop by vehicle' });
  // Each 'Next' reloads the page with the choices so far, so the next select's options come from the server.
  for (const [label, value] of [
    ['Year', '2021'],
    ['Make', 'jeep'],
    ['Model', 'wrangler'],
  ] as const) {
    await selector.getByLabel(label).selectOption(value);
    await selector.getByRole('button', { name: 'Next' }).click();
  }
  await selector.getByRole('button', { name: 'Shop Now' }).click();
  // A plain form post to the vehicle-save route, then SPEC §2's redirect from the home page.
  await expect(page).toHaveURL(/\/v\/jeep\/wrangler\/2021\/$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'fitmentData');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toMatchObject({
    year: 2021,
    makeSlug: 'jeep',
  });
});

// The server HTML and CSS alone paint the page (issue 13): with scripts off nothing can hydrate, so a largest
// contentful paint the browser reports proves the first paint waits for no script. Chromium reports it through
// DevTools' performance timeline, which needs no page script (a PerformanceObserver would be one).
for (const path of ['/', '/c/interior/', '/p/lloyd-mats-select-carpet-floor-mats/black/']) {
  test(`the largest contentful paint of ${path} comes from the server HTML without JavaScript`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    const paints: { nodeId?: number; renderTime: number; size: number }[] = [];
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.lcpDetails) paints.push(event.lcpDetails);
    });
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    await page.goto(path);
    // The latest candidate is resolved again on each poll: one reported while the page is still loading may not be
    // known to DevTools' DOM yet, or be superseded by a larger one.
    const latestPaintInPlace = async () => {
      const last = paints.at(-1);
      if (!last?.nodeId || !(last.renderTime > 0)) return false;
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: last.nodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: `function () {
          const box = this.getBoundingClientRect();
          return this.isConnected && this.checkVisibility() && box.width * box.height > 0;
        }`,
        returnByValue: true,
      });
      return result.value === true;
    };
    // The painted element is the server's and still in place: in the document, visible, with a size.
    await expect.poll(() => latestPaintInPlace().catch(() => false)).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
}

// The cart is private, so its server renders the shopper's recommendations (issue 13: the cards were the cart's
// largest paint, one idle callback and a round trip after hydration); the first card's picture is its LCP image.
test("the empty cart's recommendations come with its server HTML, the first picture first", async ({
  page,
}) => {
  await page.goto('/checkout/cart/');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const recommended = page.getByRole('region', { name: 'Recommended For You' });
  await expect(recommended).toBeVisible();
  const pictures = recommended.locator('img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  expect(await pictures.count()).toBeGreaterThan(5);
  await expect(pictures.nth(5)).toHaveAttribute('loading', 'lazy');
});
