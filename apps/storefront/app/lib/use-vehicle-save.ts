import {
  encodeVehicleSave,
  type VehicleChange,
  type VehicleSaveRequest,
  type VehicleSelectorMode,
} from '@fitkit/fitment';
import { useCallback } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { SHOP_ROUTES } from '../shop-routes';
import { withoutOverlay } from './overlay';

/**
 * The shop's one way to change the shopper's vehicle: a fetcher post of a vehicle-save request (fitment's
 * `encodeVehicleSave`) to the vehicle-save route, which works out the route from the path and applies SPEC §2's
 * save navigation. Redirects navigate; a refusal stays here as `error`. `send` adds where the shopper is;
 * `submit` takes a whole request (the CMS fitment selector builds its own, the same it posts without JavaScript).
 */
export function useVehicleSave({
  mode,
  is404 = false,
}: {
  mode?: VehicleSelectorMode;
  is404?: boolean;
} = {}) {
  const fetcher = useFetcher<{ error?: string }>();
  const location = useLocation();
  const { submit: post } = fetcher;
  const submit = useCallback(
    (request: VehicleSaveRequest) =>
      void post(encodeVehicleSave(request), { method: 'post', action: SHOP_ROUTES.vehicleSave }),
    [post],
  );
  const send = (change: VehicleChange) =>
    submit({
      ...change,
      path: location.pathname,
      search: withoutOverlay(location).split('?')[1] ?? '',
      is404,
      mode,
    });
  return { send, submit, busy: fetcher.state !== 'idle', error: fetcher.data?.error ?? null };
}
