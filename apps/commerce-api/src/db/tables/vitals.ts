import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Core Web Vitals from shoppers' browsers (field data): one row per metric of a sampled page load, tagged with
 * the page's route type and the region of the shopper's state. Nothing in a row names a shopper, a device, an
 * address or a URL; the report reads the last 28 days by `recorded_at`.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    routeType: text('route_type').notNull(),
    region: text('region').notNull(),
  },
  (t) => [index('web_vitals_recorded_at_idx').on(t.recordedAt)],
);
