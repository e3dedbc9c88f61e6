// @vitest-environment happy-dom
import type { CommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recommendationTypes, useStartupRecommendations } from './recommendations';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recommendationTypes (SPEC §7)', () => {
  it('asks for recent, recommended when enabled, and similar and related on a product page', () => {
    expect(recommendationTypes({ enableRecommendedProducts: true })).toEqual(['recent', 'recommended']);
    expect(recommendationTypes({ enableRecommendedProducts: false })).toEqual(['recent']);
    expect(recommendationTypes({ enableRecommendedProducts: false, productLineSlug: 'lloyd-mats' })).toEqual([
      'recent',
      'similar',
      'related',
    ]);
  });
});

function Startup() {
  useStartupRecommendations();
  return null;
}

const Page = () => null;
const Stub = createRoutesStub([
  { id: 'root', path: '/', Component: Startup, children: [{ path: 'p/:productLine/', Component: Page }] },
]);

/**
 * Starts the app's shell on `path` with the theme's flag for a shopper whose state (read after paint) has this
 * permId, and returns what the recommendations call was asked.
 */
async function startOn(
  path: string,
  enableRecommendedProducts: boolean,
  permId: string | null = 'perm-12345678',
) {
  vi.stubGlobal('fetch', async () => Response.json({ permId, cart: null, garage: [] }));
  const getRecommendations = vi.fn(async () => ({ ok: false as const, error: { kind: 'network' } }));
  const client = { getRecommendations } as unknown as CommerceClient;
  const root = {
    fitment: null,
    shell: { theme: { enableRecommendedProducts } },
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommerceProvider client={client}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(getRecommendations).toHaveBeenCalledTimes(1));
  return (getRecommendations.mock.calls[0] as unknown[])[0];
}

describe('useStartupRecommendations', () => {
  it('fetches at startup on any page, without recommended while the theme disables it', async () => {
    expect(await startOn('/', false)).toEqual({ types: ['recent'], permId: 'perm-12345678' });
  });

  it('asks without a permId for a shopper who has none yet', async () => {
    expect(await startOn('/', false, null)).toEqual({ types: ['recent'] });
  });

  it('adds recommended when enabled, and similar and related with the product line on a product page', async () => {
    expect(await startOn('/p/lloyd-mats/', true)).toEqual({
      types: ['recent', 'recommended', 'similar', 'related'],
      permId: 'perm-12345678',
      productLineSlug: 'lloyd-mats',
    });
  });
});
