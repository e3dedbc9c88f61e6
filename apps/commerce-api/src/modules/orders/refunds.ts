import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { orderGiftCardMoney, refundToCard } from '../checkout/gift-card-ledger';
import type { OrderRow } from './queries';
import { readPayment, setPaymentStatus } from './queries';
import type { RefundPort } from './refund-port';
import { move } from './transitions';

/**
 * How a refund splits between the card payment and the gift cards of a split-tender order: in the proportion
 * they paid the order, so a returned line gives each tender back its share of it; when one tender has nothing
 * left to give back, the other takes the rest (the last refund of an order evens out any rounding).
 */
export function splitRefund(
  amountCents: number,
  paid: { paymentCents: number; giftCardCents: number },
  left: { paymentCents: number; giftCardCents: number },
): { toPayment: number; toGiftCards: number } {
  const total = paid.paymentCents + paid.giftCardCents;
  const share = total > 0 ? Math.round((amountCents * paid.paymentCents) / total) : 0;
  let toPayment = Math.min(share, left.paymentCents);
  const toGiftCards = Math.min(amountCents - toPayment, left.giftCardCents);
  toPayment = Math.min(amountCents - toGiftCards, left.paymentCents);
  return { toPayment, toGiftCards };
}

/**
 * Records a refund inside the transaction of the cancel or return that causes it, split between the payment
 * (PENDING until the provider confirms) and the gift cards that paid (put back on their balance at once, oldest
 * card first) as splitRefund says. The payment's status moves through the transition table. Returns the refund id
 * to send to the provider after commit, or null when nothing is owed to it.
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
  const cards = await orderGiftCardMoney(tx, order.id);
  const { toPayment, toGiftCards } = splitRefund(
    amountCents,
    { paymentCents: payment?.amount_cents ?? 0, giftCardCents: order.gift_card_cents },
    {
      paymentCents: payment ? payment.amount_cents - payment.refunded_cents : 0,
      giftCardCents: cards.reduce((sum, card) => sum + card.debitedCents, 0),
    },
  );
  let owedToCards = toGiftCards;
  for (const card of cards) {
    const back = Math.min(owedToCards, card.debitedCents);
    if (back > 0) await refundToCard(tx, card.cardId, order.id, back);
    owedToCards -= back;
  }
  // What neither tender can take back (more than was paid) is not refunded.
  const refunded = toPayment + toGiftCards;
  if (payment && toPayment > 0) {
    const paymentRefunded = payment.refunded_cents + toPayment;
    const whole = paymentRefunded === payment.amount_cents;
    // Before capture a partial refund only lowers what the capture at shipping takes (the status stays).
    if (payment.status !== 'AUTHORISED' || whole) {
      await setPaymentStatus(
        tx,
        payment.id,
        move('payment', payment.status, whole ? 'REFUNDED' : 'PARTLY_REFUNDED'),
      );
    }
    await tx.execute(sql`update payments set refunded_cents = ${paymentRefunded} where id = ${payment.id}`);
  }
  await tx.execute(
    sql`update orders set refunded_cents = refunded_cents + ${refunded}, updated_at = now()
        where id = ${order.id}`,
  );
  if (orderLineId) {
    await tx.execute(
      sql`update order_lines set refunded_cents = refunded_cents + ${refunded} where id = ${orderLineId}`,
    );
  }
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into refunds (order_id, order_line_id, payment_id, amount_cents, gift_card_cents, before_capture,
          status, reason)
        values (${order.id}, ${orderLineId}, ${payment && toPayment > 0 ? payment.id : null},
          ${refunded}, ${toGiftCards}, ${payment?.status === 'AUTHORISED'},
          ${toPayment > 0 ? 'PENDING' : 'SUCCEEDED'}, ${reason})
        returning id`,
  );
  return toPayment > 0 ? row!.id : null;
}

/**
 * Gives back, inside the cancel's transaction, what the order's pay links took: each PAID balance becomes
 * REFUNDED with a PENDING refund of its whole amount (sent to the provider after commit), and each OPEN one is
 * CLOSED so its link pays nothing any more. A balance whose payment is in flight (PENDING) is left to its attempt,
 * which locks the order as this cancel does: approved, it is refunded at once; otherwise the balance is CLOSED.
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
