import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function policyOf(path: string, env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { pagePolicy } = await import('./page-policy.server');
  return pagePolicy(new Request(`http://shop.test${path}`), 'N0NCE');
}

/** The values of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found?.split(' ').slice(1) ?? [];
}

describe('pagePolicy', { timeout: 30_000 }, () => {
  it("frames the card frame and the product videos' players, and the configured providers", async () => {
    const policy = await policyOf('/checkout/payment/', {
      SANDBOX_PUBLIC_URL: 'https://pay.shop.test/',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      AFFIRM_SCRIPT_URL: 'https://cdn1.affirm.test/js/v2/affirm.js',
      PAYPAL_CLIENT_ID: 'paypal-client',
    });
    expect(directive(policy, 'script-src').slice(0, 3)).toEqual([
      "'nonce-N0NCE'",
      "'strict-dynamic'",
      "'self'",
    ]);
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://pay.shop.test',
        'https://www.youtube-nocookie.com',
        'https://fast.wistia.net',
        'https://js.stripe.com',
        'https://cdn1.affirm.test',
      ]),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://*.paypal.com']),
    );
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it("names an integration's origins except where its route rules keep it off", async () => {
    const env = { POPUPS_SCRIPT_URL: 'https://popups.test/p.js', INTEGRATIONS_OFF: 'all' };
    expect(directive(await policyOf('/', env), 'connect-src')).toContain('https://popups.test');
    vi.resetModules();
    expect(directive(await policyOf('/checkout/cart/', env), 'connect-src')).not.toContain(
      'https://popups.test',
    );
  });
});
