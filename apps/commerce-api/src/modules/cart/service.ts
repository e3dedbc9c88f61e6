import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseError } from '../../db/errors';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import type { Fitment } from '../../http/schemas';
import { readCheckout } from '../checkout/checkout-queries';
import { chosenMethod, type ShippingMethod, shippingMethods } from '../checkout/shipping';
import { type DiscountLine, type OrderSummary, orderSummary, taxableAmount } from '../checkout/summary';
import { embeddedTaxService, type TaxService } from '../checkout/tax';
import { appNoteSql, type ResolvedVehicle, resolveVehicle } from '../vehicles/queries';
import {
  addCartLines,
  type CartLineRow,
  clearCart,
  deleteCartLine,
  existingProductIds,
  INSTALLATION_NAME,
  type NewCartLine,
  planUnitPrice,
  readCartLines,
  updateCartLineInstallation,
  updateCartLineQty,
  updateCartLineWarranty,
  type WarrantyPlanRow,
} from './queries';

/** The largest qty of one cart line. */
export const MAX_LINE_QTY = 99;

/** The protection plan chosen for a line (SPEC §3 Cart item warranty). */
export interface CartWarranty {
  planId: string;
  qty: number;
}

/** A protection plan a line can have, priced per covered unit. */
export interface WarrantyOffer {
  planId: string;
  name: string;
  months: number;
  price: number;
}

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
  /** The line's vehicle as slugs, as an add payload's fitmentData takes it (so a line can be moved); null without one. */
  fitment: Fitment | null;
  isVirtualItem: boolean;
  originalPrice: number;
  salePrice: number;
  originalSubtotal: number;
  saleSubtotal: number;
  itemSubtotal: number;
  updatedAt: string;
  warranty: CartWarranty | null;
  /** Professional installation chosen for this line: it covers every unit, at `price` per unit. */
  installation: CartInstallation | null;
  /** The plans the shopper can choose for this line (none on virtual lines). */
  warrantyPlans: WarrantyOffer[];
  /** Price per unit of professional installation when this line's product offers it, else null. */
  installationPrice: number | null;
}

/** Professional installation of a line (SPEC §3 Cart item installation): price per unit and the units installed. */
export interface CartInstallation {
  price: number;
  qty: number;
}

/** A shopper's cart with its computed totals and order summary. */
export interface Cart {
  permId: string;
  items: CartItem[];
  /** Units of the parts in the cart (virtual warranty lines are not counted). */
  itemCount: number;
  total: number;
  shippingMethods: ShippingMethod[];
  shippingMethodId: ShippingMethod['id'];
  summary: OrderSummary;
}

/** What pricing a cart needs besides the database. */
export interface CartPricing {
  tax: TaxService;
}

/** The pricing of a cart when the app is given no other: the embedded tax table. */
export const DEFAULT_PRICING: CartPricing = { tax: embeddedTaxService };

/** One entry of an add-to-cart request. */
export interface AddEntry {
  productId: number;
  qty: number;
  fitmentData?: Fitment | undefined;
}

/** Suffixes of the ids of a line's virtual lines; not UUIDs, so item routes cannot change them. */
const WARRANTY_ITEM_SUFFIX = ':warranty';
const INSTALLATION_ITEM_SUFFIX = ':installation';

function plansOf(row: CartLineRow): WarrantyOffer[] {
  const plans = typeof row.plans === 'string' ? (JSON.parse(row.plans) as WarrantyPlanRow[]) : row.plans;
  return plans.map((p) => ({
    planId: p.id,
    name: p.name,
    months: p.months,
    price: planUnitPrice(row.price_cents, p),
  }));
}

/** A virtual line sold with `line` (its plan or installation): fixed qty, no vehicle, no choices of its own. */
function serviceLine(line: CartItem, suffix: string, name: string, price: number, qty: number): CartItem {
  return {
    ...line,
    itemId: `${line.itemId}${suffix}`,
    qty,
    productName: `${name} for ${line.productName}`,
    fitmentData: null,
    fitment: null,
    isVirtualItem: true,
    originalPrice: price,
    salePrice: price,
    originalSubtotal: price * qty,
    saleSubtotal: price * qty,
    itemSubtotal: price * qty,
    warranty: null,
    installation: null,
    warrantyPlans: [],
    installationPrice: null,
  };
}

/** A cart row as its line, followed by the virtual lines of its warranty and installation when it has them. */
export function toItems(row: CartLineRow): CartItem[] {
  const salePrice = row.price_cents;
  const originalPrice = row.original_price_cents ?? row.price_cents;
  const warrantyPlans = plansOf(row);
  const warranty =
    row.warranty_plan_id && row.warranty_qty ? { planId: row.warranty_plan_id, qty: row.warranty_qty } : null;
  const installationPrice = row.installation_price_cents;
  // An offer withdrawn after the choice drops the installation rather than charging an unknown price.
  const installation =
    row.installation && installationPrice !== null ? { price: installationPrice, qty: row.qty } : null;
  const line: CartItem = {
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
    fitment: fitmentOfKey(row.fitment_key),
    isVirtualItem: row.is_virtual,
    originalPrice,
    salePrice,
    originalSubtotal: originalPrice * row.qty,
    saleSubtotal: salePrice * row.qty,
    itemSubtotal: salePrice * row.qty,
    updatedAt: new Date(row.updated_at).toISOString(),
    warranty,
    installation,
    warrantyPlans,
    installationPrice,
  };
  const items = [line];
  const plan = warranty && warrantyPlans.find((p) => p.planId === warranty.planId);
  if (warranty && plan)
    items.push(serviceLine(line, WARRANTY_ITEM_SUFFIX, plan.name, plan.price, warranty.qty));
  if (installation) {
    items.push(
      serviceLine(line, INSTALLATION_ITEM_SUFFIX, INSTALLATION_NAME, installation.price, installation.qty),
    );
  }
  return items;
}

/**
 * Reads a cart (empty when the shopper has none yet) with its shipping methods and order summary. Discounts come
 * from the coupons module; none are applied yet.
 */
export async function getCart(
  db: Executor,
  { tax }: CartPricing,
  site: string,
  permId: string,
  discounts: readonly DiscountLine[] = [],
): Promise<Cart> {
  const [rows, checkout] = await Promise.all([
    readCartLines(db, site, permId),
    readCheckout(db, site, permId),
  ]);
  const items = rows.flatMap(toItems);
  const methods = shippingMethods(
    rows.map((r) => ({
      subtotal: r.price_cents * r.qty,
      isVirtual: r.is_virtual,
      isFreight: r.is_freight,
      isFreeShipping: r.is_free_shipping,
      shipsSameDay: r.ships_same_day,
    })),
    checkout.settings,
  );
  const method = chosenMethod(methods, checkout.shippingMethod);
  const subtotal = items.reduce((sum, item) => sum + item.itemSubtotal, 0);
  const estimatedTax = await tax.estimate({
    stateId: checkout.shippingContact?.stateId ?? null,
    amount: taxableAmount(subtotal, discounts),
  });
  return {
    permId,
    items,
    itemCount: rows.reduce((sum, row) => sum + row.qty, 0),
    total: subtotal,
    shippingMethods: methods,
    shippingMethodId: method.id,
    summary: orderSummary({ subtotal, discounts, shipping: method.price, estimatedTax }),
  };
}

/** The canonical vehicle string that decides whether two adds share a line. */
export function fitmentKey(f: Fitment): string {
  return [f.year, f.makeSlug, f.modelSlug, f.bodySlug ?? '', f.bedSlug ?? '', f.engineSlug ?? ''].join('|');
}

/** The vehicle back from its {@link fitmentKey} ('' for none). */
export function fitmentOfKey(key: string): Fitment | null {
  if (key === '') return null;
  const [year, makeSlug = '', modelSlug = '', bodySlug, bedSlug, engineSlug] = key.split('|');
  return {
    year: Number(year),
    makeSlug,
    modelSlug,
    ...(bodySlug ? { bodySlug } : {}),
    ...(bedSlug ? { bedSlug } : {}),
    ...(engineSlug ? { engineSlug } : {}),
  };
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
 * Adds products atomically: every vehicle is checked first, then all lines are upserted in one statement inside
 * the transaction (an unknown product fails its foreign key); any failure leaves the cart as it was.
 */
export async function addToCart(
  db: Database,
  site: string,
  permId: string,
  entries: AddEntry[],
  pricing: CartPricing = DEFAULT_PRICING,
): Promise<Cart> {
  // Entries for the same product and vehicle become one line, so the upsert never touches a row twice.
  const merged = new Map<string, AddEntry & { index: number }>();
  entries.forEach((entry, index) => {
    const key = `${entry.productId}#${entry.fitmentData ? fitmentKey(entry.fitmentData) : ''}`;
    const existing = merged.get(key);
    if (existing) existing.qty += entry.qty;
    else merged.set(key, { ...entry, index });
  });
  // Vehicles and app notes are catalogue reads: they need no transaction and run before the cart is locked.
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
      const resolved = await resolveVehicle(db, f);
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
      appNote: await appNoteFor(db, entry.productId, vehicle),
    });
  }
  // Rows are locked in a stable order so two multi-line adds to one cart cannot deadlock.
  lines.sort((a, b) => a.productId - b.productId || a.fitmentKey.localeCompare(b.fitmentKey));
  try {
    await addCartLines(db, site, permId, lines);
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code === '23514' && constraint === 'cart_items_qty_range') throw qtyLimit();
    // Unknown products are found by the line's foreign key, sparing every add a look-up of its own.
    if (code === '23503') {
      const ids = [...new Set(entries.map((e) => e.productId))];
      const known = await existingProductIds(db, ids);
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new ApiError(404, 'PRODUCT_NOT_FOUND', `Product not found: ${unknown.join(', ')}`);
      }
    }
    throw error;
  }
  // Read after the commit, so the cart's row lock is held only for the write itself.
  return getCart(db, pricing, site, permId);
}

function qtyLimit(): ApiError {
  return new ApiError(422, 'QTY_LIMIT', `A cart line holds at most ${MAX_LINE_QTY}`);
}

/** Sets the qty of a line (its warranty shrinks with it when it covered more units; its installation follows it). */
export async function setLineQty(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
  itemId: string,
  qty: number,
) {
  return cartAfter(db, pricing, site, permId, await updateCartLineQty(db, site, permId, itemId, qty));
}

/** Removes a line, with its warranty and installation. */
export async function removeLine(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
  itemId: string,
) {
  return cartAfter(db, pricing, site, permId, await deleteCartLine(db, site, permId, itemId));
}

/** Empties the cart. */
export async function emptyCart(db: Database, pricing: CartPricing, site: string, permId: string) {
  await clearCart(db, site, permId);
  return getCart(db, pricing, site, permId);
}

/**
 * Chooses a protection plan for a line: the plan must be one the line offers and cover 1 to the line's qty units.
 * The line is read and changed in one transaction, so a concurrent qty change cannot leave it over-covered (the
 * table's CHECK holds the same rule).
 */
export async function setWarranty(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
  itemId: string,
  warranty: CartWarranty,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const rows = await readCartLines(tx, site, permId);
    const row = rows.find((r) => r.id === itemId);
    if (!row) throw itemNotFound();
    if (!plansOf(row).some((p) => p.planId === warranty.planId)) {
      throw new ApiError(404, 'PLAN_NOT_FOUND', 'This protection plan is not offered for this item');
    }
    if (warranty.qty > row.qty) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        `The plan can cover at most the ${row.qty} units of the line`,
        [{ path: 'body.qty', message: `At most ${row.qty}` }],
      );
    }
    await updateCartLineWarranty(tx, site, permId, itemId, warranty);
    return getCart(tx, pricing, site, permId);
  });
}

/** Removes the protection plan of a line (harmlessly when it has none). */
export async function removeWarranty(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
  itemId: string,
): Promise<Cart> {
  const updated = await updateCartLineWarranty(db, site, permId, itemId, null);
  return cartAfter(db, pricing, site, permId, updated);
}

/**
 * Chooses (POST) or drops (DELETE) professional installation of a line (cart/{permId}/items/{itemId}/installation).
 * Only a product that offers it can have it; dropping is harmless when there is none. It always covers the line's
 * whole qty, so it follows every qty change.
 */
export async function chooseInstallation(
  db: Database,
  pricing: CartPricing,
  { site, permId, itemId }: { site: string; permId: string; itemId: string },
  installed: boolean,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const row = (await readCartLines(tx, site, permId)).find((r) => r.id === itemId);
    if (!row) throw itemNotFound();
    if (installed && row.installation_price_cents === null) {
      throw new ApiError(
        404,
        'INSTALLATION_NOT_OFFERED',
        'Professional installation is not offered for this item',
      );
    }
    await updateCartLineInstallation(tx, site, permId, itemId, installed);
    return getCart(tx, pricing, site, permId);
  });
}

/** The cart after a change of one line that reported whether the line was in this shopper's cart. */
function cartAfter(db: Executor, pricing: CartPricing, site: string, permId: string, changed: boolean) {
  if (!changed) throw itemNotFound();
  return getCart(db, pricing, site, permId);
}

function itemNotFound(): ApiError {
  return new ApiError(404, 'ITEM_NOT_FOUND', 'Cart item not found');
}
