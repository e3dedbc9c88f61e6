import { parseReturnOrigins } from '../lib/redirect-target';

// Server-side configuration of the shop, read once from the environment.
export const config = {
  apiUrl: `${(process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`).replace(/\/$/, '')}/`,
  siteId: process.env.SITE_ID ?? 'fitkit',
  /**
   * How long the shop's server-side reads (pages, cart, content) wait for the API or the CMS before falling
   * back (API_READ_TIMEOUT_MS, default 2 s); writes and payments keep the 30 s of SPEC §7.
   */
  readTimeoutMs: Number(process.env.API_READ_TIMEOUT_MS) || 2000,
  /** Sent as x-shop-secret so the API believes the shopper IP the shop forwards (see shopperHeaders). */
  shopApiSecret: process.env.SHOP_API_SECRET || undefined,
  siteName: process.env.SITE_NAME ?? 'fitkit',
  /** Public path under which the browser reaches the API (proxied by the shop's server). */
  browserApiBase: '/api/',
  isProduction: process.env.NODE_ENV === 'production',
  /**
   * Developer mode: `POST /refresh-config/` reloads the shop's configuration. On outside production, and in
   * production only with `DEVELOPER_MODE=true` (a staging shop); `DEVELOPER_MODE=false` turns it off anywhere.
   */
  get developerMode(): boolean {
    const asked = process.env.DEVELOPER_MODE;
    return asked === 'true' || (asked !== 'false' && process.env.NODE_ENV !== 'production');
  },
  /** Keeps public documents by URL and vehicle (server/document-cache.server.ts); `off` renders every one. */
  documentCache: process.env.DOCUMENT_CACHE !== 'off',
  /**
   * The bearer token of `POST /cache-purge/` (PURGE_SECRET): the catalogue's and the CMS's change hooks send it.
   * Unset, the path does not exist.
   */
  purgeSecret: process.env.PURGE_SECRET || undefined,
  /** The payments sandbox's origin as browsers reach it: the payment step loads its card frame from there. */
  sandboxPublicUrl: (
    process.env.SANDBOX_PUBLIC_URL ??
    `http://127.0.0.1:${process.env.PAYMENTS_PORT ?? Number(process.env.PORT ?? 3000) + 2}`
  ).replace(/\/$/, ''),
  /** The browser key the card frame is mounted with. */
  sandboxPublishableKey: process.env.SANDBOX_PUBLISHABLE_KEY ?? 'pk_test_sandbox',
  /** Stripe's publishable key (`pk_…`): set, the payment step offers Stripe's Payment Element beside the card. */
  stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY || null,
  /** Braintree's merchant id: set, the payment step offers Braintree's hosted card fields beside the card. */
  braintreeMerchantId: process.env.BRAINTREE_MERCHANT_ID || null,
  /**
   * PayPal's REST client id, the buttons' public key (the API holds the secret): with PAYPAL_SCRIPT_URL (the
   * integration registry's PayPal script) set too, the payment step offers PayPal's buttons.
   */
  paypalClientId: process.env.PAYPAL_CLIENT_ID || null,
  /** Affirm's public key (the API's AFFIRM_PUBLIC_KEY): with AFFIRM_SCRIPT_URL, the step offers Affirm. */
  affirmPublicKey: process.env.AFFIRM_PUBLIC_KEY || null,
  /** affirm.js, from Affirm's own host (its sandbox or live one). */
  affirmScriptUrl: process.env.AFFIRM_SCRIPT_URL || null,
  /** Bolt's publishable key: with BOLT_SCRIPT_URL (Bolt's embed script), the step offers Bolt's card fields. */
  boltPublishableKey: process.env.BOLT_PUBLISHABLE_KEY || null,
  boltScriptUrl: process.env.BOLT_SCRIPT_URL || null,
  /**
   * Other origins a search redirect may send shoppers to (SEARCH_REDIRECT_ORIGINS, comma-separated); a redirect
   * naming any other host is ignored and the search shows its results.
   */
  searchRedirectOrigins: parseReturnOrigins(process.env.SEARCH_REDIRECT_ORIGINS),
  /**
   * The share of page loads that report their Core Web Vitals to the API (`VITALS_SAMPLE_RATE`, 0–1, default 0.1:
   * enough for p75 per route type on a small shop without a beacon from every visit; 0 turns it off).
   */
  vitalsSampleRate: Math.min(1, Math.max(0, Number(process.env.VITALS_SAMPLE_RATE ?? 0.1) || 0)),
  /** The hosted sign-in service (OpenID Connect, `OIDC_ISSUER`, the API's setting too) is offered. */
  hostedSignIn: Boolean(process.env.OIDC_ISSUER?.trim()),
} as const;
