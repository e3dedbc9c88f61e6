import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { lockCart } from '../cart/queries';
import { allocate } from '../checkout/coupon-rules';
import { debitHold, holdGiftCard, orderGiftCardMoney, releaseHold } from '../checkout/gift-card-ledger';
import { priceCheckout } from '../checkout/service';
import { enqueueEmail } from '../outbox/queries';
import { shopLink } from '../outbox/shop-link';
import {
  type OrderRow,
  type PaymentRow,
  readOrder,
  readPayment,
  setOrderStatus,
  setPaymentStatus,
} from './queries';
import { EMAIL_TOKEN_DAYS, issueStatusToken } from './tokens';
import { move, TransitionRefused } from './transitions';

/** What the checkout knows when the shopper pays. */
export interface PendingOrderInput {
  site: string;
  permId: string;
  email: string;
  zipcode: string;
  shippingContact: Record<string, unknown>;
  billingContact: Record<string, unknown>;
  /** Priced by the shipping step (ignored when a free-shipping code applies). */
  shippingCents: number;
  taxCents: number;
  /** The provider that will be asked for the part gift cards do not cover. */
  provider: string;
  /** The account of a shopper paying signed in (its order history lists the order). */
  userId?: string | null;
}

/** A pending order: what is held and what the provider must be asked for. */
export interface PendingOrder {
  orderId: string;
  reference: string;
  totalCents: number;
  giftCardCents: number;
  /** 0 when gift cards pay it all (then there is no payment row). */
  amountDueCents: number;
  paymentId: string | null;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference shoppers can read out and type: 'FK-' and 8 characters without look-alikes (40 bits). */
export function newOrderReference(): string {
  let out = 'FK-';
  for (let i = 0; i < 8; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** The one answer to a payment while another one of the same cart or Idempotency-Key is running. */
export function paymentInFlight(): ApiError {
  return new ApiError(
    409,
    'PAYMENT_IN_FLIGHT',
    'A payment for this checkout is already in progress; wait a moment before trying again',
  );
}

/**
 * Step 1 of paying (one transaction): makes a PENDING order from the cart, takes the coupon redemptions (the
 * usage limit counts them) and holds the gift-card money, and opens a PENDING payment for the rest. The
 * provider is then called outside any transaction, and `finaliseOrder` or `releaseOrder` ends it.
 * `onCreated` runs last in the same transaction (the payment route links its Idempotency-Key to the order).
 */
export async function createPendingOrder(
  db: Database,
  input: PendingOrderInput,
  onCreated?: (tx: Executor, orderId: string) => Promise<void>,
): Promise<PendingOrder> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, input.site, input.permId);
    // One payment per cart at a time: a second attempt while one waits for its provider would charge twice.
    const pending = await queryRows<{ id: string }>(
      tx,
      sql`select id from orders where site = ${input.site} and perm_id = ${input.permId} and status = 'PENDING'
          limit 1`,
    );
    if (pending.length > 0) throw paymentInFlight();
    const priced = await priceCheckout(tx, input.site, input.permId, cartId);
    if (priced.lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'The cart is empty');
    const shippingCents = priced.coupons.freeShipping ? 0 : input.shippingCents;
    const totalCents = priced.totalCents + shippingCents + input.taxCents;
    const applied = priced.coupons.applications.filter((a) => a.status === 'APPLIED');
    const [order] = await queryRows<{ id: string; reference: string }>(
      tx,
      sql`insert into orders (site, reference, perm_id, user_id, email, zipcode, shipping_contact, billing_contact,
            subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents, coupon_ids)
          values (${input.site}, ${newOrderReference()}, ${input.permId}, ${input.userId ?? null},
            ${input.email.toLowerCase()},
            ${normaliseZip(input.zipcode)}, ${JSON.stringify(input.shippingContact)}::jsonb,
            ${JSON.stringify(input.billingContact)}::jsonb, ${priced.subtotalCents}, ${priced.discountCents},
            ${shippingCents}, ${input.taxCents}, ${totalCents}, ${JSON.stringify(applied.map((a) => a.rule.id))}::jsonb)
          returning id, reference`,
    );
    const orderId = order!.id;
    for (const application of applied) {
      const taken = await queryRows<{ id: string }>(
        tx,
        sql`update coupons set times_used = times_used + 1
            where id = ${application.rule.id} and (usage_limit is null or times_used < usage_limit)
            returning id`,
      );
      if (taken.length === 0) {
        throw new ApiError(422, 'PROMO_CODE_NOT_VALID', `Promo code ${application.rule.code} is used up.`);
      }
    }
    const nets = priced.lines.map((l) => ({
      key: l.itemId,
      weight: l.subtotalCents - (priced.coupons.byItem.get(l.itemId) ?? 0),
    }));
    const taxByItem = allocate(input.taxCents, nets);
    const lines = priced.lines.map(
      (line) =>
        sql`(${orderId}::uuid, ${line.productId}::int, ${line.sku}, ${line.productName}, ${line.productLineSlug},
          ${line.skuSlug}, ${line.qty}::int, ${line.unitPriceCents}::int,
          ${priced.coupons.byItem.get(line.itemId) ?? 0}::int, ${taxByItem.get(line.itemId) ?? 0}::int,
          ${line.fitmentData ? JSON.stringify(line.fitmentData) : null}::jsonb)`,
    );
    await tx.execute(
      sql`insert into order_lines (order_id, product_id, sku, product_name, product_line_slug, sku_slug, qty,
            unit_price_cents, discount_cents, tax_cents, fitment_data)
          values ${sql.join(lines, sql`, `)}`,
    );
    let giftCardCents = 0;
    for (const card of priced.giftCards) {
      giftCardCents += await holdGiftCard(tx, card.giftCardId, orderId, totalCents - giftCardCents);
    }
    const amountDueCents = totalCents - giftCardCents;
    if (giftCardCents > 0) {
      await tx.execute(sql`update orders set gift_card_cents = ${giftCardCents} where id = ${orderId}`);
    }
    let paymentId: string | null = null;
    if (amountDueCents > 0) {
      const [payment] = await queryRows<{ id: string }>(
        tx,
        sql`insert into payments (order_id, provider, amount_cents)
            values (${orderId}, ${input.provider}, ${amountDueCents}) returning id`,
      );
      paymentId = payment!.id;
    }
    await onCreated?.(tx, orderId);
    return { orderId, reference: order!.reference, totalCents, giftCardCents, amountDueCents, paymentId };
  });
}

/** Digits and letters of a postal code, upper-case, so '12345-6789' and '12345 6789' match. */
export function normaliseZip(zip: string): string {
  return zip.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** What the provider answered for an authorised payment. */
export interface Authorisation {
  providerRef: string;
  displayNetwork: string | null;
  lastFour: string | null;
}

async function lockPending(tx: Executor, site: string, orderId: string) {
  const order = await readOrder(tx, site, orderId, true);
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found');
  return order;
}

/** The link of an order's status page on the storefront, with its token. */
export function orderStatusLink(shopUrl: string, orderId: string, token: string): string {
  return shopLink(shopUrl, `order/status/${orderId}/`, { token });
}

/**
 * PENDING → PLACED in one conditional update, which locks the row: of two settlers at once the second waits,
 * then finds the order no longer PENDING, and the transition table refuses its move.
 */
async function placePending(tx: Executor, site: string, orderId: string): Promise<OrderRow> {
  const [placed] = await queryRows<OrderRow>(
    tx,
    sql`update orders set status = ${move('order', 'PENDING', 'PLACED')}, placed_at = now(), updated_at = now()
        where site = ${site} and id = ${orderId} and status = 'PENDING' returning *`,
  );
  if (placed) return placed;
  const order = await lockPending(tx, site, orderId);
  throw new TransitionRefused('order', order.status, 'PLACED', 'the order is no longer pending');
}

/** An order as placed, with its payment (null when gift cards paid it all): what the receipt shows. */
export interface PlacedOrder {
  order: OrderRow;
  payment: PaymentRow | null;
}

/**
 * Step 2 when the provider approved (one transaction): PENDING → PLACED, the payment AUTHORISED, gift-card
 * holds debited, the cart and its codes and cards cleared, a status token issued and the confirmation e-mail
 * (with the status link) written to the outbox. Answers the token for the receipt page and the placed order.
 */
export async function finaliseOrder(
  db: Database,
  site: string,
  orderId: string,
  authorisation: Authorisation | null,
  shopUrl: string,
): Promise<{ token: string; placed: PlacedOrder }> {
  return db.transaction(async (tx) => {
    const order = await placePending(tx, site, orderId);
    const pendingPayment = await readPayment(tx, orderId);
    let payment: PaymentRow | null = null;
    if (pendingPayment) {
      if (!authorisation) throw new Error('finaliseOrder: the order has a payment but no authorisation');
      const { id, status } = pendingPayment;
      [payment = null] = await queryRows<PaymentRow>(
        tx,
        sql`update payments set status = ${move('payment', status, 'AUTHORISED')}, updated_at = now(),
              provider_ref = ${authorisation.providerRef}, display_network = ${authorisation.displayNetwork},
              last_four = ${authorisation.lastFour}
            where id = ${id}
            returning id, provider, status, amount_cents, refunded_cents, provider_ref, display_network, last_four`,
      );
    }
    // gift_card_cents is what the order held, so an order without it has no holds to read.
    if (order.gift_card_cents > 0) {
      for (const card of await orderGiftCardMoney(tx, orderId)) {
        if (card.heldCents > 0) await debitHold(tx, card.cardId, orderId, card.heldCents);
      }
    }
    await tx.execute(
      sql`with cart as (select id from carts where site = ${site} and perm_id = ${order.perm_id}),
            lines as (delete from cart_items where cart_id in (select id from cart)),
            codes as (delete from coupon_applications where cart_id in (select id from cart))
          delete from checkout_gift_cards where cart_id in (select id from cart)`,
    );
    const token = await issueStatusToken(tx, orderId, EMAIL_TOKEN_DAYS * 86_400_000);
    await enqueueEmail(tx, {
      kind: 'order-confirmation',
      recipient: order.email,
      subject: `Your order ${order.reference} has been placed`,
      body: [
        `Thank you for your order ${order.reference}.`,
        '',
        `Total: $${(order.total_cents / 100).toFixed(2)}`,
        '',
        `Follow your order here: ${orderStatusLink(shopUrl, orderId, token)}`,
      ].join('\n'),
    });
    return { token, placed: { order, payment } };
  });
}

/**
 * Step 2 when the provider declined or never answered for good (one transaction): PENDING → FAILED, the payment
 * FAILED, gift-card holds released and coupon redemptions given back. The cart is untouched, so the shopper
 * can try again.
 */
export async function releaseOrder(db: Database, site: string, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPending(tx, site, orderId);
    await setOrderStatus(tx, orderId, move('order', order.status, 'FAILED'));
    const payment = await readPayment(tx, orderId);
    if (payment) await setPaymentStatus(tx, payment.id, move('payment', payment.status, 'FAILED'));
    if (order.gift_card_cents > 0) {
      for (const card of await orderGiftCardMoney(tx, orderId)) {
        if (card.heldCents > 0) await releaseHold(tx, card.cardId, orderId, card.heldCents);
      }
    }
    for (const couponId of order.coupon_ids) {
      await tx.execute(sql`update coupons set times_used = times_used - 1 where id = ${couponId}`);
    }
  });
}
