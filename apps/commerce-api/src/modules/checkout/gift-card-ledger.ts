import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import type { GIFT_CARD_ENTRY_KINDS } from '../../db/schema';
import { cardNumberHash, hashPin, normaliseCardNumber } from './gift-card-secrets';

type EntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

async function record(db: Executor, cardId: string, orderId: string, kind: EntryKind, cents: number) {
  await db.execute(
    sql`insert into gift_card_ledger (gift_card_id, order_id, kind, amount_cents)
        values (${cardId}, ${orderId}, ${kind}, ${cents})`,
  );
}

/**
 * Holds up to `wantCents` of a card's available money for an order and returns what it held (0 when none is
 * left). One conditional update: the row lock it takes makes concurrent holds queue, and each sees the
 * previous one's result, so together they never hold more than the card has. Run it in the order's transaction.
 */
export async function holdGiftCard(
  db: Executor,
  cardId: string,
  orderId: string,
  wantCents: number,
): Promise<number> {
  if (wantCents <= 0) return 0;
  const [row] = await queryRows<{ taken: number }>(
    db,
    sql`with card as (select id, least(balance_cents - held_cents, ${wantCents}::int) as taken
                      from gift_cards where id = ${cardId} for update)
        update gift_cards g set held_cents = g.held_cents + card.taken, updated_at = now()
        from card where g.id = card.id and card.taken > 0
        returning card.taken`,
  );
  const taken = row?.taken ?? 0;
  if (taken > 0) await record(db, cardId, orderId, 'HOLD', taken);
  return taken;
}

// How each settling move changes a card's balance and holds.
const MOVES = {
  DEBIT: { balance: -1, held: -1 },
  RELEASE: { balance: 0, held: -1 },
  REFUND: { balance: 1, held: 0 },
} as const;

async function settle(
  db: Executor,
  kind: keyof typeof MOVES,
  cardId: string,
  orderId: string,
  cents: number,
) {
  const { balance, held } = MOVES[kind];
  await db.execute(
    sql`update gift_cards set balance_cents = balance_cents + ${balance * cents}::int,
          held_cents = held_cents + ${held * cents}::int, updated_at = now()
        where id = ${cardId}`,
  );
  await record(db, cardId, orderId, kind, cents);
}

/** Spends a hold: the money leaves the card. */
export function debitHold(db: Executor, cardId: string, orderId: string, cents: number): Promise<void> {
  return settle(db, 'DEBIT', cardId, orderId, cents);
}

/** Gives a hold back to the card (the order was not paid). */
export function releaseHold(db: Executor, cardId: string, orderId: string, cents: number): Promise<void> {
  return settle(db, 'RELEASE', cardId, orderId, cents);
}

/** Puts refunded money back on a card. */
export function refundToCard(db: Executor, cardId: string, orderId: string, cents: number): Promise<void> {
  return settle(db, 'REFUND', cardId, orderId, cents);
}

/** An order's net holds (HOLD − RELEASE − DEBIT) and debits (DEBIT − REFUND) per card. */
export async function orderGiftCardMoney(
  db: Executor,
  orderId: string,
): Promise<{ cardId: string; heldCents: number; debitedCents: number }[]> {
  const rows = await queryRows<{ card_id: string; held: number; debited: number }>(
    db,
    sql`select gift_card_id as card_id,
          coalesce(sum(case kind when 'HOLD' then amount_cents when 'RELEASE' then -amount_cents
                                 when 'DEBIT' then -amount_cents else 0 end), 0)::int as held,
          coalesce(sum(case kind when 'DEBIT' then amount_cents when 'REFUND' then -amount_cents
                                 else 0 end), 0)::int as debited
        from gift_card_ledger where order_id = ${orderId}
        group by gift_card_id order by min(created_at), gift_card_id`,
  );
  return rows.map((r) => ({ cardId: r.card_id, heldCents: r.held, debitedCents: r.debited }));
}

/** Issues a gift card (number and PIN stored hashed) with its opening balance; null if the number exists. */
export async function issueGiftCard(
  db: Executor,
  card: { site: string; number: string; pin: string; balanceCents: number; expiresAt?: Date | null },
): Promise<string | null> {
  const digits = normaliseCardNumber(card.number);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into gift_cards (site, number_hash, last_four, pin_hash, balance_cents, expires_at)
        values (${card.site}, ${cardNumberHash(digits)}, ${digits.slice(-4)}, ${await hashPin(card.pin)},
          ${card.balanceCents}, ${card.expiresAt?.toISOString() ?? null})
        on conflict (site, number_hash) do nothing
        returning id`,
  );
  if (!row) return null;
  if (card.balanceCents > 0) {
    await db.execute(
      sql`insert into gift_card_ledger (gift_card_id, kind, amount_cents) values (${row.id}, 'ISSUE', ${card.balanceCents})`,
    );
  }
  return row.id;
}
