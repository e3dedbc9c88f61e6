#!/usr/bin/env node
// Image bytes a first view of a page downloads: every image response until 3 s after load, at a phone's
// viewport (412×823 at 2.625x, Lighthouse's mobile) and a desktop one (1350×940 at 1x), without scrolling, so
// lazy images below the fold are not counted. Run against a built shop (default http://127.0.0.1:3000).
// Usage: node bench/image-weight.mjs [--jpeg] [baseUrl] [path…]   (default paths: home, a category, a product)
// --jpeg: ask for images with `Accept: image/jpeg` only, i.e. what the same pages cost a browser without AVIF/WebP.
import { chromium } from 'playwright-core';

const argv = process.argv.slice(2);
const jpegOnly = argv.includes('--jpeg');
const [base = 'http://127.0.0.1:3000', ...args] = argv.filter((a) => a !== '--jpeg');
const paths = args.length ? args : ['/', '/c/interior/', '/p/lloyd-mats-select-carpet-floor-mats/'];
const VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
console.log('page\tviewport\timages\tKB total\tKB raster\traster encodings');
for (const path of paths) {
  for (const [name, options] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    if (jpegOnly)
      await page.route('**/img/**', (route) =>
        route.continue({ headers: { ...route.request().headers(), accept: 'image/jpeg' } }),
      );
    const bodies = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.startsWith('image/')) return;
      // A response still arriving when the page closes is left out.
      bodies.push(
        response.body().then(
          (body) => ({ type, bytes: body.length }),
          () => null,
        ),
      );
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(3000);
    const images = (await Promise.all(bodies)).filter(Boolean);
    const raster = images.filter((i) => !i.type.startsWith('image/svg'));
    const kb = (list) => (list.reduce((sum, i) => sum + i.bytes, 0) / 1024).toFixed(1);
    const encodings = [...new Set(raster.map((i) => i.type.replace('image/', '')))].join(',') || '-';
    console.log(`${path}\t${name}\t${images.length}\t${kb(images)}\t${kb(raster)}\t${encodings}`);
    await context.close();
  }
}
await browser.close();
