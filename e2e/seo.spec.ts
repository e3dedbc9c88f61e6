import { expect, test } from '@playwright/test';

test('robots.txt names the sitemap index, which lists paged sitemaps of every kind', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const xml = await index.text();
  for (const kind of ['pages', 'categories', 'brands', 'products', 'vehicles']) {
    expect(xml).toContain(`${baseURL}/sitemaps/sitemap-${kind}-1.xml`);
  }
  const vehicles = await (await request.get('/sitemaps/sitemap-vehicles-1.xml')).text();
  expect(vehicles).toContain(`<loc>${baseURL}/v/jeep/wrangler/2021/</loc>`);
  const brands = await (await request.get('/sitemaps/sitemap-brands-1.xml')).text();
  expect(brands).toContain(`<loc>${baseURL}/b/lloyds/</loc>`);
  expect((await request.get('/sitemaps/sitemap-orders-1.xml')).status()).toBe(404);
});

test('pages carry titles by template, canonical URLs and structured data', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/c/interior/?sort=name&page=2');
  await expect(page).toHaveTitle('Interior | fitkit');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/c/interior/?page=2`,
  );

  await page.goto('/c/interior/v/jeep/wrangler/2021/');
  await expect(page).toHaveTitle('2021 Jeep Wrangler Interior | fitkit');
  const crumbs = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(crumbs['@type']).toBe('BreadcrumbList');

  const listing = await (await request.get('/api/catalogue?route=category&path=interior&pageSize=1')).json();
  const line = listing.products[0];
  await page.goto(`/p/${line.productLineSlug}/v/jeep/wrangler/2021/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/p/${line.productLineSlug}/`,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((b) => JSON.parse(b)).find((ld) => ld['@type'] === 'Product');
  expect(product).toMatchObject({
    name: line.name,
    brand: { name: line.brand.name },
    offers: { priceCurrency: 'USD', price: (line.price.actual / 100).toFixed(2) },
  });
});
