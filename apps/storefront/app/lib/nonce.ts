import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered, provided by entry.server around the router.
 * Undefined in the browser: a nonce only matters in the server's HTML (browsers hide it from the DOM anyway).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline script the shop writes carries (React Router's `<Scripts>`, `<ScrollRestoration>`). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
