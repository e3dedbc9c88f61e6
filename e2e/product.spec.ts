import { expect, type Page, test } from '@playwright/test';
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
  await expect(
    page.getByRole('region', { name: /Similar Products|Related Products|Recommended For You/ }).first(),
  ).toBeVisible();

  // The product just seen is recently viewed on the cart page.
  await page.goto('/checkout/cart/');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Recently Viewed' })).toBeVisible();
});
