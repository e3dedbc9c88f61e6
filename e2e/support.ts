import type { Page } from '@playwright/test';

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
