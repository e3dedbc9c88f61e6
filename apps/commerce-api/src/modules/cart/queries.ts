import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';
import { queryRows } from '../../db/rows';

/** A cart line joined with its product for display and prices. */
export interface CartLineRow {
  id: string;
  product_id: number;
  qty: number;
  product_name: string;
  product_line_slug: string;
  sku_slug: string;
  image_key: string | null;
  image_filename: string | null;
  fitment_key: string;
  year: number | null;
  make_name: string | null;
  model_name: string | null;
  body_name: string | null;
  bed_name: string | null;
  engine_name: string | null;
  app_note: string | null;
  is_virtual: boolean;
  price_cents: number;
  original_price_cents: number | null;
  updated_at: Date | string;
  warranty_plan_id: string | null;
  warranty_qty: number | null;
  installation: boolean;
  /** Price per unit of professional installation for this line, or null when none is offered. */
  installation_price_cents: number | null;
  /** The protection plans this line can have (none for virtual products). */
  plans: WarrantyPlanRow[] | string;
  is_freight: boolean;
  is_free_shipping: boolean;
  ships_same_day: boolean;
}

/** A protection plan as stored. */
export interface WarrantyPlanRow {
  id: string;
  name: string;
  months: number;
  bp: number;
  min: number;
}

/** A plan's price per covered unit of a part sold at `priceCents`: its share of the price, never below its minimum. */
export function planUnitPrice(priceCents: number, plan: Pick<WarrantyPlanRow, 'bp' | 'min'>): number {
  return Math.max(plan.min, Math.round((priceCents * plan.bp) / 10_000));
}

/** The name of an installation line (before 'for {product}'). */
export const INSTALLATION_NAME = 'Professional Installation';

/**
 * The installation price of a line's product (needs `pl` and `cat` in scope): the offer of its most specific
 * category; none for virtual products.
 */
export const INSTALLATION_PRICE_SQL = sql`select io.price_cents from installation_offers io
  where not pl.is_virtual and (cat.path = io.category_path or starts_with(cat.path, io.category_path || '/'))
  order by length(io.category_path) desc limit 1`;

/**
 * Reads the lines of a shopper's cart for a site, oldest first. Prepared: planning this join costs several times
 * running it, and every cart answer reads it. Prices are always today's (`products`), never the price history's:
 * timeTravel is an editor's preview of the catalogue (SPEC §2/§7), so a cart filled from a time-travelled page
 * charges, and its order keeps, what the SKU costs now.
 */
export async function readCartLines(db: Executor, site: string, permId: string): Promise<CartLineRow[]> {
  return preparedRows<CartLineRow>(
    db,
    sql`select ci.id, ci.product_id, ci.qty, p.name as product_name, pl.slug as product_line_slug,
          p.sku_slug, img.key as image_key, img.filename as image_filename, ci.fitment_key, ci.year,
          ci.make_name, ci.model_name, ci.body_name, ci.bed_name, ci.engine_name, ci.app_note,
          pl.is_virtual, p.price_cents, p.original_price_cents, ci.updated_at, ci.warranty_plan_id, ci.warranty_qty,
          ci.installation, (${INSTALLATION_PRICE_SQL}) as installation_price_cents,
          (select coalesce(json_agg(json_build_object('id', wp.id, 'name', wp.name, 'months', wp.months,
                    'bp', wp.price_basis_points, 'min', wp.min_price_cents) order by wp.months, wp.id), '[]')
             from warranty_plans wp
             where not pl.is_virtual
               and (wp.category_path is null or cat.path = wp.category_path
                    or starts_with(cat.path, wp.category_path || '/'))) as plans,
          coalesce(d.is_freight, false) as is_freight, coalesce(d.is_free_shipping, false) as is_free_shipping,
          p.ships_same_day
        from carts c
        join cart_items ci on ci.cart_id = c.id
        join products p on p.id = ci.product_id
        join product_lines pl on pl.id = p.product_line_id
        join categories cat on cat.id = pl.category_id
        left join product_line_details d on d.product_line_id = pl.id
        left join product_images img on img.product_line_id = pl.id and img.position = 0
        where c.site = ${site} and c.perm_id = ${permId}
        order by ci.created_at, ci.id`,
  );
}

/** Returns the id of the shopper's cart, creating it; also takes the cart row lock so adds queue up. */
export async function lockCart(db: Executor, site: string, permId: string): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into carts (site, perm_id) values (${site}, ${permId})
        on conflict (site, perm_id) do update set updated_at = now()
        returning id`,
  );
  return rows[0]!.id;
}

/** The ids among `ids` that are products. */
export async function existingProductIds(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** A line to add, with the vehicle already resolved to names. */
export interface NewCartLine {
  productId: number;
  qty: number;
  fitmentKey: string;
  year: number | null;
  makeName: string | null;
  modelName: string | null;
  bodyName: string | null;
  bedName: string | null;
  engineName: string | null;
  appNote: string | null;
}

/**
 * Adds lines to the shopper's cart in one statement (its own transaction): the cart row is created or touched
 * first, and its row lock queues concurrent writers of the cart; an existing line (same product and vehicle)
 * then grows by the added qty in the database, so concurrent adds never lose an update. Lines go in the order
 * given (the caller sorts them, so two multi-line adds cannot deadlock). The qty CHECK constraint rejects lines
 * over the limit, the product's foreign key unknown products.
 */
export async function addCartLines(
  db: Executor,
  site: string,
  permId: string,
  lines: NewCartLine[],
): Promise<void> {
  const values = lines.map(
    (l) =>
      sql`(${l.productId}::int, ${l.qty}::int, ${l.fitmentKey}::text, ${l.year}::smallint, ${l.makeName}::text,
        ${l.modelName}::text, ${l.bodyName}::text, ${l.bedName}::text, ${l.engineName}::text, ${l.appNote}::text)`,
  );
  await preparedRows(
    db,
    sql`with cart as (
          insert into carts (site, perm_id) values (${site}, ${permId})
          on conflict (site, perm_id) do update set updated_at = now()
          returning id)
        insert into cart_items (cart_id, product_id, qty, fitment_key, year, make_name, model_name, body_name,
          bed_name, engine_name, app_note)
        select cart.id, line.* from cart,
          (values ${sql.join(values, sql`, `)}) as line (product_id, qty, fitment_key, year, make_name,
            model_name, body_name, bed_name, engine_name, app_note)
        on conflict (cart_id, product_id, fitment_key)
        do update set qty = cart_items.qty + excluded.qty, updated_at = now()`,
  );
}

/** Sets a line's qty; false when the line is not in this shopper's cart. */
export async function updateCartLineQty(
  db: Executor,
  site: string,
  permId: string,
  itemId: string,
  qty: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    // A warranty never covers more units than the line holds.
    sql`update cart_items ci set qty = ${qty}, warranty_qty = least(ci.warranty_qty, ${qty}::int), updated_at = now()
        from carts c
        where ci.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId} and ci.id = ${itemId}
        returning ci.id`,
  );
  return rows.length > 0;
}

/** Removes a line; false when the line is not in this shopper's cart. */
export async function deleteCartLine(
  db: Executor,
  site: string,
  permId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from cart_items ci using carts c
        where ci.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId} and ci.id = ${itemId}
        returning ci.id`,
  );
  return rows.length > 0;
}

/** Removes every line of a shopper's cart (the cart row stays, so it keeps its id). */
export async function clearCart(db: Executor, site: string, permId: string): Promise<void> {
  await db.execute(
    sql`delete from cart_items ci using carts c
        where ci.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId}`,
  );
}

/** Sets the protection plan of a line; false when the line is not in this shopper's cart. */
export async function updateCartLineWarranty(
  db: Executor,
  site: string,
  permId: string,
  itemId: string,
  warranty: { planId: string; qty: number } | null,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update cart_items ci
        set warranty_plan_id = ${warranty?.planId ?? null}, warranty_qty = ${warranty?.qty ?? null}::smallint,
            updated_at = now()
        from carts c
        where ci.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId} and ci.id = ${itemId}
        returning ci.id`,
  );
  return rows.length > 0;
}

/** Chooses or drops professional installation of a line; false when the line is not in this shopper's cart. */
export async function updateCartLineInstallation(
  db: Executor,
  site: string,
  permId: string,
  itemId: string,
  installation: boolean,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update cart_items ci set installation = ${installation}, updated_at = now()
        from carts c
        where ci.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId} and ci.id = ${itemId}
        returning ci.id`,
  );
  return rows.length > 0;
}
