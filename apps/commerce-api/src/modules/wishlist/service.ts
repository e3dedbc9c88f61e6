import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { type WishlistMeta, wishlistItemMeta } from '../../db/tables/wishlist';
import { ApiError } from '../../http/errors';
import type { Fitment } from '../../http/schemas';
import { clearCart, deleteCartLine, readCartLines } from '../cart/queries';
import { addToCart, type CartItem, fitmentKey, toItems } from '../cart/service';

/** A wishlist line: a cart line with the meta it was added with. */
export type WishlistItem = CartItem & { meta?: WishlistMeta };

/** A wishlist as the cart routes answer it: the cart's shape without checkout's parts (no shipping, no summary). */
export interface Wishlist {
  permId: string;
  items: WishlistItem[];
  itemCount: number;
  total: number;
}

/** SPEC §3 Wishlist add payload. */
export interface WishlistEntry {
  productId: number;
  qty: number;
  fitmentData?: Fitment | undefined;
  meta?: WishlistMeta | undefined;
}

/**
 * A wishlist is kept as a cart whose key is the wishlist id, so its lines, prices and vehicle names are read and
 * written by the cart's own queries; a permId never has the wishlist suffix, so the two never meet.
 */
export async function getWishlist(db: Executor, site: string, wishlistId: string): Promise<Wishlist> {
  const [rows, metas] = await Promise.all([
    readCartLines(db, site, wishlistId),
    queryRows<{ cart_item_id: string; meta: WishlistMeta | string }>(
      db,
      sql`select m.cart_item_id, m.meta from wishlist_item_meta m
          join cart_items ci on ci.id = m.cart_item_id join carts c on c.id = ci.cart_id
          where c.site = ${site} and c.perm_id = ${wishlistId}`,
    ),
  ]);
  const metaOf = new Map(
    metas.map((m) => [m.cart_item_id, typeof m.meta === 'string' ? JSON.parse(m.meta) : m.meta]),
  );
  const items = rows.flatMap(toItems).map((item) => {
    const meta = metaOf.get(item.itemId);
    return meta ? { ...item, meta } : item;
  });
  return {
    permId: wishlistId,
    items,
    itemCount: rows.reduce((sum, row) => sum + row.qty, 0),
    total: items.reduce((sum, item) => sum + item.itemSubtotal, 0),
  };
}

/** Adds a product as the cart does (the same product and vehicle share a line); its meta replaces the line's. */
export async function addToWishlist(
  db: Database,
  site: string,
  wishlistId: string,
  { meta, ...entry }: WishlistEntry,
): Promise<Wishlist> {
  await addToCart(db, site, wishlistId, [entry]);
  if (meta) {
    const key = entry.fitmentData ? fitmentKey(entry.fitmentData) : '';
    const [line] = await queryRows<{ id: string }>(
      db,
      sql`select ci.id from cart_items ci join carts c on c.id = ci.cart_id
          where c.site = ${site} and c.perm_id = ${wishlistId}
            and ci.product_id = ${entry.productId} and ci.fitment_key = ${key}`,
    );
    if (line) {
      await db
        .insert(wishlistItemMeta)
        .values({ cartItemId: line.id, meta })
        .onConflictDoUpdate({ target: wishlistItemMeta.cartItemId, set: { meta } });
    }
  }
  return getWishlist(db, site, wishlistId);
}

/** Removes a wishlist line (its meta goes with it). */
export async function removeFromWishlist(
  db: Database,
  site: string,
  wishlistId: string,
  itemId: string,
): Promise<Wishlist> {
  if (!(await deleteCartLine(db, site, wishlistId, itemId))) {
    throw new ApiError(404, 'ITEM_NOT_FOUND', 'Wishlist item not found');
  }
  return getWishlist(db, site, wishlistId);
}

/** Empties the wishlist. */
export async function emptyWishlist(db: Database, site: string, wishlistId: string): Promise<Wishlist> {
  await clearCart(db, site, wishlistId);
  return getWishlist(db, site, wishlistId);
}
