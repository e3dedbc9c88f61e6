import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML and true once scripts run, so no-JavaScript fallbacks can step aside. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
