import type { CommerceClient } from '@fitkit/commerce-hooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { privateRecommendations } from './recommendations.server';
import type { Shopper } from './shopper.server';

// The theme's switch for recommended products, as the shell would carry it.
const theme = vi.hoisted(() => ({ enableRecommendedProducts: true }));
vi.mock('./sitewide.server', () => ({ loadShell: async () => ({ theme }) }));

const request = new Request('http://shop.test/checkout/cart/');
const lists = { recent: [], recommended: [], similar: [], related: [] };
const shopper = (over: Partial<Shopper> = {}): Shopper => ({
  permId: 'a'.repeat(32),
  isNew: false,
  fitment: null,
  saved: null,
  ip: null,
  ...over,
});
const clientAnswering = (getRecommendations: CommerceClient['getRecommendations']) =>
  ({ getRecommendations: vi.fn(getRecommendations) }) as unknown as CommerceClient & {
    getRecommendations: ReturnType<typeof vi.fn>;
  };

beforeEach(() => {
  theme.enableRecommendedProducts = true;
});

describe('privateRecommendations', () => {
  it("asks for the startup action's lists for the shopper's permId and saved vehicle", async () => {
    const client = clientAnswering(async () => ({ ok: true, data: lists }));
    const fitment = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
    expect(await privateRecommendations(request, shopper({ fitment }), client)).toBe(lists);
    expect(client.getRecommendations).toHaveBeenCalledWith(
      { types: ['recent', 'recommended'], permId: 'a'.repeat(32), ...fitment },
      { signal: expect.any(AbortSignal) },
    );
  });

  it("answers null without a call to a browser's data request (a client navigation, a form's revalidation)", async () => {
    const client = clientAnswering(async () => ({ ok: true, data: lists }));
    const dataRequest = new Request('http://shop.test/checkout/cart.data', {
      headers: { 'sec-fetch-dest': 'empty' },
    });
    expect(await privateRecommendations(dataRequest, shopper(), client)).toBeNull();
    expect(client.getRecommendations).not.toHaveBeenCalled();
  });

  it('leaves out a permId made for this response, and recommended products when the theme turns them off', async () => {
    theme.enableRecommendedProducts = false;
    const client = clientAnswering(async () => ({ ok: true, data: lists }));
    await privateRecommendations(request, shopper({ isNew: true }), client);
    expect(client.getRecommendations).toHaveBeenCalledWith(
      { types: ['recent'] },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('answers null, never throws, when the API fails or the call breaks', async () => {
    const failed = clientAnswering(async () => ({
      ok: false,
      error: { kind: 'timeout', message: 'The request timed out' },
    }));
    expect(await privateRecommendations(request, shopper(), failed)).toBeNull();
    const broken = clientAnswering(async () => {
      throw new Error('socket hang up');
    });
    expect(await privateRecommendations(request, shopper(), broken)).toBeNull();
  });
});
