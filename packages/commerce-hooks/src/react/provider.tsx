import { createContext, type ReactNode, useContext } from 'react';
import type { CommerceClient } from '../client/client';

const CommerceClientContext = createContext<CommerceClient | null>(null);

/** Props of CommerceProvider. */
export interface CommerceProviderProps {
  /** The client the hooks below use (base URL `/api/` in the browser, API_URL on the server). */
  client: CommerceClient;
  /** The app. */
  children?: ReactNode;
}

/** Puts a commerce client in context; place it inside TanStack Query's QueryClientProvider. */
export function CommerceProvider({ client, children }: CommerceProviderProps) {
  return <CommerceClientContext.Provider value={client}>{children}</CommerceClientContext.Provider>;
}

/** The commerce client from the nearest CommerceProvider; throws outside one. */
export function useCommerceClient(): CommerceClient {
  const client = useContext(CommerceClientContext);
  if (!client) throw new Error('useCommerceClient must be used inside a <CommerceProvider>');
  return client;
}
