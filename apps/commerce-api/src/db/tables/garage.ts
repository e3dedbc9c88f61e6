import type { VehicleNames } from '@fitkit/fitment';
import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

/**
 * A signed-in shopper's garage: which of its vehicles is chosen. Every change of the garage locks this row first,
 * so concurrent changes of one shopper's garage run one after the other and none is lost.
 */
export const garages = pgTable('garages', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The chosen vehicle's id (fitment's garageVehicleId), one of the garage's vehicles, or null. */
  selectedVehicleId: text('selected_vehicle_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A vehicle of a signed-in shopper's garage at its place (0 = most recent), the cookie garage's fields. The limit
 * of GARAGE_MAX_VEHICLES is fitment's garage rule, applied by every change (modules/garage/rules.ts).
 */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => garages.userId, { onDelete: 'cascade' }),
    /** fitment's garageVehicleId: the same vehicle has the same id, so it is kept once. */
    vehicleId: text('vehicle_id').notNull(),
    position: smallint('position').notNull(),
    year: integer('year').notNull(),
    makeSlug: text('make_slug').notNull(),
    modelSlug: text('model_slug').notNull(),
    bodySlug: text('body_slug'),
    bedSlug: text('bed_slug'),
    engineSlug: text('engine_slug'),
    /** Display names of the levels, as the catalogue named them when the vehicle was kept. */
    names: jsonb('names').$type<VehicleNames>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vehicleId] }),
    uniqueIndex('garage_vehicles_position_idx').on(t.userId, t.position),
  ],
);
