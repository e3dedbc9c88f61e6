import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import { type CartLineRow, INSTALLATION_NAME, INSTALLATION_PRICE_SQL, planUnitPrice } from '../cart/queries';
import type { CouponApplication, CouponRule, RuleLine } from './coupon-rules';

/** A cart line with what the checkout, the coupons and an order need of it. */
export interface CheckoutLine extends RuleLine {
  productId: number;
  sku: string;
  productName: string;
  skuSlug: string;
  qty: number;
  unitPriceCents: number;
  fitmentData: Record<string, unknown> | null;
}

type CheckoutLineRow = Omit<
  CartLineRow,
  'image_key' | 'image_filename' | 'is_virtual' | 'original_price_cents' | 'updated_at' | 'plans'
> & {
  sku: string;
  category_path: string;
  brand_slug: string;
  plan_name: string | null;
  plan_bp: number | null;
  plan_min: number | null;
};

/**
 * A cart row as the lines an order is made of: the part, then its protection plan and its installation, each a
 * line of its own (as in the cart), priced per unit and counted in the subtotal, in coupons of its part's scope,
 * and carried into the order.
 */
function checkoutLines(r: CheckoutLineRow): CheckoutLine[] {
  const part: CheckoutLine = {
    itemId: r.id,
    productId: r.product_id,
    sku: r.sku,
    productName: r.product_name,
    productLineSlug: r.product_line_slug,
    skuSlug: r.sku_slug,
    categoryPath: r.category_path,
    brandSlug: r.brand_slug,
    qty: r.qty,
    unitPriceCents: r.price_cents,
    subtotalCents: r.price_cents * r.qty,
    fitmentData: r.fitment_key
      ? {
          year: r.year,
          makeName: r.make_name,
          modelName: r.model_name,
          bodyName: r.body_name,
          bedName: r.bed_name,
          engineName: r.engine_name,
          appNote: r.app_note,
        }
      : null,
  };
  const service = (suffix: string, sku: string, name: string, unit: number, qty: number): CheckoutLine => ({
    ...part,
    itemId: `${r.id}:${suffix}`,
    sku,
    productName: `${name} for ${r.product_name}`,
    qty,
    unitPriceCents: unit,
    subtotalCents: unit * qty,
    fitmentData: null,
  });
  const lines = [part];
  if (r.warranty_plan_id && r.warranty_qty && r.plan_name && r.plan_bp !== null && r.plan_min !== null) {
    const unit = planUnitPrice(r.price_cents, { bp: r.plan_bp, min: r.plan_min });
    lines.push(service('warranty', r.warranty_plan_id, r.plan_name, unit, r.warranty_qty));
  }
  if (r.installation && r.installation_price_cents !== null) {
    lines.push(
      service('installation', INSTALLATION_SKU, INSTALLATION_NAME, r.installation_price_cents, r.qty),
    );
  }
  return lines;
}

/** The sku of an order's installation lines. */
const INSTALLATION_SKU = 'INSTALLATION';

/** The lines of a shopper's cart with their category path and brand, oldest first (plans and installation too). */
export async function readCheckoutLines(db: Executor, site: string, permId: string): Promise<CheckoutLine[]> {
  const rows = await queryRows<CheckoutLineRow>(
    db,
    sql`select ci.id, ci.product_id, p.sku, p.name as product_name, pl.slug as product_line_slug, p.sku_slug,
          ci.qty, p.price_cents, cat.path as category_path, b.slug as brand_slug, ci.fitment_key, ci.year,
          ci.make_name, ci.model_name, ci.body_name, ci.bed_name, ci.engine_name, ci.app_note,
          ci.warranty_plan_id, ci.warranty_qty, wp.name as plan_name, wp.price_basis_points as plan_bp,
          wp.min_price_cents as plan_min, ci.installation, (${INSTALLATION_PRICE_SQL}) as installation_price_cents
        from carts c
        join cart_items ci on ci.cart_id = c.id
        join products p on p.id = ci.product_id
        join product_lines pl on pl.id = p.product_line_id
        join categories cat on cat.id = pl.category_id
        join brands b on b.id = pl.brand_id
        left join warranty_plans wp on wp.id = ci.warranty_plan_id
        where c.site = ${site} and c.perm_id = ${permId}
        order by ci.created_at, ci.id`,
  );
  return rows.flatMap(checkoutLines);
}

interface CouponRow {
  id: string;
  code: string;
  type: CouponRule['type'];
  kind: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  min_subtotal_cents: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  usage_limit: number | null;
  times_used: number;
  scope_type: CouponRule['scopeType'];
  scope_value: string | null;
}

const COUPON_COLUMNS = sql`c.id, c.code, c.type, c.kind, c.percent_off, c.amount_off_cents, c.min_subtotal_cents,
  c.starts_at, c.ends_at, c.usage_limit, c.times_used, c.scope_type, c.scope_value`;

function toRule(row: CouponRow): CouponRule {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    minSubtotalCents: row.min_subtotal_cents,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    scopeType: row.scope_type,
    scopeValue: row.scope_value,
  };
}

/** A site's promo code by its (upper-case) code, or null. */
export async function findCoupon(db: Executor, site: string, code: string): Promise<CouponRule | null> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`select ${COUPON_COLUMNS} from coupons c where c.site = ${site} and c.code = ${code}`,
  );
  return row ? toRule(row) : null;
}

/** The codes on a cart with their rules, in the order they were added. */
export async function readCouponApplications(db: Executor, cartId: string): Promise<CouponApplication[]> {
  const rows = await queryRows<CouponRow & { application_id: string; status: 'PENDING' | 'APPLIED' }>(
    db,
    sql`select a.id as application_id, a.status, ${COUPON_COLUMNS}
        from coupon_applications a join coupons c on c.id = a.coupon_id
        where a.cart_id = ${cartId} order by a.created_at, a.id`,
  );
  return rows.map((r) => ({ id: r.application_id, status: r.status, rule: toRule(r) }));
}

/** Writes back the statuses of applications that changed. */
export async function saveApplicationStatuses(
  db: Executor,
  changes: { id: string; status: 'PENDING' | 'APPLIED' }[],
): Promise<void> {
  for (const change of changes) {
    await db.execute(sql`update coupon_applications set status = ${change.status} where id = ${change.id}`);
  }
}

/** A shopper's cart id for a site, or null when there is none. */
export async function findCartId(db: Executor, site: string, permId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from carts where site = ${site} and perm_id = ${permId}`,
  );
  return row?.id ?? null;
}

/** A gift card added to a checkout, with what is available on it now. */
export interface CheckoutGiftCardRow {
  id: string;
  giftCardId: string;
  lastFour: string;
  availableCents: number;
}

/** The gift cards added to a cart's checkout, in the order they were added. */
export async function readCheckoutGiftCards(db: Executor, cartId: string): Promise<CheckoutGiftCardRow[]> {
  const rows = await queryRows<{ id: string; gift_card_id: string; last_four: string; available: number }>(
    db,
    sql`select cg.id, g.id as gift_card_id, g.last_four, (g.balance_cents - g.held_cents) as available
        from checkout_gift_cards cg join gift_cards g on g.id = cg.gift_card_id
        where cg.cart_id = ${cartId} order by cg.created_at, cg.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    giftCardId: r.gift_card_id,
    lastFour: r.last_four,
    availableCents: Number(r.available),
  }));
}
