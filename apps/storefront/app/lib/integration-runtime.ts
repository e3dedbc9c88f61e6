import type { ShopperLocation } from '@fitkit/ui/location-dialog';
import type { Integration } from './integrations';

/**
 * What a loaded integration script offers the shop. The script configured for a kind (the vendor's snippet, or
 * the shop owner's wrapper around it) registers itself on `window.fitkitIntegrations[kind]`; the adapters below
 * are the only callers.
 */
export type IntegrationApis = {
  /** Analytics: one call per event. */
  analytics: { track(event: AnalyticsEvent): void };
  /** Chat: opens the conversation window. */
  chat: { open(): void };
  /** Financing: `open` shows the financing information, `refresh` re-reads the amounts on the page. */
  financing: { open(): void; refresh(): void };
  /** Reviews: fills the reviews of the products on the page. */
  reviews: { refresh(): void };
  /** Geolocation: guesses where the shopper is, and hears what they confirmed (`mod=confirmLocationPopup`). */
  geolocation: { locate(): Promise<ShopperLocation | null>; confirm(location: ShopperLocation): void };
};

/** The events analytics receives (SPEC §9: route changes after 1 s, search typing 2 s after the last key). */
export type AnalyticsEvent =
  | { type: 'route-change'; path: string }
  | { type: 'search-typing'; query: string };

/** A kind with a real adapter. */
export type AdaptedIntegration = keyof IntegrationApis;

declare global {
  interface Window {
    /** Where loaded integration scripts register their APIs. */
    fitkitIntegrations?: Partial<{ [K in AdaptedIntegration]: IntegrationApis[K] }>;
  }
}

/** SPEC §9's timings of the adapters. */
export const INTEGRATION_TIMINGS = {
  routeChangeMs: 1_000,
  searchTypingMs: 2_000,
  financingRefreshMs: 500,
} as const;

const loading = new Map<string, Promise<boolean>>();

/**
 * Adds an integration's script to the page once (later calls share the first load); answers whether it loaded.
 * The script stays for the rest of the visit: a page that turns the integration off stops calling it.
 */
export function loadIntegrationScript(
  name: Integration,
  url: string,
  doc: Document = document,
): Promise<boolean> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<boolean>((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.integration = name;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    doc.head.append(script);
  });
  loading.set(url, loaded);
  return loaded;
}

/** The API a loaded script registered for a kind, or null. */
export function integrationApi<K extends AdaptedIntegration>(name: K): IntegrationApis[K] | null {
  return (window.fitkitIntegrations?.[name] as IntegrationApis[K] | undefined) ?? null;
}

/** Timer functions, injectable so tests drive time. */
export type Timers = {
  /** Schedules a callback. */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a scheduled callback. */
  clearTimeout: (handle: unknown) => void;
};

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Calls `run` with the last value `ms` after the last call; `cancel` drops a waiting call. */
export function debounced<T>(run: (value: T) => void, ms: number, timers: Timers = globalTimers) {
  let waiting: unknown = null;
  const cancel = () => {
    if (waiting !== null) timers.clearTimeout(waiting);
    waiting = null;
  };
  return {
    call(value: T) {
      cancel();
      waiting = timers.setTimeout(() => {
        waiting = null;
        run(value);
      }, ms);
    },
    cancel,
  };
}
