import type { GarageVehicle } from './garage';

/** A garage of three vehicles, the Wrangler current. */
export const garage: GarageVehicle[] = [
  {
    id: 'v-wrangler',
    primary: '2021 Jeep Wrangler',
    secondary: 'Unlimited Sport',
    isCurrent: true,
    icon: 'JEEP',
  },
  {
    id: 'v-bronco',
    primary: '2022 Ford Bronco',
    secondary: '4 Door 2.7L V6',
    isCurrent: false,
    icon: 'BRONCO',
  },
  { id: 'v-f150', primary: '2020 Ford F-150', secondary: null, isCurrent: false },
];
