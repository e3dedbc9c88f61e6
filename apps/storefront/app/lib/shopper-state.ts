import type { Cart } from '@fitkit/commerce-hooks';
import { commerceKeys } from '@fitkit/commerce-hooks/query';
import type { GarageVehicle } from '@fitkit/ui/garage';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { SHOP_PATHS } from '../shop-routes';
import { afterIdle } from './deferred-hydration';

/**
 * What is the shopper's own, read after paint from the shop's private `/shopper/` route (public pages carry none of
 * it, so a CDN can share them): the permId (null until the shopper first needs one), the cart, the garage and the
 * shopper's IP.
 */
export type ShopperState = {
  permId: string | null;
  /** The cart (null when the API did not answer; the empty cart when there is no permId yet). */
  cart: Cart | null;
  /** The shopper's saved vehicles, the current one first. */
  garage: GarageVehicle[];
  /**
   * The shopper's IP as the shop's server read it (SPEC §3 general state's clientIp); null when unknown. It travels
   * here, in the private no-store answer, because a public page's HTML is shared by everyone who asks for the URL.
   */
  clientIp: string | null;
};

/** Where the browser reads and claims its shopper state (a private, no-store route; see routes/shopper.ts). */
export const SHOPPER_STATE_PATH = `/${SHOP_PATHS.shopper}`;

const SHOPPER_STATE_KEY = ['shopper-state'] as const;

/** The state as the server answered it; its cart becomes the cart query's data, so the badge and mini cart agree. */
function settle(queryClient: QueryClient, state: ShopperState): ShopperState {
  if (state.permId && state.cart) queryClient.setQueryData(commerceKeys.cart(state.permId), state.cart);
  return state;
}

async function readShopperState(init?: RequestInit): Promise<ShopperState> {
  const response = await fetch(SHOPPER_STATE_PATH, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`shopper state: ${response.status}`);
  return (await response.json()) as ShopperState;
}

/**
 * The shopper's state, asked for once the page has painted and hydrated (undefined until then, also on the server).
 * `settled` turns true once the request has answered or failed, so callers that need the permId can wait for it.
 */
export function useShopperState(): { state: ShopperState | undefined; settled: boolean } {
  const queryClient = useQueryClient();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const query = useQuery({
    queryKey: SHOPPER_STATE_KEY,
    queryFn: async ({ signal }) => settle(queryClient, await readShopperState({ signal })),
    enabled: mounted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return { state: query.data, settled: query.isFetched };
}

/**
 * The shopper's permId, made now when they have none (the first add to cart, a product view): the shop's route
 * sets its cookie and answers the state, which every reader of {@link useShopperState} then sees. `viewed` also
 * records the product line as recently viewed.
 */
export async function claimShopperState(
  queryClient: QueryClient,
  { viewed }: { viewed?: string } = {},
): Promise<ShopperState> {
  const body = new URLSearchParams(viewed ? { viewed } : {});
  const state = await readShopperState({ method: 'POST', body });
  queryClient.setQueryData(SHOPPER_STATE_KEY, state);
  return settle(queryClient, state);
}

/** The hook form of {@link claimShopperState}. */
export function useClaimShopperState() {
  const queryClient = useQueryClient();
  return (options?: { viewed?: string }) => claimShopperState(queryClient, options);
}

/**
 * Reads the shopper's state again whenever the root loader runs again (after every form post, a vehicle change, a
 * sign-in or out), as the state used to travel with it. The shell calls it once.
 */
export function useShopperStateFollowsRoot(): void {
  const root = useRouteLoaderData('root');
  const queryClient = useQueryClient();
  const seen = useRef(root);
  useEffect(() => {
    if (root === seen.current) return;
    seen.current = root;
    void queryClient.invalidateQueries({ queryKey: SHOPPER_STATE_KEY });
  }, [root, queryClient]);
}

/**
 * Records a product line as recently viewed once the page is idle. The product page is public and the same for
 * everyone, so its server render records nothing; this is where a shopper's first view makes their permId.
 */
export function useRecordProductView(productLineSlug: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      afterIdle(() =>
        claimShopperState(queryClient, { viewed: productLineSlug }).catch(() => {
          // Recently viewed is a convenience: a failed record changes nothing on the page.
        }),
      ),
    [productLineSlug, queryClient],
  );
}
