import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

/** The integrations the journeys configure; `fixtures/integration.js` stands in for each one's script. */
export const FIXTURE_INTEGRATIONS = ['chat', 'analytics', 'popups', 'financing', 'geolocation'] as const;

/** Where the shop is told those scripts are (playwright.config.ts); only the integrations journey answers there. */
export const INTEGRATION_FIXTURES_PATH = '/integration-fixtures/';

const FIXTURE = readFileSync(fileURLToPath(new URL('fixtures/integration.js', import.meta.url)), 'utf8');

/** Answers the shop's script URLs with the local fixture script, as the vendors would. */
export async function serveIntegrationFixtures(context: BrowserContext): Promise<void> {
  await context.route(`**${INTEGRATION_FIXTURES_PATH}*.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FIXTURE }),
  );
}

/** The integration scripts the page has added so far, by name. */
export async function loadedIntegrations(page: Page): Promise<string[]> {
  return page
    .locator('script[data-integration]')
    .evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).dataset.integration ?? '').sort(),
    );
}

/** What the fixture scripts recorded (loads, events, calls). */
export async function integrationLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { integrationLog?: string[] }).integrationLog ?? []);
}
