import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { STAND_IN_PORTS, standInUrl } from './stand-in-ports';

/** Where the wallet journeys' shop is told PayPal's SDK, affirm.js and Bolt's script are (the `wallets` project of playwright.config.ts). */
export const WALLET_FIXTURES_PATH = '/wallet-fixtures/';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)), 'utf8');

/** Answers requests to `pattern` from `target` (path and query kept), readable by the shop's pages. */
async function forward(context: BrowserContext, pattern: string, target: string) {
  await context.route(pattern, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${target}${pathname}${search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}

/**
 * Answers the providers' browser scripts with the local fixture scripts (Stripe.js from Stripe's own host, the
 * others from the URLs the shop is given), and the hosts those scripts talk to with the provider stand-ins.
 */
export async function serveWalletFixtures(context: BrowserContext): Promise<void> {
  for (const name of ['paypal.js', 'affirm.js', 'bolt.js']) {
    const body = fixture(name);
    await context.route(`**${WALLET_FIXTURES_PATH}${name}*`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body }),
    );
  }
  const stripeJs = fixture('stripe.js');
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: stripeJs }),
  );
  const stripe = standInUrl(STAND_IN_PORTS.stripe);
  await forward(context, 'https://api.stripe.com/**', stripe);
  // The bank's 3-D Secure page, as the intent's next action names it: on the stand-in (a redirect) or on Stripe's
  // hooks host (run by Stripe.js).
  await forward(context, `${stripe}/3ds/**`, stripe);
  await forward(context, 'https://hooks.stripe.com/3ds/**', stripe);
  await forward(context, 'https://www.paypal.com/checkoutnow*', standInUrl(STAND_IN_PORTS.paypal));
}
