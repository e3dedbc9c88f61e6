import { createContext, useContext } from 'react';

/** What the header tells the parts placed in its slots. */
export type HeaderContextValue = {
  /** Simple mode: checkout-style pages hide search and the mini cart. */
  simple: boolean;
};

/** Carries the header's mode to the parts in its slots. */
export const HeaderContext = createContext<HeaderContextValue>({ simple: false });

/** Reads the nearest header's state; outside a header, simple mode is off. */
export function useHeader(): HeaderContextValue {
  return useContext(HeaderContext);
}
