import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseError } from '../../db/errors';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import type { Fitment } from '../../http/schemas';
import { appNoteSql, type ResolvedVehicle, resolveVehicle } from '../vehicles/queries';
import {
  type CartLineRow,
  clearCart,
  deleteCartLine,
  existingProductIds,
  lockCart,
  type NewCartLine,
  readCartLines,
  updateCartLineQty,
  upsertCartLines,
} from './queries';

/** The largest qty of one cart line. */
export const MAX_LINE_QTY = 99;

/** A cart line as the storefront reads it (SPEC §3 Cart item). */
export interface CartItem {
  itemId: string;
  productId: number;
  qty: number;
  productName: string;
  productLineSlug: string;
  skuSlug: string;
  image: { key: string; filename: string };
  fitmentData: {
    year: number | null;
    makeName: string | null;
    modelName: string | null;
    bedName: string | null;
    bodyName: string | null;
    engineName: string | null;
    appNote: string | null;
  } | null;
  isVirtualItem: boolean;
  originalPrice: number;
  salePrice: number;
  originalSubtotal: number;
  saleSubtotal: number;
  itemSubtotal: number;
  updatedAt: string;
  warranty: null;
  installation: null;
}

/** A shopper's cart with its computed totals. */
export interface Cart {
  permId: string;
  items: CartItem[];
  itemCount: number;
  total: number;
}

/** One entry of an add-to-cart request. */
export interface AddEntry {
  productId: number;
  qty: number;
  fitmentData?: Fitment | undefined;
}

function toItem(row: CartLineRow): CartItem {
  const salePrice = row.price_cents;
  const originalPrice = row.original_price_cents ?? row.price_cents;
  return {
    itemId: row.id,
    productId: row.product_id,
    qty: row.qty,
    productName: row.product_name,
    productLineSlug: row.product_line_slug,
    skuSlug: row.sku_slug,
    image: {
      key: row.image_key ?? `p-${row.product_id}`,
      filename: row.image_filename ?? `${row.sku_slug}.svg`,
    },
    fitmentData: row.fitment_key
      ? {
          year: row.year,
          makeName: row.make_name,
          modelName: row.model_name,
          bedName: row.bed_name,
          bodyName: row.body_name,
          engineName: row.engine_name,
          appNote: row.app_note,
        }
      : null,
    isVirtualItem: row.is_virtual,
    originalPrice,
    salePrice,
    originalSubtotal: originalPrice * row.qty,
    saleSubtotal: salePrice * row.qty,
    itemSubtotal: salePrice * row.qty,
    updatedAt: new Date(row.updated_at).toISOString(),
    warranty: null,
    installation: null,
  };
}

/** Reads a cart (empty when the shopper has none yet). */
export async function getCart(db: Executor, site: string, permId: string): Promise<Cart> {
  const items = (await readCartLines(db, site, permId)).map(toItem);
  return {
    permId,
    items,
    itemCount: items.reduce((sum, item) => sum + item.qty, 0),
    total: items.reduce((sum, item) => sum + item.itemSubtotal, 0),
  };
}

function fitmentKey(f: Fitment): string {
  return [f.year, f.makeSlug, f.modelSlug, f.bodySlug ?? '', f.bedSlug ?? '', f.engineSlug ?? ''].join('|');
}

async function appNoteFor(db: Executor, productId: number, vehicle: ResolvedVehicle): Promise<string | null> {
  const rows = await queryRows<{ app_note: string | null }>(
    db,
    sql`select ${appNoteSql(vehicle)} as app_note
        from products p join product_lines pl on pl.id = p.product_line_id where p.id = ${productId}`,
  );
  return rows[0]?.app_note ?? null;
}

/**
 * Adds products atomically: every product and vehicle is checked first, then all lines are upserted in one
 * statement inside the transaction; any failure leaves the cart as it was.
 */
export async function addToCart(
  db: Database,
  site: string,
  permId: string,
  entries: AddEntry[],
): Promise<Cart> {
  // Entries for the same product and vehicle become one line, so the upsert never touches a row twice.
  const merged = new Map<string, AddEntry & { index: number }>();
  entries.forEach((entry, index) => {
    const key = `${entry.productId}#${entry.fitmentData ? fitmentKey(entry.fitmentData) : ''}`;
    const existing = merged.get(key);
    if (existing) existing.qty += entry.qty;
    else merged.set(key, { ...entry, index });
  });
  try {
    return await db.transaction(async (tx) => {
      const ids = [...new Set(entries.map((e) => e.productId))];
      const known = await existingProductIds(tx, ids);
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new ApiError(404, 'PRODUCT_NOT_FOUND', `Product not found: ${unknown.join(', ')}`);
      }
      const vehicles = new Map<string, ResolvedVehicle>();
      const lines: NewCartLine[] = [];
      for (const entry of merged.values()) {
        if (entry.qty > MAX_LINE_QTY) throw qtyLimit();
        const f = entry.fitmentData;
        if (!f) {
          lines.push({
            productId: entry.productId,
            qty: entry.qty,
            fitmentKey: '',
            year: null,
            makeName: null,
            modelName: null,
            bodyName: null,
            bedName: null,
            engineName: null,
            appNote: null,
          });
          continue;
        }
        const key = fitmentKey(f);
        let vehicle = vehicles.get(key);
        if (!vehicle) {
          const resolved = await resolveVehicle(tx, f);
          if (!resolved) {
            throw new ApiError(400, 'VALIDATION_ERROR', 'The vehicle does not exist', [
              { path: `body.productList.${entry.index}.fitmentData`, message: 'Unknown vehicle' },
            ]);
          }
          vehicle = resolved;
          vehicles.set(key, vehicle);
        }
        lines.push({
          productId: entry.productId,
          qty: entry.qty,
          fitmentKey: key,
          year: f.year,
          makeName: vehicle.make.name,
          modelName: vehicle.model?.name ?? null,
          bodyName: vehicle.body?.name ?? null,
          bedName: vehicle.bed?.name ?? null,
          engineName: vehicle.engine?.name ?? null,
          appNote: await appNoteFor(tx, entry.productId, vehicle),
        });
      }
      // Rows are locked in a stable order so two multi-line adds to one cart cannot deadlock.
      lines.sort((a, b) => a.productId - b.productId || a.fitmentKey.localeCompare(b.fitmentKey));
      const cartId = await lockCart(tx, site, permId);
      await upsertCartLines(tx, cartId, lines);
      return getCart(tx, site, permId);
    });
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code === '23514' && constraint === 'cart_items_qty_range') throw qtyLimit();
    throw error;
  }
}

function qtyLimit(): ApiError {
  return new ApiError(422, 'QTY_LIMIT', `A cart line holds at most ${MAX_LINE_QTY}`);
}

/** Sets the qty of a line. */
export async function setLineQty(db: Database, site: string, permId: string, itemId: string, qty: number) {
  const updated = await updateCartLineQty(db, site, permId, itemId, qty);
  if (!updated) throw new ApiError(404, 'ITEM_NOT_FOUND', 'Cart item not found');
  return getCart(db, site, permId);
}

/** Removes a line. */
export async function removeLine(db: Database, site: string, permId: string, itemId: string) {
  const removed = await deleteCartLine(db, site, permId, itemId);
  if (!removed) throw new ApiError(404, 'ITEM_NOT_FOUND', 'Cart item not found');
  return getCart(db, site, permId);
}

/** Empties the cart. */
export async function emptyCart(db: Database, site: string, permId: string) {
  await clearCart(db, site, permId);
  return getCart(db, site, permId);
}
