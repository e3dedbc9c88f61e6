// @vitest-environment happy-dom
import type { CommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShopperGeneralState } from './general-state';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Shown() {
  const { permId, globalId, clientIp } = useShopperGeneralState();
  return <output>{JSON.stringify({ permId, globalId, clientIp })}</output>;
}

/** Starts with a shopper state (read after paint) naming this permId and IP; returns the API's globalId calls. */
function startWith(permId: string | null, clientIp: string | null) {
  vi.stubGlobal('fetch', async () => Response.json({ permId, cart: null, garage: [], clientIp }));
  const getGlobalId = vi.fn(async (asked: string) => ({
    ok: true as const,
    data: { permId: asked, globalId: `global-of-${asked}` },
  }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommerceProvider client={{ getGlobalId } as unknown as CommerceClient}>
        <Shown />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return getGlobalId;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

describe('useShopperGeneralState (SPEC §3, §7 "Set the globalId")', () => {
  it('asks for the globalId once the shopper state names a permId, and keeps it with the clientIp', async () => {
    const getGlobalId = startWith('perm-12345678', '203.0.113.7');
    await waitFor(() =>
      expect(shown()).toEqual({
        permId: 'perm-12345678',
        globalId: 'global-of-perm-12345678',
        clientIp: '203.0.113.7',
      }),
    );
    expect(getGlobalId).toHaveBeenCalledTimes(1);
    expect(getGlobalId.mock.calls[0]?.[0]).toBe('perm-12345678');
  });

  it('asks nothing while the shopper has no permId yet', async () => {
    const getGlobalId = startWith(null, '198.51.100.1');
    // The shopper state has answered (its IP shows), and no globalId was asked for.
    await waitFor(() => expect(shown()).toEqual({ permId: null, globalId: null, clientIp: '198.51.100.1' }));
    expect(getGlobalId).not.toHaveBeenCalled();
  });
});
