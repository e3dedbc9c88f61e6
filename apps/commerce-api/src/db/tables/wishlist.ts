import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { cartItems } from '../schema';

/**
 * The optional `meta` of a wishlist line (SPEC §3 Wishlist add payload). A wishlist is kept as a cart whose key is
 * the wishlist id, so its lines are cart lines; only this extra is the wishlist's own, and it goes with its line.
 */
export const wishlistItemMeta = pgTable('wishlist_item_meta', {
  cartItemId: uuid('cart_item_id')
    .primaryKey()
    .references(() => cartItems.id, { onDelete: 'cascade' }),
  meta: jsonb('meta').$type<WishlistMeta>().notNull(),
});

/** What a shop may note on a wishlist line: a few short named values. */
export type WishlistMeta = Record<string, string | number | boolean>;
