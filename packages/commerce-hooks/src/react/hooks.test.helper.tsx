// The React hook tests' one setup: hooks rendered over a real client whose fetch is a test double, inside a
// QueryClient that does not retry.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createCommerceClient } from '../client/client';
import { CommerceProvider } from './provider';

/** The client over `fetch`, a QueryClient without retries, and the wrapper `renderHook` takes to provide both. */
export function hookWrapper(fetch: (request: Request) => Promise<Response>) {
  const client = createCommerceClient({ baseUrl: 'http://api.test/', site: 'fitkit', fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <CommerceProvider client={client}>{children}</CommerceProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, wrapper };
}

/**
 * An API double answering by `METHOD path` (`METHOD path?query` with `withQuery`) from `routes` (404 NOT_FOUND for
 * any other), recording each call in `calls`, with {@link hookWrapper}'s client over it.
 */
export function routedApi(routes: Record<string, () => Response>, { withQuery = false } = {}) {
  const calls: string[] = [];
  const setup = hookWrapper(async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}${withQuery ? url.search : ''}`;
    calls.push(key);
    return routes[key]?.() ?? Response.json({ code: 'NOT_FOUND', message: 'Not Found' }, { status: 404 });
  });
  return { calls, ...setup };
}
