import { defineConfig } from '@playwright/test';
import { FIXTURE_INTEGRATIONS, INTEGRATION_FIXTURES_PATH } from './e2e/integration-fixtures';

// Journeys run against the built shop, started fresh on its own ports with a throwaway database.
const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the journeys at a shop that is already running (e.g. the dev server) instead.
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  // The wallet journeys need a shop with PayPal and Affirm on: playwright.wallets.config.ts starts one.
  testIgnore: 'wallets.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/serve.mjs --fresh',
        url: `http://127.0.0.1:${port}/api/health`,
        env: {
          PORT: String(port),
          API_PORT: String(port + 1),
          PAYMENTS_PORT: String(port + 2),
          // The card frame may be embedded only by the shop's origin, as the journeys open it.
          SANDBOX_SHOP_ORIGIN: `http://127.0.0.1:${port}`,
          // The order journeys place demo orders and ship them through the API's warehouse moves.
          FULFILMENT_ROUTES: 'on',
          // The buying and pay-link journeys open the links of their e-mails from the outbox.
          OUTBOX_ROUTES: 'on',
          // The API's links and provider returns (the sandbox's confirmation page) come back to this shop.
          SHOP_URL: `http://127.0.0.1:${port}/`,
          // Integrations load fixture scripts the integrations journey serves itself (vendors are out of reach);
          // off unless a URL enables them, so the other journeys never ask for them.
          ...Object.fromEntries(
            FIXTURE_INTEGRATIONS.map((name) => [
              `${name.toUpperCase()}_SCRIPT_URL`,
              `${INTEGRATION_FIXTURES_PATH}${name}.js`,
            ]),
          ),
          INTEGRATIONS_OFF: FIXTURE_INTEGRATIONS.join(','),
          // `POST /refresh-config/` answers, as on a developer's machine (the integrations journey posts it).
          DEVELOPER_MODE: 'true',
        },
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
      },
});
