// Which card and wallet providers are on: each by its keys in the environment, off when they are absent. A
// provider with some of its keys but not all stops the start, naming what is missing.
import { AffirmProvider, type AffirmSettings } from './affirm';
import { BoltProvider, type BoltSettings } from './bolt';
import { BraintreeProvider, type BraintreeSettings } from './braintree';
import { PayPalProvider, type PayPalSettings } from './paypal';
import type { PaymentProvider } from './provider';
import { StripeProvider, type StripeSettings } from './stripe';

/** The settings of every provider switched on; a missing entry is a provider that is off. */
export interface PaymentProviderSettings {
  stripe?: StripeSettings;
  paypal?: PayPalSettings;
  braintree?: BraintreeSettings;
  affirm?: AffirmSettings;
  bolt?: BoltSettings;
}

/** The deadline of one call to a provider (PAYMENTS_TIMEOUT_MS, default 10 s). */
export function paymentsTimeoutMs(env: NodeJS.ProcessEnv): number {
  const timeoutMs = Number(env.PAYMENTS_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new Error(`Invalid PAYMENTS_TIMEOUT_MS: ${env.PAYMENTS_TIMEOUT_MS}`);
  }
  return timeoutMs;
}

// The named variables, all set (the provider is on), none set (off), or some: a mistake worth stopping for.
function keys<const K extends string>(
  env: NodeJS.ProcessEnv,
  provider: string,
  names: K[],
): Record<K, string> | null {
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return null;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${provider} is half configured: set ${missing.join(', ')} too, or unset ${set.join(', ')}`,
    );
  }
  return Object.fromEntries(names.map((name) => [name, env[name] as string])) as Record<K, string>;
}

function apiUrl(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name] ?? '';
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`Invalid ${name}: ${value}`);
  }
  return value.replace(/\/+$/, '');
}

/** Reads each provider's keys from the environment. */
export function readPaymentProviderSettings(env: NodeJS.ProcessEnv): PaymentProviderSettings {
  const timeoutMs = paymentsTimeoutMs(env);
  const settings: PaymentProviderSettings = {};
  const stripe = keys(env, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  if (stripe) {
    settings.stripe = {
      secretKey: stripe.STRIPE_SECRET_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      timeoutMs,
      ...(env.STRIPE_API_URL && { apiUrl: apiUrl(env, 'STRIPE_API_URL') }),
    };
  }
  const paypal = keys(env, 'PayPal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_URL']);
  if (paypal) {
    settings.paypal = {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      apiUrl: apiUrl(env, 'PAYPAL_API_URL'),
      timeoutMs,
    };
  }
  const braintree = keys(env, 'Braintree', [
    'BRAINTREE_MERCHANT_ID',
    'BRAINTREE_PUBLIC_KEY',
    'BRAINTREE_PRIVATE_KEY',
  ]);
  if (braintree) {
    const environment = env.BRAINTREE_ENVIRONMENT || 'sandbox';
    if (environment !== 'sandbox' && environment !== 'production') apiUrl(env, 'BRAINTREE_ENVIRONMENT');
    settings.braintree = {
      merchantId: braintree.BRAINTREE_MERCHANT_ID,
      publicKey: braintree.BRAINTREE_PUBLIC_KEY,
      privateKey: braintree.BRAINTREE_PRIVATE_KEY,
      environment,
      timeoutMs,
    };
  }
  const affirm = keys(env, 'Affirm', ['AFFIRM_PUBLIC_KEY', 'AFFIRM_PRIVATE_KEY', 'AFFIRM_API_URL']);
  if (affirm) {
    settings.affirm = {
      publicKey: affirm.AFFIRM_PUBLIC_KEY,
      privateKey: affirm.AFFIRM_PRIVATE_KEY,
      apiUrl: apiUrl(env, 'AFFIRM_API_URL'),
      timeoutMs,
    };
  }
  const bolt = keys(env, 'Bolt', ['BOLT_API_KEY', 'BOLT_SIGNING_SECRET', 'BOLT_API_URL']);
  if (bolt) {
    settings.bolt = {
      apiKey: bolt.BOLT_API_KEY,
      signingSecret: bolt.BOLT_SIGNING_SECRET,
      apiUrl: apiUrl(env, 'BOLT_API_URL'),
      timeoutMs,
    };
  }
  return settings;
}

/** Builds the adapter of every provider switched on. */
export function configuredProviders(settings: PaymentProviderSettings): PaymentProvider[] {
  return [
    settings.stripe && new StripeProvider(settings.stripe),
    settings.paypal && new PayPalProvider(settings.paypal),
    settings.braintree && new BraintreeProvider(settings.braintree),
    settings.affirm && new AffirmProvider(settings.affirm),
    settings.bolt && new BoltProvider(settings.bolt),
  ].filter((provider) => provider !== undefined);
}

/** Registers the adapter of every provider whose keys are in the environment; answers their names. */
export function registerConfiguredProviders(
  register: (name: string, provider: PaymentProvider) => void,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return configuredProviders(readPaymentProviderSettings(env)).map((provider) => {
    register(provider.name, provider);
    return provider.name;
  });
}
