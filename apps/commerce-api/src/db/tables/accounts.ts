import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

/**
 * A contact of a shopper's address book: the checkout contact as the checkout form checks it (kept whole, so it
 * prefills the address step as typed). At most one per user is the default (the partial unique index).
 */
export const addressBook = pgTable(
  'address_book',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_book_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('address_book_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A card the provider keeps for the shopper: only its reference at the provider and what may be shown of it
 * (brand, last four digits, expiry). Card numbers never reach the API.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's reference of the kept card (`pm_…` in the sandbox). */
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_provider_ref_uq').on(t.provider, t.providerRef),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
  ],
);
