// The payment providers the API can charge through, by name: the sandbox and every provider configured by its keys.
import { ApiError } from '../../../http/errors';
import type { PaymentProvider } from './provider';

/** Providers by name. */
export interface ProviderRegistry {
  /** Makes a provider available under a name; a second provider under the same name is a mistake. */
  register(name: string, provider: PaymentProvider): void;
  /** The provider of a name, if registered. */
  get(name: string): PaymentProvider | undefined;
  /** The registered names, in registration order. */
  names(): string[];
}

/** An empty registry. */
export function createProviderRegistry(): ProviderRegistry {
  const providers = new Map<string, PaymentProvider>();
  return {
    register(name, provider) {
      if (providers.has(name)) throw new Error(`Payment provider ${name} is registered twice`);
      providers.set(name, provider);
    },
    get: (name) => providers.get(name),
    names: () => [...providers.keys()],
  };
}

/** The provider of a name; an unknown or unconfigured one is the shopper's 400 PROVIDER_NOT_AVAILABLE. */
export function providerOf(registry: ProviderRegistry, name: string): PaymentProvider {
  const provider = registry.get(name);
  if (!provider) {
    throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', `The payment provider '${name}' is not available`);
  }
  return provider;
}

/** A registry holding these providers under their own names (the sandbox first, as the API starts it). */
export function registryOf(...providers: PaymentProvider[]): ProviderRegistry {
  const registry = createProviderRegistry();
  for (const provider of providers) registry.register(provider.name, provider);
  return registry;
}
