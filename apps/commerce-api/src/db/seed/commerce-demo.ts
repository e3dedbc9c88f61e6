import { sql } from 'drizzle-orm';
import { issueGiftCard } from '../../modules/checkout/gift-card-ledger';
import { cardNumberHash } from '../../modules/checkout/gift-card-secrets';
import type { Database } from '../client';
import { queryRows } from '../rows';

/** The site the demo codes and cards belong to. */
export const DEMO_SITE = 'fitkit';

/** Demo promo codes (README "Demo promo codes and gift cards"). */
export const DEMO_COUPONS = [
  { code: 'SAVE10', type: 'PERCENT', kind: 'ORDER_DISCOUNT', percentOff: 10 },
  { code: 'TAKE20', type: 'AMOUNT', kind: 'ORDER_DISCOUNT', amountOffCents: 2000, minSubtotalCents: 10_000 },
  { code: 'FREESHIP', type: 'FREE_SHIPPING', kind: 'SHIPPING' },
  {
    code: 'EXPIRED5',
    type: 'PERCENT',
    kind: 'ORDER_DISCOUNT',
    percentOff: 5,
    endsAt: '2025-01-01T00:00:00Z',
  },
  {
    code: 'LLOYDS15',
    type: 'PERCENT',
    kind: 'ORDER_DISCOUNT',
    percentOff: 15,
    scopeType: 'BRAND',
    scopeValue: 'lloyds',
  },
] as const;

/** Demo gift cards: number, PIN and opening balance in cents. */
export const DEMO_GIFT_CARDS = [
  { number: '6000100000000001', pin: '1234', balanceCents: 5_000 },
  { number: '6000100000000002', pin: '2345', balanceCents: 10_000 },
  { number: '6000100000000003', pin: '3456', balanceCents: 2_500 },
  { number: '6000100000000004', pin: '4567', balanceCents: 0 },
] as const;

/**
 * Adds the demo codes and cards unless they exist (a code or card already there keeps its state, so demo use
 * survives restarts). The catalogue seed's version does not cover them: they are checked on every start.
 */
export async function seedCommerceDemo(db: Database): Promise<void> {
  for (const c of DEMO_COUPONS) {
    const get = <K extends string>(key: K) => (key in c ? (c as Record<string, unknown>)[key] : null);
    await db.execute(
      sql`insert into coupons (site, code, type, kind, percent_off, amount_off_cents, min_subtotal_cents, ends_at,
            scope_type, scope_value)
          values (${DEMO_SITE}, ${c.code}, ${c.type}, ${c.kind}, ${get('percentOff')}, ${get('amountOffCents')},
            ${get('minSubtotalCents') ?? 0}, ${get('endsAt')}, ${get('scopeType') ?? 'ALL'}, ${get('scopeValue')})
          on conflict (site, code) do nothing`,
    );
  }
  const hashes = DEMO_GIFT_CARDS.map((card) => sql`${cardNumberHash(card.number)}`);
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from gift_cards
        where site = ${DEMO_SITE} and number_hash in (${sql.join(hashes, sql`, `)})`,
  );
  // Hashing PINs takes a moment; skip it when the cards are there already.
  if (count >= DEMO_GIFT_CARDS.length) return;
  for (const card of DEMO_GIFT_CARDS) await issueGiftCard(db, { site: DEMO_SITE, ...card });
}
