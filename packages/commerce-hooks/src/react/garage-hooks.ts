import type { Fitment } from '@fitkit/fitment';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CommerceClient } from '../client/client';
import { type CommerceRequestError, type Result, unwrap } from '../client/errors';
import type { AccountGarage, GarageMerge } from '../client/types';
import { commerceKeys } from '../query/keys';
import { commerceQueries } from '../query/queries';
import { useCommerceClient } from './provider';

/** The signed-in shopper's kept garage; idle until `enabled` (ask only when the shopper is signed in). */
export function useAccountGarage(enabled = true): UseQueryResult<AccountGarage, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({ ...commerceQueries.accountGarage(client), enabled });
}

/** A change of the kept garage: its answer is the whole garage, which becomes the cached one. */
function useGarageChange<V>(
  change: (client: CommerceClient, variables: V) => Promise<Result<AccountGarage>>,
): UseMutationResult<AccountGarage, CommerceRequestError, V> {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMutation<AccountGarage, CommerceRequestError, V>({
    mutationFn: (variables) => change(client, variables).then(unwrap),
    onSuccess: (garage) => queryClient.setQueryData(commerceKeys.accountGarage(), garage),
  });
}

/** Variables of useAddGarageVehicle: the vehicle, and whether it becomes the chosen one (default true). */
export interface AddGarageVehicleVariables {
  fitment: Fitment;
  select?: boolean;
}

/** Keeps a vehicle first in the garage. */
export function useAddGarageVehicle() {
  return useGarageChange<AddGarageVehicleVariables>((client, { fitment, select }) =>
    client.addGarageVehicle(fitment, select),
  );
}

/** Removes a vehicle from the garage by id. */
export function useRemoveGarageVehicle() {
  return useGarageChange<string>((client, vehicleId) => client.removeGarageVehicle(vehicleId));
}

/** Chooses a vehicle of the garage by id, or none with null. */
export function useSelectGarageVehicle() {
  return useGarageChange<string | null>((client, vehicleId) => client.selectGarageVehicle(vehicleId));
}

/** Merges a browser's garage into the kept one. */
export function useMergeGarage() {
  return useGarageChange<GarageMerge>((client, browser) => client.mergeGarage(browser));
}
