import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { orderBalances } from '../balances/queries';
import { normaliseZip } from './placement';
import {
  type OrderLineRow,
  type OrderRow,
  type PaymentRow,
  readOrder,
  readOrderLines,
  readPayment,
  setLineStatus,
  setOrderStatus,
  setPaymentStatus,
} from './queries';
import type { CapturePort, RefundPort } from './refund-port';
import { recordRefund, refundBalances, settlePendingRefunds } from './refunds';
import { issueStatusToken, LOOKUP_TOKEN_HOURS, tokenOpensOrder } from './tokens';
import { canMove, move, RETURN_DAYS, type TransitionContext } from './transitions';

/** Details a shopper gives when cancelling or returning. */
export interface ShopperDetails {
  reason: string;
  comment?: string | undefined;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** What a line is worth to the shopper: price × qty − its discount + its tax. */
function lineValue(line: OrderLineRow): number {
  return line.unit_price_cents * line.qty - line.discount_cents + line.tax_cents;
}

function returnWindowOpen(line: OrderLineRow, now = Date.now()): boolean {
  return (
    line.delivered_at !== null && now - new Date(line.delivered_at).getTime() <= RETURN_DAYS * 86_400_000
  );
}

/** The order-level shippingStatus of SPEC §3 Order, from the order's state. */
function orderShippingStatus(status: OrderRow['status']) {
  if (status === 'SHIPPED' || status === 'DELIVERED' || status === 'CANCELLED' || status === 'RETURNED') {
    return status;
  }
  return 'PENDING' as const;
}

/** An order as its status page reads it (SPEC §3 Order); `known` is its payment when the caller has it already. */
export async function orderView(db: Executor, order: OrderRow, known?: { payment: PaymentRow | null }) {
  const lines = await readOrderLines(db, order.id);
  const payment = known ? known.payment : await readPayment(db, order.id);
  const notShipped = order.status === 'PLACED' || order.status === 'PROCESSING';
  return {
    orderId: order.id,
    orderReference: order.reference,
    orderStatus: order.status,
    shippingStatus: orderShippingStatus(order.status),
    createdAt: iso(order.created_at)!,
    placedAt: iso(order.placed_at),
    email: order.email,
    shippingContact: order.shipping_contact,
    totals: {
      subtotal: order.subtotal_cents,
      discount: order.discount_cents,
      shipping: order.shipping_cents,
      tax: order.tax_cents,
      total: order.total_cents,
      giftCards: order.gift_card_cents,
      refunded: order.refunded_cents,
    },
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          amount: payment.amount_cents,
          refunded: payment.refunded_cents,
          displayNetwork: payment.display_network,
          lastFour: payment.last_four,
        }
      : null,
    balances: await orderBalances(db, order.site, order.id),
    cancellationDetails: order.cancellation_details,
    canCancel: notShipped,
    tracking: order.tracking_id
      ? {
          trackingId: order.tracking_id,
          carrier: order.carrier,
          trackingNumber: order.tracking_number,
          shippedAt: iso(order.shipped_at),
          deliveredAt: iso(order.delivered_at),
        }
      : null,
    items: lines.map((line) => ({
      itemId: line.id,
      productId: line.product_id,
      sku: line.sku,
      productName: line.product_name,
      productLineSlug: line.product_line_slug,
      skuSlug: line.sku_slug,
      qty: line.qty,
      unitPrice: line.unit_price_cents,
      subtotal: line.unit_price_cents * line.qty,
      discount: line.discount_cents,
      tax: line.tax_cents,
      refunded: line.refunded_cents,
      fitmentData: line.fitment_data,
      shippingStatus: line.shipping_status,
      cancellationDetails: line.cancellation_details,
      returnDetails: line.return_details,
      canCancel: notShipped && canMove('line', line.shipping_status, 'CANCELLED', { orderNotShipped: true }),
      canReturn: canMove('line', line.shipping_status, 'RETURN_REQUESTED', {
        withinReturnWindow: returnWindowOpen(line),
      }),
    })),
  };
}

/** An order's status page data. */
export type OrderView = Awaited<ReturnType<typeof orderView>>;

const NOT_FOUND = 'Order not found';

/**
 * The order of an id when the token opens it. A wrong, missing or expired token answers exactly like an unknown
 * order (404), so the answer does not confirm that an id exists.
 */
export async function openOrder(
  db: Executor,
  site: string,
  orderId: string,
  token: string,
): Promise<OrderRow> {
  const order = await readOrder(db, site, orderId);
  const opens = order ? await tokenOpensOrder(db, orderId, token) : false;
  if (!order || !opens || order.status === 'PENDING' || order.status === 'FAILED') {
    throw new ApiError(404, 'ORDER_NOT_FOUND', NOT_FOUND);
  }
  return order;
}

async function lockOrder(tx: Executor, site: string, orderId: string): Promise<OrderRow> {
  const order = await readOrder(tx, site, orderId, true);
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', NOT_FOUND);
  return order;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function refundMsg(cents: number): string {
  return cents > 0 ? ` A refund of ${money(cents)} is on its way.` : '';
}

/** The answer of a cancel or return: the order as it is now and the message to show. */
export interface ChangeAnswer {
  data: OrderView;
  msg: string;
}

async function afterChange(
  db: Database,
  port: RefundPort,
  site: string,
  orderId: string,
  refundIds: string[],
  msg: string,
): Promise<ChangeAnswer> {
  if (refundIds.length > 0) await settlePendingRefunds(db, port, refundIds);
  return { data: await orderView(db, (await readOrder(db, site, orderId))!), msg };
}

/** The order a shopper's change is about, and where its refunds go. */
export interface OrderScope {
  db: Database;
  refunds: RefundPort;
  site: string;
  orderId: string;
}

/** Cancels a whole order (PUT orders/{orderId}) while it has not shipped, refunding what was paid. */
export async function cancelOrder(
  { db, refunds: port, site, orderId }: OrderScope,
  details: ShopperDetails,
): Promise<ChangeAnswer> {
  const { refundIds, refunded } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, site, orderId);
    if (!canMove('order', order.status, 'CANCELLED')) {
      throw new ApiError(
        409,
        'ORDER_NOT_CANCELLABLE',
        order.status === 'CANCELLED'
          ? 'This order has already been cancelled.'
          : 'This order can no longer be cancelled because it has already shipped.',
      );
    }
    return cancelRest(tx, order, details);
  });
  return afterChange(
    db,
    port,
    site,
    orderId,
    refundIds,
    `Your order has been cancelled.${refundMsg(refunded)}`,
  );
}

/**
 * Cancels every line still pending and the order itself, refunding all that was not refunded yet: the order's
 * payment and gift cards, and the balances paid through pay links (open ones are closed).
 */
async function cancelRest(tx: Executor, order: OrderRow, details: ShopperDetails) {
  const context: TransitionContext = { orderNotShipped: true };
  for (const line of await readOrderLines(tx, order.id)) {
    if (line.shipping_status === 'CANCELLED') continue;
    await setLineStatus(tx, line.id, move('line', line.shipping_status, 'CANCELLED', context));
  }
  await setOrderStatus(tx, order.id, move('order', order.status, 'CANCELLED'));
  await tx.execute(
    sql`update orders set cancellation_details = ${JSON.stringify(details)}::jsonb where id = ${order.id}`,
  );
  for (const couponId of order.coupon_ids) {
    await tx.execute(
      sql`update coupons set times_used = times_used - 1 where id = ${couponId} and times_used > 0`,
    );
  }
  const refunded = order.total_cents - order.refunded_cents;
  const refundId = await recordRefund(tx, order, refunded, 'order cancelled', null);
  const balances = await refundBalances(tx, order.id, 'order cancelled');
  return {
    refundIds: [...(refundId ? [refundId] : []), ...balances.refundIds],
    refunded: refunded + balances.refundedCents,
  };
}

function lineOf(lines: OrderLineRow[], itemId: string): OrderLineRow {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw new ApiError(404, 'ITEM_NOT_FOUND', 'Order item not found');
  return line;
}

/** Cancels one line (PUT orders/{orderId}/items/{itemId} CANCELLED) while the order has not shipped. */
export async function cancelLine(
  { db, refunds: port, site, orderId }: OrderScope,
  itemId: string,
  details: ShopperDetails,
): Promise<ChangeAnswer> {
  const { refundIds, refunded, wholeOrder } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, site, orderId);
    const lines = await readOrderLines(tx, orderId);
    const line = lineOf(lines, itemId);
    const context = { orderNotShipped: order.status === 'PLACED' || order.status === 'PROCESSING' };
    if (!canMove('line', line.shipping_status, 'CANCELLED', context)) {
      throw new ApiError(
        409,
        'ORDER_NOT_CANCELLABLE',
        line.shipping_status === 'CANCELLED'
          ? 'This item has already been cancelled.'
          : 'This item can no longer be cancelled because it has already shipped.',
      );
    }
    const others = lines.filter((l) => l.id !== itemId && l.shipping_status !== 'CANCELLED');
    if (others.length === 0) return { ...(await cancelRest(tx, order, details)), wholeOrder: true };
    await setLineStatus(tx, itemId, move('line', line.shipping_status, 'CANCELLED', context));
    await tx.execute(
      sql`update order_lines set cancellation_details = ${JSON.stringify(details)}::jsonb where id = ${itemId}`,
    );
    const owed = lineValue(line) - line.refunded_cents;
    const id = await recordRefund(tx, order, owed, 'item cancelled', itemId);
    return { refundIds: id ? [id] : [], refunded: owed, wholeOrder: false };
  });
  const msg = wholeOrder
    ? `Your order has been cancelled.${refundMsg(refunded)}`
    : `The item has been cancelled.${refundMsg(refunded)}`;
  return afterChange(db, port, site, orderId, refundIds, msg);
}

/** Asks to return a delivered line (PUT orders/{orderId}/items/{itemId} RETURNED) within the return window. */
export async function requestReturn(
  { db, refunds: port, site, orderId }: OrderScope,
  itemId: string,
  details: ShopperDetails,
): Promise<ChangeAnswer> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, site, orderId);
    const line = lineOf(await readOrderLines(tx, orderId), itemId);
    const context = { withinReturnWindow: returnWindowOpen(line) };
    if (!canMove('line', line.shipping_status, 'RETURN_REQUESTED', context)) {
      throw new ApiError(
        409,
        'ITEM_NOT_RETURNABLE',
        line.shipping_status === 'DELIVERED'
          ? `Items can be returned within ${RETURN_DAYS} days of delivery.`
          : line.shipping_status === 'RETURN_REQUESTED' || line.shipping_status === 'RETURNED'
            ? 'A return of this item has already been requested.'
            : 'Only delivered items can be returned.',
      );
    }
    await setLineStatus(tx, itemId, move('line', line.shipping_status, 'RETURN_REQUESTED', context));
    await tx.execute(
      sql`update order_lines set return_details = ${JSON.stringify(details)}::jsonb where id = ${itemId}`,
    );
  });
  return afterChange(
    db,
    port,
    site,
    orderId,
    [],
    'Your return request has been received. The refund is issued once the item is back with us.',
  );
}

/**
 * Ships an order (fulfilment): PLACED → PROCESSING → SHIPPED, its pending lines shipped, the payment captured.
 * The provider captures first, outside the transaction, with the payment id as idempotency key: a shipment
 * retried after a failure captures once.
 */
export async function shipOrder(
  db: Database,
  captures: CapturePort,
  site: string,
  orderId: string,
  { carrier, trackingNumber }: { carrier: string; trackingNumber: string },
): Promise<{ trackingId: string }> {
  const before = await readOrder(db, site, orderId);
  const toCapture =
    before && ['PLACED', 'PROCESSING'].includes(before.status) ? await readPayment(db, orderId) : null;
  if (toCapture?.status === 'AUTHORISED' && toCapture.provider_ref) {
    try {
      await captures.capture({
        provider: toCapture.provider,
        providerRef: toCapture.provider_ref,
        amountCents: toCapture.amount_cents - toCapture.refunded_cents,
        idempotencyKey: toCapture.id,
      });
    } catch {
      throw new ApiError(
        503,
        'PAYMENT_UNAVAILABLE',
        'The payment could not be captured; ship the order later',
      );
    }
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, site, orderId);
    let status = order.status;
    if (status === 'PLACED') status = move('order', status, 'PROCESSING');
    await setOrderStatus(tx, orderId, move('order', status, 'SHIPPED'));
    for (const line of await readOrderLines(tx, orderId)) {
      if (line.shipping_status === 'PENDING')
        await setLineStatus(tx, line.id, move('line', 'PENDING', 'SHIPPED'));
    }
    const payment = await readPayment(tx, orderId);
    if (payment?.status === 'AUTHORISED') {
      await setPaymentStatus(tx, payment.id, move('payment', payment.status, 'CAPTURED'));
    }
    const trackingId = randomBytes(16).toString('base64url');
    await tx.execute(
      sql`update orders set tracking_id = ${trackingId}, carrier = ${carrier}, tracking_number = ${trackingNumber},
            shipped_at = now() where id = ${orderId}`,
    );
    return { trackingId };
  });
}

/** Marks a shipped order and its shipped lines delivered (fulfilment). */
export async function deliverOrder(db: Database, site: string, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, site, orderId);
    await setOrderStatus(tx, orderId, move('order', order.status, 'DELIVERED'));
    for (const line of await readOrderLines(tx, orderId)) {
      if (line.shipping_status === 'SHIPPED') {
        await setLineStatus(tx, line.id, move('line', 'SHIPPED', 'DELIVERED'));
      }
    }
    await tx.execute(sql`update orders set delivered_at = now() where id = ${orderId}`);
  });
}

/**
 * Receives returns at the warehouse (fulfilment): every line whose return was requested becomes RETURNED and is
 * refunded; with none requested, every delivered line is taken back. When all lines that were delivered are
 * returned, the order becomes RETURNED.
 */
export async function receiveReturns(
  db: Database,
  port: RefundPort,
  site: string,
  orderId: string,
): Promise<{ returned: number }> {
  const { refundIds, returned } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, site, orderId);
    let lines = await readOrderLines(tx, orderId);
    if (!lines.some((l) => l.shipping_status === 'RETURN_REQUESTED')) {
      for (const line of lines.filter((l) => l.shipping_status === 'DELIVERED')) {
        const context = { withinReturnWindow: returnWindowOpen(line) };
        await setLineStatus(tx, line.id, move('line', line.shipping_status, 'RETURN_REQUESTED', context));
      }
      lines = await readOrderLines(tx, orderId);
    }
    const ids: string[] = [];
    let count = 0;
    for (const line of lines.filter((l) => l.shipping_status === 'RETURN_REQUESTED')) {
      await setLineStatus(tx, line.id, move('line', line.shipping_status, 'RETURNED'));
      const id = await recordRefund(
        tx,
        order,
        lineValue(line) - line.refunded_cents,
        'item returned',
        line.id,
      );
      if (id) ids.push(id);
      count++;
    }
    const after = await readOrderLines(tx, orderId);
    const allLinesReturned = after.every(
      (l) => l.shipping_status === 'RETURNED' || l.shipping_status === 'CANCELLED',
    );
    if (order.status === 'DELIVERED' && canMove('order', order.status, 'RETURNED', { allLinesReturned })) {
      await setOrderStatus(tx, orderId, move('order', order.status, 'RETURNED', { allLinesReturned }));
    }
    return { refundIds: ids, returned: count };
  });
  await settlePendingRefunds(db, port, refundIds);
  return { returned };
}

/**
 * The order login overlay: an order of the site by its reference plus the e-mail or the postal code it was
 * placed with. Answers the order id and a fresh status token valid for a day; anything else is one 404.
 */
export async function lookUpOrder(
  db: Database,
  site: string,
  reference: string,
  proof: { email?: string | undefined; zipcode?: string | undefined },
): Promise<{ orderId: string; token: string }> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from orders
        where site = ${site} and reference = ${reference.trim().toUpperCase()}
          and status not in ('PENDING', 'FAILED')
          and (${proof.email ? sql`email = ${proof.email.trim().toLowerCase()}` : sql`false`}
               or ${proof.zipcode ? sql`zipcode = ${normaliseZip(proof.zipcode)} and zipcode <> ''` : sql`false`})`,
  );
  if (!row)
    throw new ApiError(404, 'ORDER_NOT_FOUND', 'No order matches this order number and e-mail or ZIP code.');
  return { orderId: row.id, token: await issueStatusToken(db, row.id, LOOKUP_TOKEN_HOURS * 3_600_000) };
}

/** How long after paying the permId alone opens the receipt. */
export const RECEIPT_WITHOUT_CARD_MS = 60 * 60_000;

/**
 * The receipt (GET receipt/{orderReference}): for the shopper's permId plus the card's network and last four
 * digits, or the permId alone within an hour of paying. Anything else is one 404.
 */
export async function receiptOf(
  db: Database,
  site: string,
  reference: string,
  proof: { permId: string; displayNetwork?: string | undefined; lastFour?: string | undefined },
): Promise<OrderView> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select o.id from orders o left join payments p on p.order_id = o.id
        where o.site = ${site} and o.reference = ${reference.trim().toUpperCase()} and o.perm_id = ${proof.permId}
          and o.status not in ('PENDING', 'FAILED')
          and ${
            proof.displayNetwork && proof.lastFour
              ? sql`lower(p.display_network) = ${proof.displayNetwork.toLowerCase()} and p.last_four = ${proof.lastFour}`
              : sql`o.placed_at > now() - make_interval(secs => ${RECEIPT_WITHOUT_CARD_MS / 1000})`
          }
        limit 1`,
  );
  if (!row) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Receipt not found');
  return orderView(db, (await readOrder(db, site, row.id))!);
}

/** The tracking page of a shipment (GET tracking/{trackingId}): carrier, number, dates and what is in it. */
export async function trackingOf(db: Database, site: string, trackingId: string) {
  const [order] = await queryRows<OrderRow>(
    db,
    sql`select * from orders where site = ${site} and tracking_id = ${trackingId}`,
  );
  if (!order) throw new ApiError(404, 'NOT_FOUND', 'Tracking not found');
  const lines = await readOrderLines(db, order.id);
  return {
    trackingId,
    orderReference: order.reference,
    carrier: order.carrier ?? '',
    trackingNumber: order.tracking_number ?? '',
    status: orderShippingStatus(order.status),
    shippedAt: iso(order.shipped_at),
    deliveredAt: iso(order.delivered_at),
    items: lines
      .filter((l) => l.shipping_status !== 'CANCELLED')
      .map((l) => ({ productName: l.product_name, qty: l.qty, shippingStatus: l.shipping_status })),
  };
}
