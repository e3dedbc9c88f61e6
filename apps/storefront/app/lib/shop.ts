import type { Cart } from '@fitkit/commerce-hooks';
import type { Fitment, VehicleDescription } from '@fitkit/fitment';
import type { GarageVehicle } from '@fitkit/ui/garage';
import { useRouteLoaderData } from 'react-router';

/** What every page knows about the shopper, from the root loader. */
export type ShopState = {
  permId: string;
  fitment: Fitment | null;
  vehicle: VehicleDescription | null;
  /** The cart the page was rendered with (null when the API did not answer). */
  cart: Cart | null;
  /** The shopper's saved vehicles, the current one first. */
  garage: GarageVehicle[];
};

/** The shopper state the root loader rendered with. */
export function useShop(): ShopState {
  const data = useRouteLoaderData<ShopState>('root');
  if (!data) throw new Error('useShop needs the root loader data');
  return data;
}
