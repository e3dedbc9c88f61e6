import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { orderGiftCardMoney, refundToCard } from '../checkout/gift-card-ledger';
import type { OrderRow } from './queries';
import { readPayment, setPaymentStatus } from './queries';
import type { RefundPort } from './refund-port';
import { move } from './transitions';

/**
 * Records a refund inside the transaction of the cancel or return that causes it: the payment's part first
 * (PENDING until the provider confirms), the rest back onto the gift cards that paid (settled at once). The
 * payment's status moves through the transition table. Returns the refund id to send to the provider after
 * commit, or null when nothing is owed to it.
 */
export async function recordRefund(
  tx: Executor,
  order: OrderRow,
  amountCents: number,
  reason: string,
  orderLineId: string | null,
): Promise<string | null> {
  if (amountCents <= 0) return null;
  const payment = await readPayment(tx, order.id);
  const toPayment = payment ? Math.min(amountCents, payment.amount_cents - payment.refunded_cents) : 0;
  let toCards = amountCents - toPayment;
  for (const card of await orderGiftCardMoney(tx, order.id)) {
    const back = Math.min(toCards, card.debitedCents);
    if (back > 0) await refundToCard(tx, card.cardId, order.id, back);
    toCards -= back;
  }
  if (payment && toPayment > 0) {
    const refunded = payment.refunded_cents + toPayment;
    const whole = refunded === payment.amount_cents;
    // Before capture a partial refund only lowers what the capture at shipping takes (the status stays).
    if (payment.status !== 'AUTHORISED' || whole) {
      await setPaymentStatus(
        tx,
        payment.id,
        move('payment', payment.status, whole ? 'REFUNDED' : 'PARTLY_REFUNDED'),
      );
    }
    await tx.execute(sql`update payments set refunded_cents = ${refunded} where id = ${payment.id}`);
  }
  await tx.execute(
    sql`update orders set refunded_cents = refunded_cents + ${amountCents - toCards}, updated_at = now()
        where id = ${order.id}`,
  );
  if (orderLineId) {
    await tx.execute(
      sql`update order_lines set refunded_cents = refunded_cents + ${amountCents - toCards} where id = ${orderLineId}`,
    );
  }
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into refunds (order_id, order_line_id, payment_id, amount_cents, gift_card_cents, before_capture,
          status, reason)
        values (${order.id}, ${orderLineId}, ${payment && toPayment > 0 ? payment.id : null},
          ${amountCents - toCards}, ${amountCents - toCards - toPayment}, ${payment?.status === 'AUTHORISED'},
          ${toPayment > 0 ? 'PENDING' : 'SUCCEEDED'}, ${reason})
        returning id`,
  );
  return toPayment > 0 ? row!.id : null;
}

/**
 * Gives back, inside the cancel's transaction, what the order's pay links took: each PAID balance becomes
 * REFUNDED with a PENDING refund of its whole amount (sent to the provider after commit), and each OPEN one is
 * CLOSED so its link pays nothing any more. A balance whose payment is in flight (PENDING) is left to finish;
 * cancelling again is refused, so such a late payment is refunded by hand (see the README).
 */
export async function refundBalances(
  tx: Executor,
  orderId: string,
  reason: string,
): Promise<{ refundIds: string[]; refundedCents: number }> {
  await tx.execute(
    sql`update balance_requests set status = 'CLOSED' where order_id = ${orderId} and status = 'OPEN'`,
  );
  const paid = await queryRows<{ id: string; amount_cents: number }>(
    tx,
    sql`update balance_requests set status = 'REFUNDED'
        where order_id = ${orderId} and status = 'PAID' returning id, amount_cents`,
  );
  const refundIds: string[] = [];
  for (const balance of paid) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into refunds (order_id, balance_request_id, amount_cents, status, reason)
          values (${orderId}, ${balance.id}, ${balance.amount_cents}, 'PENDING', ${reason})
          returning id`,
    );
    refundIds.push(row!.id);
  }
  return { refundIds, refundedCents: paid.reduce((sum, b) => sum + b.amount_cents, 0) };
}

/**
 * Asks the provider for PENDING refunds (after the transaction that recorded them committed), with the refund
 * id as idempotency key; a refund whose call fails stays PENDING and is retried by the next run.
 */
export async function settlePendingRefunds(
  db: Database,
  port: RefundPort,
  refundIds?: string[],
): Promise<{ settled: number; failed: number }> {
  if (refundIds?.length === 0) return { settled: 0, failed: 0 };
  const rows = await queryRows<{
    id: string;
    amount_cents: number;
    gift_card_cents: number;
    before_capture: boolean;
    reason: string;
    provider: string;
    provider_ref: string | null;
  }>(
    db,
    sql`select r.id, r.amount_cents, r.gift_card_cents, r.before_capture, r.reason,
          coalesce(p.provider, b.provider) as provider, coalesce(p.provider_ref, b.provider_ref) as provider_ref
        from refunds r
          left join payments p on p.id = r.payment_id
          left join balance_requests b on b.id = r.balance_request_id
        where r.status = 'PENDING' and coalesce(p.provider, b.provider) is not null
          ${
            refundIds
              ? sql`and r.id in (${sql.join(
                  refundIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
        order by r.created_at`,
  );
  let settled = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const answer = await port.refund({
        provider: row.provider,
        providerRef: row.provider_ref,
        amountCents: row.amount_cents - row.gift_card_cents,
        beforeCapture: row.before_capture,
        idempotencyKey: row.id,
        reason: row.reason,
      });
      await db.execute(
        sql`update refunds set status = 'SUCCEEDED', provider_ref = ${answer.providerRef}
            where id = ${row.id} and status = 'PENDING'`,
      );
      settled++;
    } catch {
      failed++;
    }
  }
  return { settled, failed };
}
