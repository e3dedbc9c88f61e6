import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/** Every `img` of the page in document order: its fetch priority, loading and the candidates it offers. */
function images(page: Page) {
  return page.locator('img').evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({
      slot: img.className,
      fetchPriority: img.getAttribute('fetchpriority'),
      loading: img.getAttribute('loading'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
    })),
  );
}

/** The URLs of a `srcset`. */
const candidates = (srcset: string) => srcset.split(', ').map((each) => each.split(' ')[0]!);

test('a listing fetches its LCP image first, loads the first five eagerly and the sixth lazily', async ({
  page,
}) => {
  await page.goto('/c/interior/');
  await hydrated(page);
  const all = await images(page);
  expect(all.filter((img) => img.fetchPriority === 'high')).toHaveLength(1);
  const cards = all.filter((img) => img.slot.includes('fk-product-card__image'));
  expect(cards.length).toBeGreaterThan(6);
  expect(cards[0]?.fetchPriority).toBe('high');
  expect(cards.slice(0, 5).map((img) => img.loading)).toEqual(Array(5).fill('eager'));
  expect(cards[5]?.loading).toBe('lazy');

  // The seeded raster photo leads the listing: offered in widths, every one of which the image route serves.
  const photo = cards[0]!;
  expect(photo.sizes).toBeTruthy();
  const urls = candidates(photo.srcset ?? '');
  expect(urls.length).toBeGreaterThan(3);
  for (const url of urls) {
    const res = await page.request.get(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe('image/avif');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // The browser shows it, in the encoding it asked for.
  const shown = page.locator('.fk-product-card__image').first();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('home fetches its hero poster first and offers the Interior photo in widths', async ({ page }) => {
  await page.goto('/');
  const all = await images(page);
  const high = all.filter((img) => img.fetchPriority === 'high');
  expect(high).toHaveLength(1);
  expect(high[0]?.slot).toContain('fk-video-banner__image');
  const photo = all.find((img) => img.srcset?.includes('photo-home-interior'));
  expect(photo?.sizes).toBeTruthy();
  for (const url of candidates(photo?.srcset ?? ''))
    expect((await page.request.get(url)).status(), url).toBe(200);
});

test("a product page fetches the gallery's first picture first", async ({ page }) => {
  await page.goto('/c/interior/');
  await page.locator('.fk-product-card__link').first().click();
  await expect(page).toHaveURL(/\/p\//);
  // The URL changes before the product page replaces the listing's cards: wait for its gallery.
  await expect(page.locator('.fk-gallery__image').first()).toBeVisible();
  const all = await images(page);
  const high = all.filter((img) => img.fetchPriority === 'high');
  expect(high).toHaveLength(1);
  expect(high[0]?.slot).toContain('fk-gallery__image');
  expect(high[0]?.srcset).toMatch(/ 1280w$/);
});
