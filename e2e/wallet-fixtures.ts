import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

/** Where the wallet journeys' shop is told PayPal's SDK, affirm.js and Bolt's script are (the `wallets` project of playwright.config.ts). */
export const WALLET_FIXTURES_PATH = '/wallet-fixtures/';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)), 'utf8');

/** Answers the wallets' script URLs with the local fixture scripts, as the vendors would. */
export async function serveWalletFixtures(context: BrowserContext): Promise<void> {
  for (const name of ['paypal.js', 'affirm.js', 'bolt.js']) {
    const body = fixture(name);
    await context.route(`**${WALLET_FIXTURES_PATH}${name}*`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body }),
    );
  }
}
