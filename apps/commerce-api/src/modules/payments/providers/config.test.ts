import { describe, expect, it } from 'vitest';
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
