import { fileURLToPath } from 'node:url';

// Secrets the journeys' shops start with (playwright.config.ts), so e2e/secrets.spec.ts can look for their values
// in what the shop sends browsers and in what it logs. Test values only: nothing here opens anything real.
export const E2E_SECRETS = {
  AUTH_SECRET: 'e2e-session-secret-6b1f0c9d27a84e53',
  SANDBOX_SECRET_KEY: 'sk_test_e2e_sandbox_91c4d7f2',
  SANDBOX_WEBHOOK_SECRET: 'whsec_e2e_sandbox_3a8c5e1f',
} as const;

/** The file a journeys' shop writes its services' output to (scripts/serve.mjs, SERVE_LOG_FILE). */
export function serveLogFile(port: number): string {
  return fileURLToPath(new URL(`../.cache/e2e-logs/shop-${port}.log`, import.meta.url));
}
