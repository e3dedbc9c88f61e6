import {
  addToGarage,
  garageVehicleId,
  removeFromGarage,
  type SavedVehicle,
  type SelectedGarage,
  switchInGarage,
} from '@fitkit/fitment';

// The changes of a signed-in shopper's garage, as plain functions over fitment's garage rules (the cookie garage's
// own): the same order, limit and identity, plus the chosen vehicle the cookies keep in fitmentData.

/** The chosen id when that vehicle is still in the garage (it may have fallen out past the limit), else null. */
function keptSelection(vehicles: SelectedGarage['vehicles'], id: string | null): string | null {
  return id !== null && vehicles.some((vehicle) => garageVehicleId(vehicle.fitment) === id) ? id : null;
}

/** The garage with a vehicle put first (most recent), and chosen when `select`. */
export function withVehicle(garage: SelectedGarage, vehicle: SavedVehicle, select: boolean): SelectedGarage {
  const vehicles = addToGarage(garage.vehicles, vehicle.fitment, vehicle.names);
  const selectedId = select ? garageVehicleId(vehicle.fitment) : garage.selectedId;
  return { vehicles, selectedId: keptSelection(vehicles, selectedId) };
}

/** The garage without a vehicle; removing the chosen one leaves none chosen. Unchanged for an unknown id. */
export function withoutVehicle(garage: SelectedGarage, id: string): SelectedGarage {
  const vehicles = removeFromGarage(garage.vehicles, id);
  return { vehicles, selectedId: keptSelection(vehicles, garage.selectedId) };
}

/** The garage with a vehicle chosen (and put first), or none chosen for null; null when the id is not in it. */
export function withSelection(garage: SelectedGarage, id: string | null): SelectedGarage | null {
  if (id === null) return { vehicles: garage.vehicles, selectedId: null };
  const switched = switchInGarage(garage.vehicles, id);
  return switched ? { vehicles: switched.garage, selectedId: id } : null;
}
