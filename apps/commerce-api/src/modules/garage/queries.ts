import {
  type Fitment,
  garageVehicleId,
  type SavedVehicle,
  type SelectedGarage,
  type VehicleNames,
} from '@fitkit/fitment';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { garages, garageVehicles } from '../../db/tables/garage';

/** The rows of a fitment: absent levels are null. */
function fitmentColumns(fitment: Fitment) {
  return {
    year: fitment.year,
    makeSlug: fitment.makeSlug,
    modelSlug: fitment.modelSlug,
    bodySlug: fitment.bodySlug ?? null,
    bedSlug: fitment.bedSlug ?? null,
    engineSlug: fitment.engineSlug ?? null,
  };
}

function toSavedVehicle(row: typeof garageVehicles.$inferSelect): SavedVehicle {
  const fitment: Fitment = { year: row.year, makeSlug: row.makeSlug, modelSlug: row.modelSlug };
  if (row.bodySlug !== null) fitment.bodySlug = row.bodySlug;
  if (row.bedSlug !== null) fitment.bedSlug = row.bedSlug;
  if (row.engineSlug !== null) fitment.engineSlug = row.engineSlug;
  return { fitment, names: row.names as VehicleNames };
}

/** A user's garage, most recent first (empty, none chosen, when they never kept one). */
export async function readGarage(db: Database, userId: string): Promise<SelectedGarage> {
  const [head] = await db
    .select({ selectedId: garages.selectedVehicleId })
    .from(garages)
    .where(eq(garages.userId, userId));
  const rows = await db
    .select()
    .from(garageVehicles)
    .where(eq(garageVehicles.userId, userId))
    .orderBy(asc(garageVehicles.position));
  return { vehicles: rows.map(toSavedVehicle), selectedId: head?.selectedId ?? null };
}

/**
 * Takes the user's garage for a change (made on first use): the row stays locked until the transaction ends, so a
 * concurrent change of the same garage waits here and then reads what this one wrote.
 */
export async function lockGarage(tx: Database, userId: string): Promise<void> {
  await tx
    .insert(garages)
    .values({ userId })
    .onConflictDoUpdate({ target: garages.userId, set: { updatedAt: sql`now()` } });
}

/** Writes a user's whole garage (at most GARAGE_MAX_VEHICLES rows) in place of what it held. */
export async function writeGarage(tx: Database, userId: string, garage: SelectedGarage): Promise<void> {
  await tx.delete(garageVehicles).where(eq(garageVehicles.userId, userId));
  if (garage.vehicles.length > 0) {
    await tx.insert(garageVehicles).values(
      garage.vehicles.map(({ fitment, names }, position) => ({
        userId,
        vehicleId: garageVehicleId(fitment),
        position,
        ...fitmentColumns(fitment),
        names,
      })),
    );
  }
  await tx.update(garages).set({ selectedVehicleId: garage.selectedId }).where(eq(garages.userId, userId));
}
