import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { inList, products, users } from '../schema';

/**
 * Where a customer build is in moderation, once: submitted (waiting for its owner's e-mail confirmation),
 * confirmed (waiting for an admin), published (shown to everyone) or rejected.
 */
export const BUILD_STATUSES = ['submitted', 'confirmed', 'published', 'rejected'] as const;

/**
 * A shopper's build: their vehicle (the fitment's slugs and the names shown), a title and a story. The
 * confirmation token of its e-mail is kept as its SHA-256 and cleared once used.
 */
export const builds = pgTable(
  'builds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('submitted'),
    title: text('title').notNull(),
    story: text('story').notNull(),
    year: smallint('year').notNull(),
    makeSlug: text('make_slug').notNull(),
    modelSlug: text('model_slug').notNull(),
    bodySlug: text('body_slug'),
    bedSlug: text('bed_slug'),
    engineSlug: text('engine_slug'),
    vehicleName: text('vehicle_name').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('builds_status_check', sql`${t.status} in (${inList(BUILD_STATUSES)})`),
    // The public list: published builds of a vehicle, newest first.
    index('builds_status_vehicle_idx').on(t.status, t.makeSlug, t.modelSlug, t.year, t.publishedAt.desc()),
    index('builds_user_idx').on(t.userId),
  ],
);

/** A build's photo: its key in the photo store and the size of the stored (re-encoded) picture. */
export const buildPhotos = pgTable(
  'build_photos',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.position] })],
);

/** A part used on a build: one SKU, so 'add all to cart' adds exactly what the shopper fitted. */
export const buildParts = pgTable(
  'build_parts',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.position] })],
);
