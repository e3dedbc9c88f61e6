export type { GarageProps, GarageVehicle } from './garage';
export { Garage } from './garage';
