import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/admin';
import { FIXTURE_INTEGRATIONS, INTEGRATION_FIXTURES_PATH } from './e2e/integration-fixtures';
import { E2E_PURGE_SECRET } from './e2e/purge-secret';
import { E2E_SECRETS, serveLogFile } from './e2e/secret-values';
import { STAND_IN_PORTS, standInUrl } from './e2e/stand-in-ports';
import { WALLET_FIXTURES_PATH } from './e2e/wallet-fixtures';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

// Journeys run against the built shop, started fresh on its own ports with a throwaway database.
const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the journeys at a shop that is already running (e.g. the dev server) instead.
const external = process.env.E2E_BASE_URL;

// The wallets' shop: their browser scripts answered with local fixtures, their APIs by the API's provider stand-ins
// in a process of their own (vendors cannot be reached from tests).
const walletsPort = port + 3;
const WALLETS_ENV = {
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_URL: standInUrl(STAND_IN_PORTS.stripe),
  PAYPAL_CLIENT_ID: 'paypal-client-e2e',
  PAYPAL_CLIENT_SECRET: 'paypal-secret-e2e',
  PAYPAL_API_URL: standInUrl(STAND_IN_PORTS.paypal),
  PAYPAL_SCRIPT_URL: `${WALLET_FIXTURES_PATH}paypal.js`,
  AFFIRM_PUBLIC_KEY: 'affirm-public-e2e',
  AFFIRM_PRIVATE_KEY: 'affirm-private-e2e',
  AFFIRM_API_URL: standInUrl(STAND_IN_PORTS.affirm),
  AFFIRM_SCRIPT_URL: `${WALLET_FIXTURES_PATH}affirm.js`,
  BOLT_API_KEY: 'bolt-api-e2e',
  BOLT_SIGNING_SECRET: 'bolt-signing-e2e',
  BOLT_API_URL: standInUrl(STAND_IN_PORTS.bolt),
  BOLT_PUBLISHABLE_KEY: 'bolt-publishable-e2e',
  BOLT_SCRIPT_URL: `${WALLET_FIXTURES_PATH}bolt.js`,
};

/** A built shop (API, payments sandbox and storefront) on `port` and the next two, with a throwaway database. */
function shop(port: number, extra: Record<string, string> = {}) {
  return {
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
      // The builds journey moderates as the install's first admin (db:setup creates it, as users:admin would grant).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
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
      // Known secrets and the services' output in a file: e2e/secrets.spec.ts looks for the one in the other.
      ...E2E_SECRETS,
      SERVE_LOG_FILE: serveLogFile(port),
      // `POST /cache-purge/` answers the CDN journey.
      PURGE_SECRET: E2E_PURGE_SECRET,
      // FITKIT_CSP=off runs the journeys (the XSS corpus above all) without the shop's Content-Security-Policy.
      ...(process.env.FITKIT_CSP ? { FITKIT_CSP: process.env.FITKIT_CSP } : {}),
      ...extra,
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  };
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] },
  },
  projects: [
    { name: 'chromium', testIgnore: 'wallets.spec.ts', use: { browserName: 'chromium' } },
    // The wallet journeys need a shop that offers PayPal, Affirm and Bolt, which would change every other journey's
    // payment step: they run on a second shop of their own.
    ...(external
      ? []
      : [
          {
            name: 'wallets',
            testMatch: 'wallets.spec.ts',
            use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${walletsPort}` },
          },
        ]),
  ],
  webServer: external
    ? undefined
    : [
        shop(port),
        {
          command: `apps/commerce-api/node_modules/.bin/tsx e2e/provider-stand-ins.ts ${STAND_IN_PORTS.control}`,
          url: `${standInUrl(STAND_IN_PORTS.control)}/health`,
          timeout: 120_000,
          reuseExistingServer: false,
        },
        shop(walletsPort, WALLETS_ENV),
      ],
});
