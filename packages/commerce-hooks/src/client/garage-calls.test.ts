import { describe, expect, it } from 'vitest';
import { recordingClient } from './recording-client.test.helper';

describe('garage calls', () => {
  it('send each call to its /account/garage path with the documented body', async () => {
    const garage = { vehicles: [], selectedId: null, maxVehicles: 5 };
    const { api, sent } = recordingClient(garage);
    const jeep = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
    expect(await api.getAccountGarage()).toEqual({ ok: true, data: garage });
    await api.addGarageVehicle(jeep);
    await api.addGarageVehicle(jeep, false);
    await api.removeGarageVehicle('2021|jeep|wrangler|||');
    await api.selectGarageVehicle('2021|jeep|wrangler|||');
    await api.selectGarageVehicle(null);
    await api.mergeGarage({ vehicles: [jeep], selectedId: null });
    expect(sent).toEqual([
      { method: 'GET', url: '/account/garage', body: undefined },
      { method: 'POST', url: '/account/garage/vehicles', body: { fitment: jeep, select: true } },
      { method: 'POST', url: '/account/garage/vehicles', body: { fitment: jeep, select: false } },
      { method: 'DELETE', url: '/account/garage/vehicles/2021%7Cjeep%7Cwrangler%7C%7C%7C', body: undefined },
      { method: 'PUT', url: '/account/garage/selected', body: { vehicleId: '2021|jeep|wrangler|||' } },
      { method: 'PUT', url: '/account/garage/selected', body: { vehicleId: null } },
      { method: 'POST', url: '/account/garage/merge', body: { vehicles: [jeep], selectedId: null } },
    ]);
  });
});
