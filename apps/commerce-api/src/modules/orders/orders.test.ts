import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  errorOf,
  injectAsOwner,
  json,
  newPermId,
  ownerHeaders,
  SITE,
  type TestContext,
  testContext,
} from '../../app.test.helper';
import {
  cancelOrderRequest,
  createCoupon,
  createGiftCard,
  giftCardMoney,
  shopper,
  shoppingFacts,
} from '../../commerce.test.helper';
import { DEFAULT_SHOP_URL } from '../../config';
import { queryRows } from '../../db/rows';
import { addToCart } from '../cart/service';
import { DEMO_CONTACT, placeDemoOrder } from './fulfilment';
import { createPendingOrder, finaliseOrder, releaseOrder } from './placement';
import type { RefundPort, RefundRequest } from './refund-port';
import { settlePendingRefunds } from './refunds';
import type { OrderView } from './service';

let ctx: TestContext;
let facts: Awaited<ReturnType<typeof shoppingFacts>>;

beforeAll(async () => {
  ctx = await testContext();
  facts = await shoppingFacts(ctx.db);
});

type Placed = Awaited<ReturnType<typeof placeDemoOrder>>;

/** What the checkout would pass for a shopper's cart: no shipping or tax unless given. */
function pendingInput(permId: string, money: { shippingCents?: number; taxCents?: number } = {}) {
  return {
    site: SITE['x-site'],
    permId,
    email: 'shopper@example.test',
    zipcode: '78701',
    shippingContact: DEMO_CONTACT,
    billingContact: DEMO_CONTACT,
    shippingCents: money.shippingCents ?? 0,
    taxCents: money.taxCents ?? 0,
    provider: 'sandbox',
  };
}

const place = (options: Parameters<typeof placeDemoOrder>[3] = {}) =>
  placeDemoOrder(ctx.db, SITE['x-site'], DEFAULT_SHOP_URL, options);

function getOrder(order: { orderId: string }, token: string | undefined) {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return injectAsOwner(ctx.app, { url: `/orders/${order.orderId}${query}`, headers: shopper() });
}

async function view(order: Placed): Promise<OrderView> {
  const res = await getOrder(order, order.token);
  expect(res.statusCode).toBe(200);
  return json<OrderView>(res);
}

function cancelOrder(
  order: Placed,
  payload: unknown = { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'Changed my mind' } },
) {
  return injectAsOwner(ctx.app, {
    method: 'PUT',
    url: `/orders/${order.orderId}?token=${order.token}`,
    headers: shopper(),
    payload: payload as object,
  });
}

function changeItem(order: Placed, itemId: string, payload: unknown, token = order.token) {
  return injectAsOwner(ctx.app, {
    method: 'PUT',
    url: `/orders/${order.orderId}/items/${itemId}?token=${token}`,
    headers: shopper(),
    payload: payload as object,
  });
}

const CANCEL_LINE = { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'Ordered twice' } };
const RETURN_LINE = {
  shippingStatus: 'RETURNED',
  returnDetails: { reason: 'Does not fit', comment: 'Too long' },
};

function fulfil(order: Placed, step: 'ship' | 'deliver' | 'return', payload?: object) {
  return injectAsOwner(ctx.app, {
    method: 'POST',
    url: `/fulfilment/orders/${order.reference}/${step}`,
    headers: SITE,
    ...(payload ? { payload } : {}),
  });
}

async function refundsOf(orderId: string) {
  return queryRows<{
    amount_cents: number;
    gift_card_cents: number;
    status: string;
    provider_ref: string | null;
  }>(
    ctx.db,
    sql`select amount_cents, gift_card_cents, status, provider_ref from refunds where order_id = ${orderId} order by created_at`,
  );
}

describe('placing an order (pending → placed)', () => {
  it('places a paid order, clears the cart and writes the confirmation e-mail with the status link', async () => {
    const order = await place();
    const v = await view(order);
    expect(v).toMatchObject({
      orderId: order.orderId,
      orderReference: order.reference,
      orderStatus: 'PLACED',
      shippingStatus: 'PENDING',
      canCancel: true,
      payment: { provider: 'sandbox', status: 'AUTHORISED', displayNetwork: 'Visa', lastFour: '4242' },
    });
    expect(v.orderReference).toMatch(/^FK-[A-Z2-9]{8}$/);
    expect(v.items).toHaveLength(2);
    expect(v.totals.total).toBe(v.totals.subtotal + v.totals.shipping);
    const cart = await injectAsOwner(ctx.app, {
      url: `/cart/${order.permId}`,
      headers: ownerHeaders(`/cart/${order.permId}`),
    });
    expect(json<{ items: unknown[] }>(cart).items).toEqual([]);
    const outbox = json<{ messages: { kind: string; body: string }[] }>(
      await injectAsOwner(ctx.app, { url: `/outbox?to=${encodeURIComponent(order.email)}` }),
    ).messages;
    expect(outbox[0]!.kind).toBe('order-confirmation');
    expect(outbox[0]!.body).toContain(`/order/status/${order.orderId}/?token=${order.token}`);
    // Only the token's hash is stored.
    const stored = await queryRows<{ token_hash: string }>(
      ctx.db,
      sql`select token_hash from order_status_tokens where order_id = ${order.orderId}`,
    );
    expect(stored.map((s) => s.token_hash)).not.toContain(order.token);
    expect(Buffer.from(order.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('takes the coupon and a partial gift card, and a release gives both back and keeps the cart', async () => {
    const permId = newPermId();
    await addToCart(ctx.db, SITE['x-site'], permId, [{ productId: facts.other.id, qty: 2 }]);
    const code = await createCoupon(ctx.db, { percentOff: 10, usageLimit: 1 });
    const card = await createGiftCard(ctx.db, 1_000);
    await injectAsOwner(ctx.app, {
      method: 'POST',
      url: `/checkout/${permId}/coupons`,
      headers: shopper(),
      payload: { promoCodeId: code },
    });
    await injectAsOwner(ctx.app, {
      method: 'POST',
      url: `/checkout/${permId}/giftcards`,
      headers: shopper(),
      payload: card,
    });
    const input = pendingInput(permId, { shippingCents: 500, taxCents: 100 });
    const pending = await createPendingOrder(ctx.db, input);
    const subtotal = facts.other.price * 2;
    const discount = Math.round(subtotal / 10);
    expect(pending).toMatchObject({
      totalCents: subtotal - discount + 600,
      giftCardCents: 1_000,
      amountDueCents: subtotal - discount + 600 - 1_000,
    });
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: 1_000, held: 1_000 });
    // The code's only use is held: another order cannot take it.
    const [coupon] = await queryRows<{ times_used: number }>(
      ctx.db,
      sql`select times_used from coupons where code = ${code}`,
    );
    expect(coupon!.times_used).toBe(1);

    await releaseOrder(ctx.db, SITE['x-site'], pending.orderId);
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: 1_000, held: 0 });
    const [after] = await queryRows<{ times_used: number }>(
      ctx.db,
      sql`select times_used from coupons where code = ${code}`,
    );
    expect(after!.times_used).toBe(0);
    const [status] = await queryRows<{ status: string; payment: string }>(
      ctx.db,
      sql`select o.status, p.status as payment from orders o join payments p on p.order_id = o.id where o.id = ${pending.orderId}`,
    );
    expect(status).toEqual({ status: 'FAILED', payment: 'FAILED' });
    const cart = await injectAsOwner(ctx.app, {
      url: `/cart/${permId}`,
      headers: ownerHeaders(`/cart/${permId}`),
    });
    expect(json<{ items: unknown[] }>(cart).items).toHaveLength(1);
    // A failed order has no status page.
    expect((await getOrder(pending, 'x'.repeat(43))).statusCode).toBe(404);

    // Paying again works and debits the card.
    const again = await createPendingOrder(ctx.db, input);
    await finaliseOrder(
      ctx.db,
      SITE['x-site'],
      again.orderId,
      { providerRef: 'p', displayNetwork: 'Visa', lastFour: '4242' },
      DEFAULT_SHOP_URL,
    );
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: 0, held: 0 });
  });

  it('never takes a gift card below zero: 20 concurrent orders on one card', async () => {
    const card = await createGiftCard(ctx.db, 10_000);
    const permIds = Array.from({ length: 20 }, () => newPermId());
    for (const permId of permIds) {
      await addToCart(ctx.db, SITE['x-site'], permId, [{ productId: facts.other.id, qty: 1 }]);
      const res = await injectAsOwner(ctx.app, {
        method: 'POST',
        url: `/checkout/${permId}/giftcards`,
        headers: shopper(),
        payload: card,
      });
      expect(res.statusCode).toBe(200);
    }
    const orders = await Promise.all(
      permIds.map((permId) => createPendingOrder(ctx.db, pendingInput(permId))),
    );
    const held = orders.reduce((s, o) => s + o.giftCardCents, 0);
    expect(held).toBe(Math.min(10_000, facts.other.price * 20));
    expect(orders.every((o) => o.giftCardCents + o.amountDueCents === o.totalCents)).toBe(true);
    await Promise.all(
      orders.map((o) =>
        finaliseOrder(
          ctx.db,
          SITE['x-site'],
          o.orderId,
          o.paymentId ? { providerRef: o.orderId, displayNetwork: 'Visa', lastFour: '4242' } : null,
          DEFAULT_SHOP_URL,
        ),
      ),
    );
    const money = await giftCardMoney(ctx.db, card.id);
    expect(money).toEqual({ balance: 10_000 - held, held: 0 });
    expect(money.balance).toBeGreaterThanOrEqual(0);
    const [ledger] = await queryRows<{ debits: number }>(
      ctx.db,
      sql`select coalesce(sum(amount_cents), 0)::int as debits from gift_card_ledger where gift_card_id = ${card.id} and kind = 'DEBIT'`,
    );
    expect(ledger!.debits).toBe(held);
  });

  it('carries the protection plan and the installation of a line into the order as lines of their own', async () => {
    const [installable] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id
          join categories cat on cat.id = pl.category_id
          where exists (select 1 from installation_offers io where starts_with(cat.path, io.category_path || '/'))
          order by p.id limit 1`,
    );
    const permId = newPermId();
    const cart = await addToCart(ctx.db, SITE['x-site'], permId, [{ productId: installable!.id, qty: 2 }]);
    const itemId = cart.items[0]!.itemId;
    const plan = cart.items[0]!.warrantyPlans[0]!;
    const item = (path: string, payload?: object) =>
      injectAsOwner(ctx.app, {
        method: 'POST',
        url: `/cart/${permId}/items/${itemId}/${path}`,
        headers: shopper(),
        ...(payload ? { payload } : {}),
      });
    expect((await item('warranty', { plan: plan.planId, qty: 1 })).statusCode).toBe(200);
    const withExtras = json<{ items: { qty: number; itemSubtotal: number }[]; total: number }>(
      await item('installation'),
    );
    expect(withExtras.items).toHaveLength(3);
    const pending = await createPendingOrder(ctx.db, pendingInput(permId));
    // The order charges what the cart showed.
    expect(pending.totalCents).toBe(withExtras.total);
    const lines = await queryRows<{
      sku: string;
      product_name: string;
      qty: number;
      unit_price_cents: number;
    }>(
      ctx.db,
      sql`select sku, product_name, qty, unit_price_cents from order_lines where order_id = ${pending.orderId}`,
    );
    const amounts = (pairs: [number, number][]) => pairs.map(([qty, cents]) => `${qty}×${cents}`).sort();
    expect(amounts(lines.map((l) => [l.qty, l.unit_price_cents * l.qty]))).toEqual(
      amounts(withExtras.items.map((i) => [i.qty, i.itemSubtotal])),
    );
    expect(lines.find((l) => l.sku === 'INSTALLATION')).toMatchObject({
      qty: 2,
      product_name: expect.stringMatching(/^Professional Installation for /),
    });
    expect(lines.find((l) => l.sku === plan.planId)).toMatchObject({ qty: 1, unit_price_cents: plan.price });
    await releaseOrder(ctx.db, SITE['x-site'], pending.orderId);
  });

  it('refuses an empty cart', async () => {
    await expect(createPendingOrder(ctx.db, pendingInput(newPermId()))).rejects.toMatchObject({
      statusCode: 409,
      code: 'CART_EMPTY',
    });
  });
});

describe('GET /orders/{orderId}?token', () => {
  it('opens only with a live token of this order on this site', async () => {
    const order = await place();
    const other = await place();
    expect((await getOrder(order, order.token)).statusCode).toBe(200);
    for (const token of [other.token, `${order.token.slice(0, -2)}AA`, 'A'.repeat(43)]) {
      expect(errorOf(await getOrder(order, token))).toMatchObject({
        statusCode: 404,
        code: 'ORDER_NOT_FOUND',
      });
    }
    expect(errorOf(await getOrder(order, undefined)).statusCode).toBe(400);
    expect(errorOf(await getOrder({ orderId: 'not-a-uuid' }, order.token)).statusCode).toBe(400);
    expect(errorOf(await getOrder({ orderId: randomUUID() }, order.token)).statusCode).toBe(404);
    const elsewhere = await injectAsOwner(ctx.app, {
      url: `/orders/${order.orderId}?token=${order.token}`,
      headers: { 'x-site': 'other-shop' },
    });
    expect(errorOf(elsewhere).statusCode).toBe(404);
    await ctx.db.execute(
      sql`update order_status_tokens set expires_at = now() - interval '1 second' where order_id = ${order.orderId}`,
    );
    expect(errorOf(await getOrder(order, order.token)).statusCode).toBe(404);
  });
});

describe('PUT /orders/{orderId} (cancel an order)', () => {
  it('cancels an order that has not shipped, refunds it through the provider and answers data and msg', async () => {
    const order = await place();
    const res = await cancelOrder(order);
    expect(res.statusCode).toBe(200);
    const body = json<{ data: OrderView; msg: string }>(res);
    expect(body.data.orderStatus).toBe('CANCELLED');
    expect(body.data.cancellationDetails).toEqual({ reason: 'Changed my mind' });
    expect(body.data.items.every((i) => i.shippingStatus === 'CANCELLED')).toBe(true);
    expect(body.data.payment).toMatchObject({ status: 'REFUNDED', refunded: body.data.totals.total });
    expect(body.msg).toBe(
      `Your order has been cancelled. A refund of $${(body.data.totals.total / 100).toFixed(2)} is on its way.`,
    );
    const refunds = await refundsOf(order.orderId);
    expect(refunds).toEqual([
      {
        amount_cents: body.data.totals.total,
        gift_card_cents: 0,
        status: 'SUCCEEDED',
        provider_ref: expect.stringMatching(/^manual_/),
      },
    ]);
    const again = errorOf(await cancelOrder(order));
    expect(again).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'This order has already been cancelled.',
    });
    expect(await refundsOf(order.orderId)).toHaveLength(1);
  });

  it('refuses after shipping with the msg for the general box, and refuses bad input', async () => {
    const order = await place();
    const shipped = await fulfil(order, 'ship');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const error = errorOf(await cancelOrder(order));
    expect(error).toMatchObject({ statusCode: 409, code: 'ORDER_NOT_CANCELLABLE' });
    expect(error.message).toBe('This order can no longer be cancelled because it has already shipped.');
    for (const payload of [
      { shippingStatus: 'SHIPPED', cancellationDetails: { reason: 'x' } },
      { shippingStatus: 'CANCELLED' },
      { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'r'.repeat(300) } },
      { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'bad\u0000byte' } },
    ]) {
      const fresh = await place();
      expect(errorOf(await cancelOrder(fresh, payload))).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
      });
      expect((await view(fresh)).orderStatus).toBe('PLACED');
    }
  });

  it("refuses a cancel of the order or a line with a wrong, missing or expired token, or another order's, changing nothing", async () => {
    const order = await place();
    const other = await place();
    const expired = await place();
    await ctx.db.execute(
      sql`update order_status_tokens set expires_at = now() - interval '1 second' where order_id = ${expired.orderId}`,
    );
    const state = async (o: Placed) => ({
      order: await queryRows(ctx.db, sql`select status from orders where id = ${o.orderId}`),
      lines: await queryRows(
        ctx.db,
        sql`select shipping_status from order_lines where order_id = ${o.orderId} order by id`,
      ),
      refunds: await refundsOf(o.orderId),
    });
    const before = await Promise.all([order, other, expired].map(state));
    const [line] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from order_lines where order_id = ${order.orderId} order by id limit 1`,
    );
    const [expiredLine] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from order_lines where order_id = ${expired.orderId} order by id limit 1`,
    );
    const attempts: [string, string, string | undefined, number][] = [
      ["another order's token", order.orderId, other.token, 404],
      ['a changed token', order.orderId, `${order.token.slice(0, -2)}AA`, 404],
      ['no token', order.orderId, undefined, 400],
      ['an empty token', order.orderId, '', 400],
      ["another order's id with this token", other.orderId, order.token, 404],
      ['an expired token', expired.orderId, expired.token, 404],
    ];
    for (const [name, orderId, token, status] of attempts) {
      const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
      const itemId = orderId === expired.orderId ? expiredLine!.id : line!.id;
      for (const [url, payload] of [
        [`/orders/${orderId}${query}`, { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'x' } }],
        [`/orders/${orderId}/items/${itemId}${query}`, CANCEL_LINE],
      ] as const) {
        const res = await injectAsOwner(ctx.app, { method: 'PUT', url, headers: shopper(), payload });
        expect(res.statusCode, `${name}: PUT ${url}`).toBe(status);
        expect(errorOf(res).code).toBe(status === 404 ? 'ORDER_NOT_FOUND' : 'VALIDATION_ERROR');
      }
    }
    expect(await Promise.all([order, other, expired].map(state))).toEqual(before);
  });

  it('refunds exactly once when 20 cancels arrive at once', async () => {
    const order = await place();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancelOrder(order)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
  });
});

describe('PUT /orders/{orderId}/items/{itemId}', () => {
  it('cancels one line with its refund; the last line cancels the order', async () => {
    const order = await place();
    const [first, second] = (await view(order)).items;
    const res = await changeItem(order, first!.itemId, CANCEL_LINE);
    expect(res.statusCode).toBe(200);
    const body = json<{ data: OrderView; msg: string }>(res);
    const value = first!.subtotal - first!.discount + first!.tax;
    expect(body.msg).toBe(
      `The item has been cancelled. A refund of $${(value / 100).toFixed(2)} is on its way.`,
    );
    expect(body.data.items[0]).toMatchObject({
      shippingStatus: 'CANCELLED',
      refunded: value,
      cancellationDetails: { reason: 'Ordered twice' },
    });
    // Before capture a partial refund keeps the payment authorised (shipping captures the rest).
    expect(body.data).toMatchObject({
      orderStatus: 'PLACED',
      payment: { status: 'AUTHORISED', refunded: value },
    });
    const again = errorOf(await changeItem(order, first!.itemId, CANCEL_LINE));
    expect(again).toMatchObject({ statusCode: 409, message: 'This item has already been cancelled.' });

    const last = json<{ data: OrderView; msg: string }>(await changeItem(order, second!.itemId, CANCEL_LINE));
    expect(last.data).toMatchObject({ orderStatus: 'CANCELLED', payment: { status: 'REFUNDED' } });
    expect(last.data.totals.refunded).toBe(last.data.totals.total);
    expect(last.msg).toMatch(/^Your order has been cancelled\./);
  });

  it("refuses another order's item, a wrong token and bad input, changing nothing", async () => {
    const order = await place();
    const other = await place();
    const otherItem = (await view(other)).items[0]!.itemId;
    expect(errorOf(await changeItem(order, otherItem, CANCEL_LINE))).toMatchObject({
      statusCode: 404,
      code: 'ITEM_NOT_FOUND',
    });
    const mine = (await view(order)).items[0]!.itemId;
    expect(errorOf(await changeItem(order, mine, CANCEL_LINE, other.token)).statusCode).toBe(404);
    expect(errorOf(await changeItem(order, 'nope', CANCEL_LINE)).statusCode).toBe(400);
    expect(errorOf(await changeItem(order, mine, { shippingStatus: 'DELIVERED' })).statusCode).toBe(400);
    expect(
      errorOf(await changeItem(order, mine, { shippingStatus: 'RETURNED', returnDetails: { reason: ' ' } }))
        .statusCode,
    ).toBe(400);
    expect((await view(order)).items.every((i) => i.shippingStatus === 'PENDING')).toBe(true);
    expect((await view(other)).items.every((i) => i.shippingStatus === 'PENDING')).toBe(true);
  });

  it('follows fulfilment: ship with tracking, deliver, return request, returns received and refunded', async () => {
    const order = await place();
    const shipped = await fulfil(order, 'ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode).toBe(200);
    const { trackingId } = json<{ trackingId: string }>(shipped);
    let v = await view(order);
    expect(v).toMatchObject({
      orderStatus: 'SHIPPED',
      shippingStatus: 'SHIPPED',
      canCancel: false,
      payment: { status: 'CAPTURED' },
    });
    expect(v.tracking).toMatchObject({ trackingId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const item = v.items[0]!;
    expect(errorOf(await changeItem(order, item.itemId, CANCEL_LINE)).message).toBe(
      'This item can no longer be cancelled because it has already shipped.',
    );
    expect(errorOf(await changeItem(order, item.itemId, RETURN_LINE))).toMatchObject({
      statusCode: 409,
      code: 'ITEM_NOT_RETURNABLE',
    });

    const tracking = await injectAsOwner(ctx.app, { url: `/tracking/${trackingId}`, headers: shopper() });
    expect(tracking.statusCode).toBe(200);
    expect(json(tracking)).toMatchObject({
      trackingId,
      orderReference: order.reference,
      status: 'SHIPPED',
      carrier: 'UPS',
    });
    expect(
      errorOf(await injectAsOwner(ctx.app, { url: `/tracking/${'A'.repeat(22)}`, headers: shopper() }))
        .statusCode,
    ).toBe(404);

    expect((await fulfil(order, 'deliver')).statusCode).toBe(200);
    v = await view(order);
    expect(v.orderStatus).toBe('DELIVERED');
    expect(v.items.every((i) => i.shippingStatus === 'DELIVERED' && i.canReturn)).toBe(true);

    const requested = json<{ data: OrderView; msg: string }>(
      await changeItem(order, item.itemId, RETURN_LINE),
    );
    expect(requested.data.items[0]).toMatchObject({
      shippingStatus: 'RETURN_REQUESTED',
      returnDetails: { reason: 'Does not fit', comment: 'Too long' },
    });
    expect(requested.msg).toMatch(/return request has been received/);

    const received = json<{ status: string; returned: number }>(await fulfil(order, 'return'));
    expect(received).toMatchObject({ status: 'DELIVERED', returned: 1 });
    v = await view(order);
    const value = item.subtotal - item.discount + item.tax;
    expect(v.items[0]).toMatchObject({ shippingStatus: 'RETURNED', refunded: value });
    expect(v.payment).toMatchObject({ status: 'PARTLY_REFUNDED', refunded: value });

    // With no request open, the command takes back every delivered line; all returned → the order is RETURNED.
    const rest = json<{ status: string; returned: number }>(await fulfil(order, 'return'));
    expect(rest).toMatchObject({ status: 'RETURNED', returned: 1 });
    // Every item's price and tax come back; the shipping paid is not refunded on a return.
    const final = await view(order);
    expect(final.payment).toMatchObject({
      status: 'PARTLY_REFUNDED',
      refunded: final.totals.total - final.totals.shipping,
    });
    expect(final.totals.refunded).toBe(final.totals.total - final.totals.shipping);
    expect(errorOf(await fulfil(order, 'deliver')).statusCode).toBe(409);
  });

  it('refuses a return more than 30 days after delivery', async () => {
    const order = await place();
    await fulfil(order, 'ship');
    await fulfil(order, 'deliver');
    await ctx.db.execute(
      sql`update order_lines set delivered_at = now() - interval '31 days' where order_id = ${order.orderId}`,
    );
    const item = (await view(order)).items[0]!;
    expect(item.canReturn).toBe(false);
    const error = errorOf(await changeItem(order, item.itemId, RETURN_LINE));
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'ITEM_NOT_RETURNABLE',
      message: 'Items can be returned within 30 days of delivery.',
    });
  });
});

describe('POST /orders/lookup (order login overlay)', () => {
  it('answers a fresh token for the reference plus e-mail or ZIP code, and one 404 otherwise', async () => {
    const order = await place({ email: `Look-${randomUUID()}@Example.test`.toLowerCase() });
    const lookup = (payload: object) =>
      injectAsOwner(ctx.app, { method: 'POST', url: '/orders/lookup', headers: shopper(), payload });
    for (const proof of [{ email: order.email.toUpperCase() }, { zipcode: '78701' }]) {
      const res = await lookup({ orderReference: order.reference.toLowerCase(), ...proof });
      expect(res.statusCode).toBe(200);
      const answer = json<{ orderId: string; token: string }>(res);
      expect(answer.orderId).toBe(order.orderId);
      expect((await getOrder(order, answer.token)).statusCode).toBe(200);
    }
    for (const payload of [
      { orderReference: order.reference, email: 'someone@example.test' },
      { orderReference: order.reference, zipcode: '10001' },
      { orderReference: 'FK-NOTFOUND', email: order.email },
    ]) {
      expect(errorOf(await lookup(payload))).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    }
    expect(errorOf(await lookup({ orderReference: order.reference })).statusCode).toBe(400);
    expect(errorOf(await lookup({ orderReference: 'x'.repeat(300), email: order.email })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /receipt/{orderReference}', () => {
  it('answers for the permId plus card network and last four, or the permId alone right after paying', async () => {
    const order = await place();
    const receipt = (query: string) =>
      injectAsOwner(ctx.app, { url: `/receipt/${order.reference}?${query}`, headers: shopper() });
    const fresh = await receipt(`permId=${order.permId}`);
    expect(fresh.statusCode).toBe(200);
    expect(json<OrderView>(fresh)).toMatchObject({ orderId: order.orderId, orderStatus: 'PLACED' });
    expect((await receipt(`permId=${order.permId}&displayNetwork=visa&lastFour=4242`)).statusCode).toBe(200);
    expect(
      errorOf(await receipt(`permId=${order.permId}&displayNetwork=Visa&lastFour=1111`)).statusCode,
    ).toBe(404);
    expect(errorOf(await receipt(`permId=${newPermId()}`)).statusCode).toBe(404);
    expect(errorOf(await receipt(`permId=${order.permId}&lastFour=42`)).statusCode).toBe(400);
    expect(errorOf(await receipt('')).statusCode).toBe(400);
    await ctx.db.execute(
      sql`update orders set placed_at = now() - interval '2 hours' where id = ${order.orderId}`,
    );
    expect(errorOf(await receipt(`permId=${order.permId}`)).statusCode).toBe(404);
    expect((await receipt(`permId=${order.permId}&displayNetwork=Visa&lastFour=4242`)).statusCode).toBe(200);
  });

  it('shows in the checkout data right after paying', async () => {
    const order = await place();
    const res = await injectAsOwner(ctx.app, { url: `/checkout/${order.permId}`, headers: SITE });
    expect(json(res).receipt).toEqual({ orderId: order.orderId, orderReference: order.reference });
  });
});

describe('refunds through the provider port', () => {
  it('sends the refund id as idempotency key; a failed call stays PENDING and a later run settles it once', async () => {
    const calls: RefundRequest[] = [];
    let failing = true;
    const port: RefundPort = {
      async refund(request) {
        calls.push(request);
        if (failing) throw new Error('provider down');
        return { providerRef: `re_${request.idempotencyKey}` };
      },
    };
    const app = await buildApp({ db: ctx.db, refunds: port });
    try {
      const order = await place();
      const res = await app.inject(cancelOrderRequest(order, 'x'));
      // The cancel stands (the money is owed and recorded); the provider call is retried later.
      expect(res.statusCode).toBe(200);
      const [pending] = await refundsOf(order.orderId);
      expect(pending).toMatchObject({ status: 'PENDING', provider_ref: null });
      expect(calls).toHaveLength(1);
      // Cancelled before shipping: the provider releases the authorisation rather than paying money back.
      expect(calls[0]).toMatchObject({
        provider: 'sandbox',
        amountCents: pending!.amount_cents,
        beforeCapture: true,
      });

      failing = false;
      expect(await settlePendingRefunds(ctx.db, port)).toMatchObject({ failed: 0 });
      expect(await settlePendingRefunds(ctx.db, port)).toEqual({ settled: 0, failed: 0 });
      const [settled] = await refundsOf(order.orderId);
      expect(settled).toMatchObject({ status: 'SUCCEEDED', provider_ref: `re_${calls[0]!.idempotencyKey}` });
      expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('gives a gift-card-paid order back to the card', async () => {
    const permId = newPermId();
    await addToCart(ctx.db, SITE['x-site'], permId, [{ productId: facts.other.id, qty: 1 }]);
    const card = await createGiftCard(ctx.db, facts.other.price * 10);
    await injectAsOwner(ctx.app, {
      method: 'POST',
      url: `/checkout/${permId}/giftcards`,
      headers: shopper(),
      payload: card,
    });
    const pending = await createPendingOrder(ctx.db, pendingInput(permId));
    expect(pending).toMatchObject({ amountDueCents: 0, paymentId: null });
    const { token } = await finaliseOrder(ctx.db, SITE['x-site'], pending.orderId, null, DEFAULT_SHOP_URL);
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: facts.other.price * 9, held: 0 });
    const res = await injectAsOwner(ctx.app, {
      method: 'PUT',
      url: `/orders/${pending.orderId}?token=${token}`,
      headers: shopper(),
      payload: { shippingStatus: 'CANCELLED', cancellationDetails: { reason: 'x' } },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: OrderView }>(res).data.payment).toBeNull();
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: facts.other.price * 10, held: 0 });
    expect(await refundsOf(pending.orderId)).toEqual([
      {
        amount_cents: facts.other.price,
        gift_card_cents: facts.other.price,
        status: 'SUCCEEDED',
        provider_ref: null,
      },
    ]);
  });
});

describe('refunds of a split-tender order (gift card and card)', () => {
  /** A placed order of two lines paid by a partial gift card of `giftCents` and a card for the rest. */
  async function splitOrder(giftCents: number) {
    const permId = newPermId();
    await addToCart(ctx.db, SITE['x-site'], permId, [
      { productId: facts.other.id, qty: 1 },
      { productId: facts.lloyds.id, qty: 1 },
    ]);
    const card = await createGiftCard(ctx.db, giftCents);
    await injectAsOwner(ctx.app, {
      method: 'POST',
      url: `/checkout/${permId}/giftcards`,
      headers: shopper(),
      payload: card,
    });
    const pending = await createPendingOrder(ctx.db, pendingInput(permId, { shippingCents: 500 }));
    expect(pending).toMatchObject({ giftCardCents: giftCents });
    const { token } = await finaliseOrder(
      ctx.db,
      SITE['x-site'],
      pending.orderId,
      { providerRef: `split-${randomUUID()}`, displayNetwork: 'Visa', lastFour: '4242' },
      DEFAULT_SHOP_URL,
    );
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: 0, held: 0 });
    return { order: { ...pending, token } as unknown as Placed, card, pending };
  }

  it('a returned line gives each tender its share, and returning the rest gives back all but shipping', async () => {
    const { order, card, pending } = await splitOrder(1_000);
    expect(
      (await fulfil(order, 'ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).statusCode,
    ).toBe(200);
    expect((await fulfil(order, 'deliver')).statusCode).toBe(200);
    const [first] = (await view(order)).items;
    await changeItem(order, first!.itemId, RETURN_LINE);
    expect((await fulfil(order, 'return')).statusCode).toBe(200);

    const value = first!.subtotal - first!.discount + first!.tax;
    const toCard = Math.round((value * pending.amountDueCents) / pending.totalCents);
    expect(await refundsOf(pending.orderId)).toEqual([
      expect.objectContaining({ amount_cents: value, gift_card_cents: value - toCard, status: 'SUCCEEDED' }),
    ]);
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: value - toCard, held: 0 });
    expect((await view(order)).payment).toMatchObject({ status: 'PARTLY_REFUNDED', refunded: toCard });

    expect((await fulfil(order, 'return')).statusCode).toBe(200);
    const final = await view(order);
    const giftBack = (await giftCardMoney(ctx.db, card.id)).balance;
    expect(final.orderStatus).toBe('RETURNED');
    expect(final.totals.refunded).toBe(final.totals.total - final.totals.shipping);
    expect(final.payment!.refunded + giftBack).toBe(final.totals.total - final.totals.shipping);
    // Each tender got back what it paid less its share of the shipping, within the rounding of each refund.
    const giftShare = 1_000 - Math.round((500 * 1_000) / pending.totalCents);
    expect(Math.abs(giftBack - giftShare)).toBeLessThanOrEqual(2);
  });

  it('a line cancelled before shipping then the whole order gives each tender back exactly what it paid', async () => {
    const { order, card, pending } = await splitOrder(1_500);
    const [first] = (await view(order)).items;
    expect((await changeItem(order, first!.itemId, CANCEL_LINE)).statusCode).toBe(200);
    const afterLine = (await giftCardMoney(ctx.db, card.id)).balance;
    expect(afterLine).toBeGreaterThan(0);
    expect(afterLine).toBeLessThan(1_500);
    expect((await ctx.app.inject(cancelOrderRequest(order))).statusCode).toBe(200);
    expect(await giftCardMoney(ctx.db, card.id)).toEqual({ balance: 1_500, held: 0 });
    const final = await view(order);
    expect(final.payment).toMatchObject({ status: 'REFUNDED', refunded: pending.amountDueCents });
    expect(final.totals.refunded).toBe(final.totals.total);
  });
});

describe('the fulfilment routes', () => {
  it('place a paid demo order whose status link opens it, and refuse an unknown order reference', async () => {
    const res = await injectAsOwner(ctx.app, {
      method: 'POST',
      url: '/fulfilment/demo-order',
      headers: SITE,
      payload: { email: 'demo-route@example.test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const demo = json<{ orderId: string; reference: string; token: string; statusUrl: string }>(res);
    expect(demo.statusUrl).toContain(`/order/status/${demo.orderId}/?token=${demo.token}`);
    expect((await getOrder(demo, demo.token)).statusCode).toBe(200);
    const unknown = await injectAsOwner(ctx.app, {
      method: 'POST',
      url: '/fulfilment/orders/FK-NOTFOUND/ship',
      headers: SITE,
    });
    expect(errorOf(unknown).statusCode).toBe(404);
  });

  it('are not served in production', async () => {
    const production = await buildApp({ db: ctx.db, exposeFulfilment: false });
    try {
      const res = await production.inject({ method: 'POST', url: '/fulfilment/demo-order', headers: SITE });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
