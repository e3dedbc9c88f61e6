import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeSpans, readmeTables } from '../../../readme.test.helper';
import { readPaymentProviderSettings, registerConfiguredProviders } from './config';
import { createProviderRegistry } from './registry';

const ALL = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_URL: 'http://127.0.0.1:9/',
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
  AFFIRM_PUBLIC_KEY: 'pk',
  AFFIRM_PRIVATE_KEY: 'sk',
  AFFIRM_API_URL: 'http://127.0.0.1:9',
  BOLT_API_KEY: 'key',
  BOLT_SIGNING_SECRET: 'signing',
  BOLT_API_URL: 'http://127.0.0.1:9',
};

function registered(env: NodeJS.ProcessEnv) {
  const registry = createProviderRegistry();
  const names = registerConfiguredProviders(registry.register, env);
  return { names, registry };
}

describe('payment provider configuration', () => {
  it('switches nothing on without keys', () => {
    expect(registered({}).names).toEqual([]);
  });

  it('registers each provider whose keys are set, under its own name', () => {
    const { names, registry } = registered(ALL);
    expect(names).toEqual(['stripe', 'paypal', 'braintree', 'affirm', 'bolt']);
    expect(registry.names()).toEqual(names);
    for (const name of names) expect(registry.get(name)?.name).toBe(name);
    expect(() => registerConfiguredProviders(registry.register, ALL)).toThrow(/registered twice/);
    expect(
      registered({ BOLT_API_KEY: 'k', BOLT_SIGNING_SECRET: 's', BOLT_API_URL: 'http://127.0.0.1:9' }).names,
    ).toEqual(['bolt']);
  });

  it('reads the deadline, trims API URLs and defaults Braintree to its sandbox', () => {
    const settings = readPaymentProviderSettings({ ...ALL, PAYMENTS_TIMEOUT_MS: '2500' });
    expect(settings.paypal).toMatchObject({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2500 });
    expect(settings.braintree?.environment).toBe('sandbox');
    expect(settings.stripe?.apiUrl).toBeUndefined();
  });

  it('stops on a half-configured provider or a bad URL, naming the variable', () => {
    expect(() => readPaymentProviderSettings({ STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readPaymentProviderSettings({ ...ALL, AFFIRM_API_URL: 'ftp://x' })).toThrow(
      /AFFIRM_API_URL/,
    );
    expect(() => readPaymentProviderSettings({ ...ALL, BRAINTREE_ENVIRONMENT: 'live' })).toThrow(
      /BRAINTREE_ENVIRONMENT/,
    );
    expect(() => readPaymentProviderSettings({ PAYMENTS_TIMEOUT_MS: '0' })).toThrow(/PAYMENTS_TIMEOUT_MS/);
  });
});

describe("the README's provider keys", () => {
  // The Payments section's table of provider variables: name, provider, meaning.
  const rows = readmeTables('Payments')
    .find((table) => table[0]?.[1] === 'Stripe')!
    .map(([name, provider, meaning]) => ({
      name: codeSpans(name!)[0]!,
      provider: provider!,
      meaning: meaning!,
    }));
  const optional = (row: { meaning: string }) => /^optional|\(default\)/.test(row.meaning);
  const sampleValue = (name: string) =>
    name.endsWith('_URL') ? 'http://127.0.0.1:9' : name === 'BRAINTREE_ENVIRONMENT' ? 'sandbox' : 'x';

  it('names every variable the configuration reads, and nothing else', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const read = new Set(
      [...source.matchAll(/'([A-Z][A-Z0-9]+_[A-Z0-9_]+)'|env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? m[2]),
    );
    read.delete('PAYMENTS_TIMEOUT_MS'); // every provider's deadline, in the sandbox's table
    expect(rows.map((r) => r.name).sort()).toEqual([...read].sort());
  });

  it('switches each provider on with its own required rows, and all five with the whole table', () => {
    const env = (list: typeof rows) => Object.fromEntries(list.map((r) => [r.name, sampleValue(r.name)]));
    expect(registered(env(rows)).names).toEqual(['stripe', 'paypal', 'braintree', 'affirm', 'bolt']);
    for (const provider of ['Stripe', 'PayPal', 'Braintree', 'Affirm', 'Bolt']) {
      const own = rows.filter((r) => r.provider === provider && !optional(r));
      expect(registered(env(own)).names, provider).toEqual([provider.toLowerCase()]);
    }
  });
});
