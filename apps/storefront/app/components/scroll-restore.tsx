import { useContext, useEffect } from 'react';
import { ScrollRestoration, UNSAFE_DataRouterStateContext } from 'react-router';
import { useNonce } from '../lib/nonce';

/** How long after a back/forward navigation (or reload) the saved scroll position is restored (SPEC §9). */
export const SCROLL_RESTORE_DELAY_MS = 200;

/**
 * React Router's scroll restoration, with the saved position applied again 200 ms later (SPEC §9): the router
 * restores at once, before lazy content below the fold has laid out, so the first attempt can stop short.
 */
export function ScrollRestore() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const nonce = useNonce();
  const position = state?.restoreScrollPosition;
  const key = state?.location.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each history entry restores, even to the same y.
  useEffect(() => {
    if (typeof position !== 'number') return;
    const timer = setTimeout(() => window.scrollTo(0, position), SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, position]);
  // Its inline script restores the position before hydration; the page's CSP runs it by this nonce.
  return <ScrollRestoration nonce={nonce} />;
}
