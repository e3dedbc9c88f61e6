import { dehydrate, hydrate, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client/client';
import { CommerceRequestError } from '../client/errors';
import type { CatalogueParams } from '../client/types';
import { commerceKeys } from './keys';
import { commerceQueries } from './queries';

const params: CatalogueParams = { route: 'category', path: 'interior', pageSize: 4 };

function apiAnswering(respond: (url: URL) => Response) {
  const seen: string[] = [];
  const client = createCommerceClient({
    baseUrl: 'http://127.0.0.1:3001/',
    site: 'fitkit',
    fetch: async (request) => {
      const url = new URL(request.url);
      seen.push(url.pathname);
      return respond(url);
    },
  });
  return { client, seen };
}

describe('commerceQueries without React', () => {
  it('prefetches on a server, dehydrates and hydrates in the browser on the key the hooks read', async () => {
    const { client, seen } = apiAnswering(() => Response.json({ name: 'Interior', products: [] }));
    const server = new QueryClient();
    await server.prefetchQuery(commerceQueries.catalogue(client, params));
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    expect(browser.getQueryData(commerceKeys.catalogue(params))).toEqual({ name: 'Interior', products: [] });
    expect(seen).toEqual(['/catalogue']);
  });

  it('leaves a failed answer out of the dehydrated state, as a CommerceRequestError', async () => {
    const { client } = apiAnswering(() =>
      Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' }, { status: 404 }),
    );
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery(commerceQueries.catalogue(client, params));
    expect(server.getQueryState(commerceKeys.catalogue(params))?.error).toBeInstanceOf(CommerceRequestError);
    expect(dehydrate(server).queries).toEqual([]);
  });
});
