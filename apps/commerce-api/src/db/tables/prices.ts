import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../schema';

/**
 * Every price a SKU has had, each with the moment it took effect (the catalogue's timeTravel shows the prices of
 * an instant from it). `products` keeps the current price, which carts and orders use; a trigger (migration 0021)
 * writes an entry here whenever that price or its compare-at price changes, in the changing statement's transaction.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The compare-at price then (`products.original_price_cents`), null when the SKU was not on sale. */
    originalPriceCents: integer('original_price_cents'),
  },
  // The key doubles as the look-up index: a SKU's entries newest first, up to an instant.
  (t) => [primaryKey({ columns: [t.productId, t.effectiveFrom] })],
);
