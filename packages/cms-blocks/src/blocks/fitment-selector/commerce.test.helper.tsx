// Test and story helper (kept out of the package by its name): a QueryClient and a commerce client whose
// fetch answers from a handler, so blocks that load catalogue or fitment data render without a server.
import { type CommerceClient, createCommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { prerender } from 'react-dom/static';

/** Answers one request: a JSON body (status 200), or a Response for anything else. */
export type RequestHandler = (url: URL) => unknown | Response | Promise<unknown | Response>;

/** A commerce client whose requests go to `handler`, recording each URL in `requests`. */
export function handledClient(handler: RequestHandler, requests: URL[] = []): CommerceClient {
  return createCommerceClient({
    baseUrl: 'http://shop.test/api/',
    site: 'fitkit',
    fetch: async (request) => {
      const url = new URL(request.url);
      requests.push(url);
      const answer = await handler(url);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
}

/** A query client for one test: no retries, so failures show at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Props of {@link TestCommerce}. */
export interface TestCommerceProps {
  /** The commerce client the blocks use. */
  client: CommerceClient;
  /** A query client (e.g. with prefetched data); a fresh one when absent. */
  queryClient?: QueryClient;
  /** The blocks. */
  children: ReactNode;
}

/** Puts a query client and a commerce client around blocks in tests and stories. */
export function TestCommerce({ client, queryClient, children }: TestCommerceProps) {
  const [fallback] = useState(testQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? fallback}>
      <CommerceProvider client={client}>{children}</CommerceProvider>
    </QueryClientProvider>
  );
}

/** Server-renders to HTML once every lazy block has loaded, as the shop's streaming server render does. */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}
