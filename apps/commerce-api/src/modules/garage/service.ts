import {
  FITMENT_LEVELS,
  type Fitment,
  garageVehicleId,
  mergeGarages,
  type SavedVehicle,
  type SelectedGarage,
  type VehicleNames,
} from '@fitkit/fitment';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { resolveVehicle } from '../vehicles/queries';
import { lockGarage, readGarage, writeGarage } from './queries';
import { withoutVehicle, withSelection, withVehicle } from './rules';

export { readGarage } from './queries';

/**
 * Applies one change to a user's garage in a transaction that holds the garage's lock: concurrent changes of the
 * same garage run one after the other, each on the result of the last, so none is lost and none is doubled.
 */
function changeGarage(
  db: Database,
  userId: string,
  change: (garage: SelectedGarage) => SelectedGarage,
): Promise<SelectedGarage> {
  return db.transaction(async (tx) => {
    await lockGarage(tx, userId);
    const next = change(await readGarage(tx, userId));
    await writeGarage(tx, userId, next);
    return next;
  });
}

/** A vehicle with the catalogue's names, or null when the catalogue does not know it. */
async function namedVehicle(db: Database, fitment: Fitment): Promise<SavedVehicle | null> {
  const resolved = await resolveVehicle(db, fitment);
  if (!resolved) return null;
  const names: VehicleNames = {};
  for (const level of FITMENT_LEVELS) {
    if (level === 'year') continue;
    const name = resolved[level]?.name;
    if (name !== undefined) names[level] = name;
  }
  return { fitment, names };
}

/** Keeps a vehicle first in the garage (chosen when `select`); 404 for a vehicle the catalogue does not know. */
export async function addVehicle(
  db: Database,
  userId: string,
  fitment: Fitment,
  select: boolean,
): Promise<SelectedGarage> {
  const vehicle = await namedVehicle(db, fitment);
  if (!vehicle) throw new ApiError(404, 'NOT_FOUND', 'This vehicle is not in our catalogue.');
  return changeGarage(db, userId, (garage) => withVehicle(garage, vehicle, select));
}

/** Removes a vehicle (harmlessly when it is not there). */
export function removeVehicle(db: Database, userId: string, vehicleId: string): Promise<SelectedGarage> {
  return changeGarage(db, userId, (garage) => withoutVehicle(garage, vehicleId));
}

/** Chooses a vehicle of the garage (null: none); 404 when it is not in the garage. */
export function selectVehicle(
  db: Database,
  userId: string,
  vehicleId: string | null,
): Promise<SelectedGarage> {
  return changeGarage(db, userId, (garage) => {
    const next = withSelection(garage, vehicleId);
    if (!next) throw new ApiError(404, 'NOT_FOUND', 'That vehicle is no longer in your garage.');
    return next;
  });
}

/**
 * Merges a browser's garage (the cookies' vehicles, most recent first, and the chosen one) into the user's, by
 * fitment's mergeGarages rule. Vehicles the catalogue no longer knows are left out (a cookie can be years old);
 * names come from the catalogue, never from the cookie. Idempotent.
 */
export async function mergeGarage(
  db: Database,
  userId: string,
  browser: { vehicles: Fitment[]; selectedId: string | null },
): Promise<SelectedGarage> {
  const named = await Promise.all(browser.vehicles.map((fitment) => namedVehicle(db, fitment)));
  const vehicles = named.filter((vehicle): vehicle is SavedVehicle => vehicle !== null);
  const selectedId = vehicles.some((v) => garageVehicleId(v.fitment) === browser.selectedId)
    ? browser.selectedId
    : null;
  return changeGarage(db, userId, (garage) => mergeGarages(garage, { vehicles, selectedId }));
}
