import type { Fitment, VehicleDescription } from '@fitkit/fitment';
import { useRouteLoaderData } from 'react-router';

/** What every page knows about the shopper, from the root loader. */
export type ShopState = {
  permId: string;
  fitment: Fitment | null;
  vehicle: VehicleDescription | null;
};

/** The shopper state the root loader rendered with. */
export function useShop(): ShopState {
  const data = useRouteLoaderData<ShopState>('root');
  if (!data) throw new Error('useShop needs the root loader data');
  return data;
}
