import { commerceKeys, commerceQueries } from '@fitkit/commerce-hooks/query';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceContext, commerceMiddleware, dehydratePublicQueries } from './commerce.server';
import { shopperContext } from './shopper.server';

afterEach(() => vi.unstubAllGlobals());

const PERM_ID = 'returning-1234';

/** Runs the commerce middleware for a shopper's request; `during` runs as the loaders would. */
async function visit(url: string, during: (context: RouterContextProvider) => Promise<void>) {
  const context = new RouterContextProvider();
  context.set(shopperContext, { permId: PERM_ID, isNew: false, fitment: null, saved: null, ip: null });
  const controller = new AbortController();
  const request = new Request(url, { signal: controller.signal });
  await commerceMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      await during(context);
      return new Response('ok');
    },
  );
  return { context, controller };
}

/** The API as the shop's server reaches it: records each request and answers every call with `{ url }`. */
function fakeApi() {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return Response.json({ url: request.url });
  });
  return requests;
}

describe('commerceMiddleware', () => {
  it("gives each request its own client, whose product calls carry no permId (a public page is everyone's)", async () => {
    const requests = fakeApi();
    await visit('http://shop.test/p/winch/', async (context) => {
      await context.get(commerceContext).client.getProduct('winch');
      await context.get(commerceContext).client.getProduct('winch', {}, { permId: PERM_ID });
    });
    expect(requests[0]?.headers.get('x-perm-id')).toBeNull();
    // The shopper route records a view by naming the permId.
    expect(requests[1]?.headers.get('x-perm-id')).toBe(PERM_ID);
  });

  it('answers listings from the shared cache, except for previews, which always reach the API', async () => {
    const requests = fakeApi();
    const params = { route: 'category' as const, path: 'commerce-middleware-test' };
    for (const url of [
      'http://shop.test/c/a/',
      'http://shop.test/c/a/',
      'http://shop.test/c/a/?timeTravel=1',
    ]) {
      await visit(url, async (context) => {
        await context.get(commerceContext).client.getCatalogue(params);
      });
    }
    expect(requests).toHaveLength(2);
  });
});

describe('dehydratePublicQueries', () => {
  it("dehydrates what the loader prefetched, leaving out the shopper's own queries and failures", async () => {
    fakeApi();
    let state: ReturnType<typeof dehydratePublicQueries> | undefined;
    await visit('http://shop.test/', async (context) => {
      const { client, queryClient } = context.get(commerceContext);
      await Promise.all([
        queryClient.prefetchQuery(commerceQueries.vehicle(client, { makeSlug: 'jeep' })),
        queryClient.prefetchQuery(commerceQueries.cart(client, PERM_ID)),
        queryClient.prefetchQuery({
          queryKey: ['failing'],
          queryFn: () => Promise.reject(new Error('down')),
        }),
      ]);
      state = dehydratePublicQueries(context);
    });
    expect(state?.queries.map((query) => query.queryKey)).toEqual([
      commerceKeys.vehicle({ makeSlug: 'jeep' }),
    ]);
  });
});
