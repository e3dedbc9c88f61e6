/** Keys shared with the commerce API's defaults, so `pnpm start` works with no settings at all. */
export const SANDBOX_DEFAULTS = {
  secretKey: 'sk_test_sandbox',
  publishableKey: 'pk_test_sandbox',
  webhookSecret: 'whsec_test_sandbox',
} as const;
