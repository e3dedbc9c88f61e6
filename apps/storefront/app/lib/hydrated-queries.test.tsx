import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydratedQueries } from './hydrated-queries';

/** What a loader returns: the answer prefetched into the request's cache, dehydrated and sent as JSON. */
async function prefetched(name: string) {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ['catalogue'], queryFn: async () => ({ name }) });
  return JSON.parse(JSON.stringify(dehydrate(server)));
}

function Grid() {
  const { data } = useQuery({
    queryKey: ['catalogue'],
    queryFn: (): Promise<{ name: string }> => new Promise(() => {}),
  });
  return <p>{data?.name ?? 'loading'}</p>;
}

function Page({ state }: { state: Awaited<ReturnType<typeof prefetched>> }) {
  useHydratedQueries(state);
  return <Grid />;
}

describe('useHydratedQueries', () => {
  it("renders the loader's prefetched answer on the first render, as the server HTML needs", async () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <Page state={await prefetched('Interior')} />
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>Interior</p>');
  });

  it('keeps a cached answer that is newer than the dehydrated one', async () => {
    const state = await prefetched('Interior');
    const client = new QueryClient();
    client.setQueryData(['catalogue'], { name: 'Exterior' }, { updatedAt: Date.now() + 1000 });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Page state={state} />
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>Exterior</p>');
  });
});
