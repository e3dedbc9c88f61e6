import type { Fitment, VehicleDescription } from '@fitkit/fitment';
import { useRouteLoaderData } from 'react-router';

/**
 * What every page knows about the shopper, from the root loader: the vehicle (its cookie keys public pages). The
 * shopper's own state (permId, cart, garage) is read after paint: see `useShopperState` (lib/shopper-state.ts).
 */
export type ShopState = {
  fitment: Fitment | null;
  vehicle: VehicleDescription | null;
};

/** The vehicle the root loader rendered with. */
export function useShop(): ShopState {
  const data = useRouteLoaderData<ShopState>('root');
  if (!data) throw new Error('useShop needs the root loader data');
  return data;
}
