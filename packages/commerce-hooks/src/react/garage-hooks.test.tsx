// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountGarage } from '../client/types';
import { commerceKeys } from '../query/keys';
import { useAccountGarage, useAddGarageVehicle, useRemoveGarageVehicle } from './garage-hooks';
import { hookWrapper } from './hooks.test.helper';

afterEach(cleanup);

const jeep = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
const JEEP_ID = '2021|jeep|wrangler|||';

/** An API double keeping one garage, as the API would for the session. */
function keptGarageApi() {
  let garage: AccountGarage = { vehicles: [], selectedId: null, maxVehicles: 5 };
  return hookWrapper(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/account/garage/vehicles') {
      garage = {
        ...garage,
        vehicles: [{ id: JEEP_ID, fitment: jeep, names: { make: 'Jeep' } }],
        selectedId: JEEP_ID,
      };
    } else if (request.method === 'DELETE') {
      garage = { ...garage, vehicles: [], selectedId: null };
    }
    return Response.json(garage);
  });
}

describe('garage hooks', () => {
  it('read the kept garage, and each change puts its answer in the cache', async () => {
    const { queryClient, wrapper } = keptGarageApi();
    const { result } = renderHook(
      () => ({ garage: useAccountGarage(), add: useAddGarageVehicle(), remove: useRemoveGarageVehicle() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.garage.data?.vehicles).toEqual([]));
    await act(() => result.current.add.mutateAsync({ fitment: jeep }));
    expect(queryClient.getQueryData(commerceKeys.accountGarage())).toMatchObject({ selectedId: JEEP_ID });
    await waitFor(() => expect(result.current.garage.data?.vehicles).toHaveLength(1));
    await act(() => result.current.remove.mutateAsync(JEEP_ID));
    await waitFor(() => expect(result.current.garage.data?.vehicles).toEqual([]));
  });

  it('stays idle while not enabled', () => {
    const { wrapper } = keptGarageApi();
    const { result } = renderHook(() => useAccountGarage(false), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
