/** The offline bar's text (SPEC §8). */
export const OFFLINE_TEXT = 'Connection: Offline';

/** The online state of the browser, following its 'online' and 'offline' events (SPEC §4). */
export type Connectivity = {
  /** Whether the browser is online now. */
  isOnline: () => boolean;
  /** Calls `listener` when the browser goes online or offline; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/** What {@link createConnectivity} reads: a window (or a stand-in in tests). */
export type ConnectivityTarget = {
  /** Where `onLine` lives. */
  navigator: { onLine: boolean };
  /** Subscribes to 'online' and 'offline'. */
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void;
  /** Unsubscribes. */
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void;
};

/** Follows a window's connectivity. */
export function createConnectivity(target: ConnectivityTarget): Connectivity {
  return {
    isOnline: () => target.navigator.onLine,
    subscribe(listener) {
      target.addEventListener('online', listener);
      target.addEventListener('offline', listener);
      return () => {
        target.removeEventListener('online', listener);
        target.removeEventListener('offline', listener);
      };
    },
  };
}

let browser: Connectivity | null = null;

/** The browser's connectivity (one per page), or null during a server render (which assumes online). */
export function browserConnectivity(): Connectivity | null {
  if (typeof window === 'undefined') return null;
  browser ??= createConnectivity(window);
  return browser;
}
