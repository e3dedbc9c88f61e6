// The payment providers the API can charge through, by name: the sandbox and every provider configured by its keys.
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
