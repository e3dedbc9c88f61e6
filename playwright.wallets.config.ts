import { defineConfig } from '@playwright/test';
import { WALLET_FIXTURES_PATH } from './e2e/wallet-fixtures';
import base from './playwright.config';

// The wallet journeys (PayPal's buttons, Affirm's checkout, Bolt's card fields) need a shop that offers them, which would change every
// other journey's payment step: they run on their own start of the shop, with PayPal, Affirm and Bolt switched on, their
// browser scripts answered with local fixture scripts and their APIs out of reach (vendors cannot be reached from
// tests). `E2E_PORT=… pnpm exec playwright test -c playwright.wallets.config.ts`
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
const UNREACHABLE = 'http://127.0.0.1:9/';

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'wallets.spec.ts',
  webServer: server && {
    ...server,
    env: {
      ...server.env,
      PAYPAL_CLIENT_ID: 'paypal-client-e2e',
      PAYPAL_CLIENT_SECRET: 'paypal-secret-e2e',
      PAYPAL_API_URL: UNREACHABLE,
      PAYPAL_SCRIPT_URL: `${WALLET_FIXTURES_PATH}paypal.js`,
      AFFIRM_PUBLIC_KEY: 'affirm-public-e2e',
      AFFIRM_PRIVATE_KEY: 'affirm-private-e2e',
      AFFIRM_API_URL: UNREACHABLE,
      AFFIRM_SCRIPT_URL: `${WALLET_FIXTURES_PATH}affirm.js`,
      BOLT_API_KEY: 'bolt-api-e2e',
      BOLT_SIGNING_SECRET: 'bolt-signing-e2e',
      BOLT_API_URL: UNREACHABLE,
      BOLT_PUBLISHABLE_KEY: 'bolt-publishable-e2e',
      BOLT_SCRIPT_URL: `${WALLET_FIXTURES_PATH}bolt.js`,
    },
  },
});
