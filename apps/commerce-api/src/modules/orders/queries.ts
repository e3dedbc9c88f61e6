import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import type { LineStatus, OrderStatus, PaymentStatus } from './transitions';

/** An order row as the services use it. */
export interface OrderRow {
  id: string;
  site: string;
  reference: string;
  perm_id: string;
  /** The account that placed it signed in. */
  user_id: string | null;
  status: OrderStatus;
  email: string;
  zipcode: string;
  shipping_contact: Record<string, unknown>;
  billing_contact: Record<string, unknown>;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  gift_card_cents: number;
  refunded_cents: number;
  coupon_ids: string[];
  cancellation_details: Record<string, unknown> | null;
  tracking_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
  created_at: Date | string;
  placed_at: Date | string | null;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
}

/** An order line row. */
export interface OrderLineRow {
  id: string;
  product_id: number;
  sku: string;
  product_name: string;
  product_line_slug: string;
  sku_slug: string;
  qty: number;
  unit_price_cents: number;
  discount_cents: number;
  tax_cents: number;
  fitment_data: Record<string, unknown> | null;
  shipping_status: LineStatus;
  cancellation_details: Record<string, unknown> | null;
  return_details: Record<string, unknown> | null;
  refunded_cents: number;
  delivered_at: Date | string | null;
}

/** A payment row. */
export interface PaymentRow {
  id: string;
  provider: string;
  status: PaymentStatus;
  amount_cents: number;
  refunded_cents: number;
  provider_ref: string | null;
  display_network: string | null;
  last_four: string | null;
}

/** An order of a site by id; with `lock`, the row is locked for the rest of the transaction. */
export async function readOrder(
  db: Executor,
  site: string,
  orderId: string,
  lock = false,
): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select * from orders where site = ${site} and id = ${orderId} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** The lines of an order in the order they were bought. */
export async function readOrderLines(db: Executor, orderId: string): Promise<OrderLineRow[]> {
  return queryRows<OrderLineRow>(
    db,
    sql`select id, product_id, sku, product_name, product_line_slug, sku_slug, qty, unit_price_cents,
          discount_cents, tax_cents, fitment_data, shipping_status, cancellation_details, return_details,
          refunded_cents, delivered_at
        from order_lines where order_id = ${orderId} order by id`,
  );
}

/** The payment of an order, if it has one (orders paid wholly by gift cards have none). */
export async function readPayment(db: Executor, orderId: string): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`select id, provider, status, amount_cents, refunded_cents, provider_ref, display_network, last_four
        from payments where order_id = ${orderId} order by created_at limit 1`,
  );
  return row ?? null;
}

/** Sets an order's status (the caller has checked the move). */
export async function setOrderStatus(db: Executor, orderId: string, status: OrderStatus): Promise<void> {
  await db.execute(sql`update orders set status = ${status}, updated_at = now() where id = ${orderId}`);
}

/** Sets a line's shippingStatus (the caller has checked the move). */
export async function setLineStatus(db: Executor, lineId: string, status: LineStatus): Promise<void> {
  await db.execute(
    sql`update order_lines set shipping_status = ${status}, updated_at = now()
          ${status === 'DELIVERED' ? sql`, delivered_at = now()` : sql``}
        where id = ${lineId}`,
  );
}

/** Sets a payment's status (the caller has checked the move). */
export async function setPaymentStatus(
  db: Executor,
  paymentId: string,
  status: PaymentStatus,
): Promise<void> {
  await db.execute(sql`update payments set status = ${status}, updated_at = now() where id = ${paymentId}`);
}
