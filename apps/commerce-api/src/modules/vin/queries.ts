import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import { type ResolvedVehicle, resolveVehicle } from '../vehicles/queries';
import { matchByName, type NamedSlug } from './match';

/** Where a decoded VIN lands in our catalogue. */
export type CatalogueMatch =
  | { found: true; vehicle: ResolvedVehicle & { year: number; model: NamedSlug } }
  | { found: false };

/**
 * Maps a decoded year, make and model to a catalogue vehicle: the make and model by fuzzy name, then the
 * year must have at least one configuration of that model.
 */
export async function findCatalogueVehicle(
  db: Executor,
  decoded: { year: number; make: string; model: string },
): Promise<CatalogueMatch> {
  const makes = await queryRows<NamedSlug>(db, sql`select slug, name from makes order by slug`);
  const make = matchByName(decoded.make, makes);
  if (!make) return { found: false };
  const models = await queryRows<NamedSlug>(
    db,
    sql`select md.slug, md.name from models md join makes mk on mk.id = md.make_id
        where mk.slug = ${make.slug} order by md.slug`,
  );
  const model = matchByName(decoded.model, models);
  if (!model) return { found: false };
  const vehicle = await resolveVehicle(db, {
    makeSlug: make.slug,
    modelSlug: model.slug,
    year: decoded.year,
  });
  if (!vehicle?.model || vehicle.year === undefined) return { found: false };
  return { found: true, vehicle: { ...vehicle, year: vehicle.year, model: vehicle.model } };
}
