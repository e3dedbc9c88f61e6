import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../packages/ui/src/price/format-money';
import { hydrated } from './support';

/** A product line whose SKUs differ by a drill, straight from the API. */
async function drilledLine(
  page: Page,
): Promise<{ slug: string; type: string; options: { value: string; text: string }[] }> {
  const listing = await (
    await page.request.get('/api/catalogue?route=category&path=exterior&pageSize=48')
  ).json();
  for (const card of listing.products) {
    const line = await (await page.request.get(`/api/product/${card.productLineSlug}`)).json();
    const drill = line.controls.drills[0];
    if (line.controls.drills.length === 1 && drill.options.length > 1) {
      return { slug: line.productLineSlug, type: drill.type, options: drill.options };
    }
  }
  throw new Error('no product line with a single drill in the seed');
}

test('drills choose the SKU and keep its URL in step; shipping, reviews and recommendations show', async ({
  page,
}) => {
  const line = await drilledLine(page);
  await page.goto(`/p/${line.slug}/`);
  await hydrated(page);
  const label = line.type[0]?.toUpperCase() + line.type.slice(1);
  const drill = page.getByLabel(label, { exact: true });
  await expect(drill).toBeVisible();
  const last = line.options.at(-1)!;
  await drill.selectOption(last.value);
  await expect(page).toHaveURL(new RegExp(`/p/${line.slug}/${last.value}/$`));
  await expect(page.getByText(/Ships|Shipping|Made to Order/).first()).toBeVisible();
  // The lists below the details come as the shopper scrolls near them (their carousel's code with them).
  await page.keyboard.press('End');
  await expect(
    page.getByRole('region', { name: /Similar Products|Related Products|Recommended For You/ }).first(),
  ).toBeVisible();

  // The product just seen is recently viewed on the cart page.
  await page.goto('/checkout/cart/');
  await hydrated(page);
  // The startup recommendations are asked for once the browser is idle after hydration (SPEC §7).
  await expect(page.getByRole('region', { name: 'Recently Viewed' })).toBeVisible({ timeout: 15_000 });
});

/** An instant the seed's price history reaches back past: some lines cost something else then. */
const TIME_TRAVEL = '2026-06-01T12:00:00.000Z';

/** A seeded line repriced since TIME_TRAVEL, with its price then (earlier) and today, found by the API's two listings. */
async function repricedLine(page: Page): Promise<{ slug: string; earlier: number; today: number }> {
  for (const path of ['exterior', 'interior']) {
    const listing = async (at: string) =>
      (await (
        await page.request.get(`/api/catalogue?route=category&path=${path}&pageSize=100${at}`)
      ).json()) as { products: { productLineSlug: string; price: { actual: number } }[] };
    const today = new Map((await listing('')).products.map((p) => [p.productLineSlug, p.price.actual]));
    for (const card of (await listing(`&timeTravel=${TIME_TRAVEL}`)).products) {
      const now = today.get(card.productLineSlug);
      if (now !== undefined && now !== card.price.actual) {
        return { slug: card.productLineSlug, earlier: card.price.actual, today: now };
      }
    }
  }
  throw new Error('no seeded line repriced since the time travelled to');
}

test("a time-travelled product page shows the price of then, the plain page today's (SPEC §2/§7)", async ({
  page,
}) => {
  const line = await repricedLine(page);
  const price = page.locator('.product__details');
  await page.goto(`/p/${line.slug}/?timeTravel=${TIME_TRAVEL}`);
  await expect(price.getByText(formatMoney(line.earlier)).first()).toBeVisible();
  await expect(price.getByText(formatMoney(line.today))).toHaveCount(0);
  await page.goto(`/p/${line.slug}/`);
  await expect(price.getByText(formatMoney(line.today)).first()).toBeVisible();
  await expect(price.getByText(formatMoney(line.earlier))).toHaveCount(0);
});
